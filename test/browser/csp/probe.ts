// Loaded by test/browser/embed-csp.test.ts inside an iframe whose Content-Security-Policy allows
// this origin's scripts but not WebAssembly. Reports to the parent what a fan site would see.
import '../../../src/pages/embed.js';
import { coreCards, createMatch, stateHash, STARTER_DECKS } from '../../../src/kult/index.js';

/** The text of the lobby's "friend play is off" panel inside a fresh <kult-match>, once it shows (or ''). */
async function friendPlayOff(): Promise<string> {
  const match = document.createElement('kult-match');
  document.body.append(match);
  for (let i = 0; i < 200; i++) {
    const lobby = match.shadowRoot?.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby');
    const lobbyReady = lobby?.shadowRoot?.querySelector('[part="base"]');
    if (lobbyReady) return lobby!.shadowRoot!.querySelector('[data-code="config"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    await new Promise((r) => setTimeout(r, 50));
  }
  return `the lobby never showed: ${match.shadowRoot?.innerHTML.slice(0, 400)}`;
}

async function probe(): Promise<{ card: string; hash: string; lobby: string }> {
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
  const lobby = await friendPlayOff();
  if (!r.ok) return { card, hash: 'no match', lobby };
  try {
    return { card, hash: `hashed ${stateHash(r.state)}`, lobby };
  } catch (e) {
    return { card, hash: (e as Error).message, lobby };
  }
}

probe().then(
  (result) => parent.postMessage({ probe: result }, '*'),
  (e) => parent.postMessage({ probe: { card: '', hash: `probe failed: ${(e as Error).message}`, lobby: '' } }, '*'),
);
