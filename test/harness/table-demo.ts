// Screenshot harness (not a test): both crosses, Ann's hand, Bob's hidden hand
// and the piles, from the mid-game fixture, on a dark table.
import '../../components/kult-cross/kult-cross.js';
import '../../components/kult-hand/kult-hand.js';
import '../../components/kult-piles/kult-piles.js';
import { tableFixture } from '../support/table-fixture.js';

const f = tableFixture();
const root = document.getElementById('root')!;
root.style.cssText = 'display:grid;grid-template-columns:auto auto;gap:20px 40px;align-items:center;justify-content:center';

const bobHand = document.createElement('kult-hand');
Object.assign(bobHand, { view: f.view, player: 'bob', cards: f.cards, hidden: true, playerName: 'Bob' });
bobHand.style.gridColumn = '1 / -1';
const bobCross = document.createElement('kult-cross');
Object.assign(bobCross, { view: f.view, player: 'bob', cards: f.cards });
const bobPiles = document.createElement('kult-piles');
Object.assign(bobPiles, { view: f.view, player: 'bob', cards: f.cards, showPool: true });

const annCross = document.createElement('kult-cross');
const highlights = new Set(['station:ann:C4', `card:${f.iid('ann', 'dream-hunter', 'cross')}`, `card:${f.iid('ann', 'usher', 'hand')}`, `card:${f.iid('ann', 'priest', 'hand')}`]);
Object.assign(annCross, { view: f.view, player: 'ann', cards: f.cards, highlights, selectedSpot: 'C1' });
const annPiles = document.createElement('kult-piles');
Object.assign(annPiles, { view: f.view, player: 'ann', cards: f.cards });
const annHand = document.createElement('kult-hand');
Object.assign(annHand, { view: f.view, player: 'ann', cards: f.cards, highlights, selected: f.iid('ann', 'automatic-rifle', 'hand') });
annHand.style.gridColumn = '1 / -1';

const params = new URLSearchParams(location.search);
const small = params.get('small');
if (small) for (const el of [bobCross, annCross]) el.style.setProperty('--kult-card-width', `${small}px`);
const only = params.get('only');
if (only === 'hands') {
  annHand.style.marginTop = '360px';
  root.append(bobHand, annHand);
}
else if (only === 'ann') root.append(annCross, annPiles);
else root.append(bobHand, bobCross, bobPiles, annCross, annPiles, annHand);
if (params.get('peek')) {
  void annHand.updateComplete.then(() => annHand.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')[5]!.focus());
}
