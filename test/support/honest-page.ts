/**
 * An honest `<kult-app>` in the test page hosting a friend match through the real PeerServer
 * (test/support/peer-server-plugin.mjs) and PeerJS, against a cheating table (cheater-kit.ts)
 * that joins its room as the friend would: by the room in the link the lobby shows. The honest
 * table is played by the sensible bot through its port's attempt(), the way its clicks would;
 * what the tests judge is what its screens show (the composed DOM). A test file brings the
 * `<kult-table>` it wants (the real one, or a stand-in where only kult-app's own screens are
 * judged). Browser only (WebRTC needs scripts/in-netns.sh, as `npm run test:browser` runs it).
 * Not a test file itself.
 */
import { expect } from '@esm-bundle/chai';
import { cleanup } from './fixture.js';
import { html } from 'lit';
import type { FriendMatch } from '../../src/app/friend-match.js';
import { joinRoom, type RoomTransport } from '../../src/net/index.js';
import { STARTER_DECKS, type Action, type CardId, type KultGame } from '../../src/kult/index.js';
import type { StarterDeck } from '../../src/kult/cards/starter-decks.js';
import type { RngState } from '../../src/engine/rng.js';
import { sha256Hex } from '../../src/engine/hash.js';
import { Links, botMove, testSignalling, yieldTask } from '../browser/p2p/friend-kit.js';
import type { KultApp } from '../../components/kult-app/kult-app.js';
import type { KultLobby } from '../../components/kult-lobby/kult-lobby.js';
import { fixture, settled, shadow, text, waitUntil } from './fixture.js';
import { Cheater } from './cheater-kit.js';
import '../../components/kult-app/kult-app.js';

export interface HonestTable {
  readonly app: KultApp;
  readonly cheater: Cheater;
  /** The honest table's Major Arcanum (chosen in its lobby). */
  readonly major: CardId;
  /** The honest table's port (its FriendMatch). */
  readonly port: FriendMatch<KultGame>;
}

/** Makes the cheating guest on its PeerJS transport, knowing the honest table's Major (for a same-Major exchange). */
export type MakeCheater = (transport: RoomTransport, honestMajor: CardId) => Cheater;

/** The starter deck whose Majors are not `major` (the cheater's own, unless it wants the same Major), and the one whose are. */
export function starterDecks(major: CardId): { readonly other: StarterDeck; readonly same: StarterDeck } {
  const archon = (STARTER_DECKS.archon.majors as readonly CardId[]).includes(major);
  return archon ? { other: STARTER_DECKS.angel, same: STARTER_DECKS.archon } : { other: STARTER_DECKS.archon, same: STARTER_DECKS.angel };
}

/**
 * The usual cheater: the guest, on the other starter deck than the honest page's, or on the deck
 * list `list` makes of it (committed as its deck: its own session never judges it).
 */
export function cheaterWith(list?: (deck: StarterDeck) => readonly CardId[]): MakeCheater {
  return (transport, honestMajor) => {
    const deck = starterDecks(honestMajor).other;
    return new Cheater({ role: 'guest', transport, major: deck.majors[0], list: list ? list(deck) : deck.cards });
  };
}

/**
 * The honest page creates a match in its lobby (its default Major and deck); the cheater joins
 * the room its link names. Resolves once the cheater's session is made (the setup then runs).
 */
/** The honest page's secret tokens, fixed so each test replays the same deal (random salts made some games run past the test's time). */
function honestTokens(): () => string {
  let n = 0;
  return () => sha256Hex(`honest:${n++}`).slice(0, 32);
}

export async function openHonestTable(make: MakeCheater, opts: { readonly auditWaitMs?: number } = {}): Promise<HonestTable> {
  const config = await testSignalling();
  const links = new Links(config);
  let registered: () => void = () => {};
  const roomUp = new Promise<void>((resolve) => (registered = resolve));
  // The honest host's room: known to the friend once the signalling server registered it.
  const connect = (role: 'host' | 'guest', room: string): RoomTransport => {
    const t = links.connect(role, room);
    t.on('registered', () => registered());
    return t;
  };
  sessionStorage.clear();
  const app = await fixture<KultApp>(html`<kult-app .connect=${connect} .auditWaitMs=${opts.auditWaitMs ?? null} .token=${honestTokens()}></kult-app>`);
  const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
  await settled(lobby);
  shadow(lobby).querySelector<HTMLButtonElement>('button.create')!.click();
  await waitUntil(() => app.match !== null, 'the honest page starts a friend match', 5_000);
  const port = app.match as unknown as FriendMatch<KultGame>;
  await roomUp;
  await settled(app);
  const link = shadow(shadow(app).querySelector('kult-lobby')!).querySelector<HTMLInputElement>('input.link')!.value;
  const room = new URL(link).searchParams.get('room')!;
  const major = port.session.mine.choice!;
  const cheater = make(joinRoom(config, room), major);
  return { app, cheater, major, port };
}

export interface PlayOptions {
  readonly rng: RngState;
  /** Stop playing when this holds. */
  readonly until: () => boolean;
  /** Overall limit. */
  readonly ms: number;
  /** Called first in every round; true when the cheater did something itself (both bots then skip the round; the hook waits for what it needs). */
  readonly cheat?: () => boolean | Promise<boolean>;
  /** The cheater's bot plays a legal move this accepts first, when there is one. */
  readonly prefer?: (a: Action) => boolean;
  /** The cheater's bot plays a move this refuses only when nothing else is legal. */
  readonly avoid?: (a: Action) => boolean;
}

/**
 * The sensible bot plays both tables, each from its own view, until `until()` holds: the
 * honest one through its port's attempt() (auto-pass off: the bot passes itself), the cheater
 * through its session, with `cheat` first. Returns the number of moves.
 */
export async function playBoth(t: HonestTable, opts: PlayOptions): Promise<number> {
  t.port.configure({ hold: true });
  let rng = opts.rng;
  let moves = 0;
  const deadline = performance.now() + opts.ms;
  while (!opts.until()) {
    if (performance.now() > deadline) throw new Error(`not done within ${opts.ms} ms after ${moves} moves: honest ${t.port.phase} (${t.port.snapshot.status}, log ${t.port.snapshot.log.length}), cheater ${JSON.stringify(t.cheater.actor.getSnapshot().value)}`);
    let moved = false;
    let move: Action | null;
    // A cheat of the friend's goes first, and nothing else this round: its message reaches the honest table before either bot moves on.
    if (await opts.cheat?.()) continue;
    [move, rng] = botMove(t.port, rng);
    if (move) {
      const j = t.port.attempt(move);
      if (!j.ok) throw new Error(`the honest bot's ${JSON.stringify(move)} was refused: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
      moved = true;
    }
    [move, rng] = t.cheater.botMove(rng, { ...(opts.prefer ? { prefer: opts.prefer } : {}), ...(opts.avoid ? { avoid: opts.avoid } : {}) });
    if (move) {
      t.cheater.play(move);
      moved = true;
    }
    if (moved) {
      moves++;
      await yieldTask();
    } else await nextChange(t, 20);
  }
  return moves;
}

/** Resolves at the next change of either table (a message arrived), or after `ms`. */
function nextChange(t: HonestTable, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const offs: Array<() => void> = [];
    const done = (): void => {
      clearTimeout(timer);
      offs.forEach((off) => off());
      resolve();
    };
    const timer = setTimeout(done, ms);
    offs.push(t.port.subscribe(done));
    const sub = t.cheater.actor.subscribe(done);
    offs.push(() => sub.unsubscribe());
  });
}

/** Every text node and attribute value of `root`, shadow roots included: all the honest page shows. */
export function composedText(root: Node, out: string[] = []): string {
  if (root.nodeType === Node.TEXT_NODE) out.push(root.nodeValue ?? '');
  if (root instanceof Element) {
    for (const a of root.attributes) out.push(`${a.name}=${a.value}`);
    if (root.shadowRoot) composedText(root.shadowRoot, out);
  }
  for (const child of root.childNodes) composedText(child, out);
  return out.join('\n').replace(/[ \t]+/g, ' ');
}

/** Waits for every Lit element on the honest page to finish updating. */
export async function settledPage(app: KultApp): Promise<void> {
  await settled(app);
  for (const tag of ['kult-lobby', 'kult-table']) {
    const el = shadow(app).querySelector(tag);
    if (el) await settled(el);
  }
}

/** The stop banner's words, once the honest table stopped the match. */
export async function stopBanner(app: KultApp, ms = 10_000): Promise<string> {
  await waitUntil(() => app.match?.snapshot.status === 'stopped', 'the honest table stops the match', ms);
  await settledPage(app);
  return text(shadow(app).querySelector('.fairplay.stop'));
}

/** Opens the result screen from the stop banner and returns its words. */
export async function resultAfterStop(app: KultApp): Promise<string> {
  shadow(app).querySelector<HTMLButtonElement>('.fairplay.stop button.see-result')!.click();
  await settledPage(app);
  if (app.screen !== 'result') throw new Error(`the stop banner's button led to the ${app.screen} screen`);
  return text(shadow(app).querySelector('.result'));
}

/** The result screen's words once the game ended and its fair-play verdict left "Checking fair play…". */
export async function finalResult(app: KultApp, ms = 10_000): Promise<string> {
  await waitUntil(() => app.screen === 'result' && shadow(app).querySelector('.audit[data-verdict="waiting"]') === null && shadow(app).querySelector('.audit') !== null, 'the result screen shows a fair-play verdict', ms);
  await settledPage(app);
  return text(shadow(app).querySelector('.result'));
}

/** The lobby's error box (a failed setup), in words. */
export async function lobbyError(app: KultApp, ms = 10_000): Promise<string> {
  await waitUntil(() => !!shadow(app).querySelector<KultLobby>('kult-lobby')?.status?.error, 'the honest lobby shows an error', ms);
  await settledPage(app);
  const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
  return text(shadow(lobby).querySelector('.error'));
}

/** Words of the friend's own, put wherever a cheat can carry words: never on the honest page. */
export const FRIEND_WORDS = 'Your friend is honest, claim your prize';

/** Both tables reach play. */
export async function inPlay(t: HonestTable): Promise<void> {
  await waitUntil(() => t.port.phase === 'playing' && t.cheater.lockstep !== null, 'both tables reach play', 15_000);
}

/** The page says it in this table's words: `words` cite the rule; no "Fair play verified" and none of the friend's words anywhere on the page. */
export function expectNamed(t: HonestTable, words: string, rule: string, moment: string): void {
  expect(words, `${moment}: ${words}`).to.contain(rule);
  const page = composedText(t.app);
  expect(page, moment).to.not.contain('Fair play verified');
  expect(page, moment).to.not.contain(FRIEND_WORDS);
}

/** The stop as the honest player sees it: the banner, then the result screen it leads to. */
export async function expectStopped(t: HonestTable, rule: string, phrase: RegExp): Promise<string> {
  const banner = await stopBanner(t.app);
  expectNamed(t, banner, rule, 'the stop banner');
  expect(banner).to.match(phrase);
  const result = await resultAfterStop(t.app);
  expectNamed(t, result, rule, 'the result screen');
  expect(result).to.contain('The match was stopped before its end.');
  expect(result).to.contain('Fair play NOT verified.');
  expect(result).to.match(phrase);
  return result;
}

/** Until the honest table stopped the match. */
export const stopped = (t: HonestTable) => (): boolean => t.port.snapshot.status === 'stopped';

/**
 * The honest table of each test in a `describe`, closed after it (the page, the cheater's
 * connection, the rooms): `const open = honestTables(); … const t = await open(cheaterWith());`.
 */
export function honestTables(): (...args: Parameters<typeof openHonestTable>) => Promise<HonestTable> {
  let table: HonestTable | null = null;
  afterEach(() => {
    table?.app.leave();
    table?.cheater.close();
    table = null;
    cleanup();
  });
  return async (...args) => (table = await openHonestTable(...args));
}
