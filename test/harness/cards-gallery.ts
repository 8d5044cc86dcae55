// Screenshot harness (not a test): every core card at full size, then a row
// at table and mini size. Built by test/harness/shoot.mjs.
import '../../components/kult-card/kult-card.js';
import { coreCards } from '../../src/kult/index.js';
import type { KultCard } from '../../components/kult-card/kult-card.js';

const params = new URLSearchParams(location.search);
const size = (params.get('size') ?? 'full') as KultCard['size'];
const only = params.get('ids')?.split(',');
const root = document.getElementById('root')!;
for (const card of coreCards().cards.values()) {
  if (only && !only.includes(card.id)) continue;
  const el = document.createElement('kult-card');
  el.card = card;
  el.size = size;
  if (card.id === 'usher') el.markers = 1;
  if (card.id === 'inferno') el.markers = 6;
  if (card.id === 'priest') el.highlight = 'legal';
  if (card.id === 'artist') el.highlight = 'selected';
  if (card.id === 'veteran') el.highlight = 'illegal';
  if (card.id === 'teacher') el.faceDown = true;
  root.append(el);
}
const back = document.createElement('kult-card');
back.size = size;
root.append(back);
const bad = document.createElement('kult-card');
bad.size = size;
bad.setAttribute('card-id', 'no-such-card');
root.append(bad);
