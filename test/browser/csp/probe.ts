// Loaded by test/browser/embed-csp.test.ts inside an iframe whose Content-Security-Policy allows
// this origin's scripts but not WebAssembly. Reports to the parent what a fan site would see.
import '../../../src/app/embed.js';
import { coreCards, createMatch, stateHash, STARTER_DECKS } from '../../../src/kult/index.js';

async function probe(): Promise<{ card: string; hash: string }> {
  const el = document.createElement('kult-card');
  el.setAttribute('card-id', 'usher');
  document.body.append(el);
  await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  const card = el.getAttribute('aria-label') ?? '';
  const r = createMatch(coreCards(), {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed: 1,
  });
  if (!r.ok) return { card, hash: 'no match' };
  try {
    return { card, hash: `hashed ${stateHash(r.state)}` };
  } catch (e) {
    return { card, hash: (e as Error).message };
  }
}

probe().then(
  (result) => parent.postMessage({ probe: result }, '*'),
  (e) => parent.postMessage({ probe: { card: '', hash: `probe failed: ${(e as Error).message}` } }, '*'),
);
