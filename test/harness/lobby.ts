// Screenshot harness (not a test): the lobby in its states.
//   node test/harness/shoot.mjs lobby '?scene=home' /tmp/shots/lobby-home.png 1400x1100
// Scenes: home (the lobby proper), host (a created match: link, copy, QR, progress),
// guest (joining: progress, the choice still to confirm), error (room full, with Try again),
// custom (a pasted 57-card list with four Ushers, refused by the judge), cygw (Cult's lobby, the
// Game list offering both games).
import './harness-lang.js';
import { html, render } from 'lit';
import '../../components/kult-lobby/kult-lobby.js';
import type { KultLobby, LobbyStatus } from '../../components/kult-lobby/kult-lobby.js';
import { kultShell } from '../../components/kult-shell.js';
import { cygwShell } from '../../components/cygw/cygw-shell.js';

const scene = new URLSearchParams(location.search).get('scene') ?? 'home';
const base: LobbyStatus = {
  role: 'host',
  room: 'kult-7hq3x9mzk2ta',
  link: 'http://127.0.0.1:8000/?room=kult-7hq3x9mzk2ta',
  phase: 'waiting-for-friend',
  error: null,
  notice: null,
  chosen: true,
  settings: { struggle: 'continent', clockSeconds: 30 },
};
const status: LobbyStatus | null =
  scene === 'host' ? base
  : scene === 'guest' ? { ...base, role: 'guest', phase: 'choosing', chosen: false }
  : scene === 'error' ? { ...base, role: 'guest', phase: 'failed', chosen: false, error: { code: 'room-full', message: 'room-full: the host already has a guest' } }
  : null;
const root = document.getElementById('root')!;
root.style.display = 'block';
render(
  scene === 'cygw' ? html`<kult-lobby .shell=${cygwShell} .games=${[kultShell, cygwShell]}></kult-lobby>` : html`<kult-lobby .status=${status} .games=${[kultShell, cygwShell]}></kult-lobby>`,
  root,
);
async function pasteBadList(): Promise<void> {
  const el = root.querySelector('kult-lobby') as KultLobby;
  await el.updateComplete;
  (el.shadowRoot!.querySelector('input[data-deck="custom"]') as HTMLInputElement).click();
  await el.updateComplete;
  const ta = el.shadowRoot!.querySelector('textarea')!;
  const lines = ta.value.split('\n');
  // 4 Ushers, and one card fewer elsewhere: 57 → K-DECK-01 and K-DECK-02.
  ta.value = lines.map((l) => (l === '2 Usher' ? '4 Usher' : l === '2 Dream Hunter' ? '1 Dream Hunter' : l === '2 Priest' ? '' : l)).join('\n');
  ta.dispatchEvent(new Event('input'));
}
if (scene === 'custom') void pasteBadList();
