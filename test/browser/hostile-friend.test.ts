/// <reference types="mocha" />
// Issue 11, item 8: nothing a friend's table writes reaches the honest page as words. A honest
// <kult-app> (the guest, with the real <kult-table>) plays a hostile host over an in-memory pair:
// a real session actor whose table sends, in every string field of every message kind it can
// (and as unknown keys), HTML, a 100,000-character string, a 2,000-character unbroken word, a
// right-to-left override and "Claim your prize at …"; it forges a refusal of the honest table's
// act with such words, forges an acknowledgement, says bye with a code of its own. After each,
// none of those strings (nor a distinctive piece of them) is anywhere in the honest page's
// composed DOM (shadow roots walked, attributes included), and the page is never wider than
// the viewport.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session.js';
import type { FriendMatch } from '../../src/app/friend-match.js';
import { coreCards, floorHolder, STARTER_DECKS, type Action, type KultGame } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { PROTOCOL_VERSION, type Envelope } from '../../src/net/protocol.js';
import { linkSession, Outlet } from '../../src/net/session-link.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { hostileVariants, sampleHello, sampleMessages } from '../support/wire-samples.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../support/fixture.js';
import { GAME, SETTINGS, kultState, sessionActor, tokens } from '../support/net-duel.js';
import '../../components/kult-app/kult-app.js';
import '../../components/kult-table/kult-table.js';
import type { KultApp } from '../../components/kult-app/kult-app.js';
import type { KultLobby } from '../../components/kult-lobby/kult-lobby.js';

const HTML = '<img src=x onerror="document.title=1">';
const PRIZE = 'Claim your prize at https://prize.example';
const RLO = '\u202eevil';
/** The friend's words, each on its own and all in one (schemas bound lengths differently). */
const PAYLOADS = [`${HTML} ${PRIZE} ${RLO}`, 'Q'.repeat(100_000), 'W'.repeat(2_000), PRIZE, RLO, HTML];
/** Pieces none of which may be on the honest page. */
const MARKS = ['<img', 'onerror', 'Claim your prize', 'prize.example', '\u202e', 'QQQQQQQQ', 'WWWWWWWW'];

/** Every text node and attribute value of `root`, shadow roots included. */
function composed(root: Node, out: string[] = []): string[] {
  if (root.nodeType === Node.TEXT_NODE) out.push(root.nodeValue ?? '');
  if (root instanceof Element) {
    for (const a of root.attributes) out.push(`${a.name}=${a.value}`);
    if (root.shadowRoot) composed(root.shadowRoot, out);
  }
  for (const child of root.childNodes) composed(child, out);
  return out;
}

/** What of the friend's words the honest page shows (none, it must be), and how wide the page is. */
function inspect(app: KultApp, moment: string): void {
  const all = composed(app).join('\n');
  for (const mark of MARKS) expect(all.includes(mark), `${moment}: the page shows the friend's "${mark.slice(0, 20)}"`).to.equal(false);
  expect(document.documentElement.scrollWidth, `${moment}: the page is wider than the viewport`).to.be.at.most(window.innerWidth);
}

interface Hostile {
  readonly actor: ReturnType<typeof createActor<typeof sessionMachine>>;
  /** The honest table's envelopes the hostile table does not hand to its session (to refuse them itself). */
  dropEnvelopes: boolean;
  readonly dropped: Envelope[];
  /** The hostile table acknowledges with a forged state fingerprint. */
  forgeAcks: boolean;
}

/** A host's table run by a real session actor, whose name is the friend's own words too. */
function hostileHost(ta: MemoryTransport): Hostile {
  const outlet = new Outlet();
  const h: Hostile = { actor: null!, dropEnvelopes: false, dropped: [], forgeAcks: false };
  const send = (m: Parameters<typeof outlet.send>[0]): void => outlet.send(h.forgeAcks && m.t === 'ack' ? { ...m, hash: 'f'.repeat(32) } : m);
  const actor = sessionActor({ role: 'host', name: `${PRIZE}`.slice(0, 40), settings: SETTINGS, token: tokens('hostile') }, send);
  (h as { actor: typeof actor }).actor = actor;
  linkSession(
    {
      send: (e) => {
        if (e.type === 'PEER' && h.dropEnvelopes && (e.data as { t?: string }).t === 'env') {
          h.dropped.push(e.data as Envelope);
          return;
        }
        actor.send(e);
      },
    },
    outlet,
    ta,
    true,
  );
  actor.send({ type: 'CHOOSE', choice: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards });
  return h;
}

/**
 * An honest guest's app joining a room whose host end is `ta`, handed to `peer` first. The pair
 * opens when the guest's table connects (messages to an end nobody listens on are lost).
 */
async function honestGuest<T>(room: string, peer: (ta: MemoryTransport) => T): Promise<{ app: KultApp; ta: MemoryTransport; peer: T }> {
  let connected: () => void = () => {};
  const [ta, tb] = memoryPair({ opensWhen: new Promise<void>((resolve) => (connected = resolve)) });
  const made = peer(ta);
  sessionStorage.clear();
  const connect = (): MemoryTransport => {
    connected();
    return tb;
  };
  const app = await fixture<KultApp>(html`<kult-app .connect=${connect} .room=${room}></kult-app>`);
  return { app, ta, peer: made };
}

async function lobbyError(app: KultApp): Promise<string> {
  await waitUntil(() => !!shadow(app).querySelector<KultLobby>('kult-lobby')?.status?.error, 'the honest lobby shows an error');
  const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
  await settled(app);
  await settled(lobby);
  return text(shadow(lobby).querySelector('.error'));
}

/** The honest guest chooses its Major and deck in the lobby; both tables reach play. */
async function toTable(app: KultApp): Promise<FriendMatch<KultGame>> {
  await waitUntil(() => shadow(app).querySelector<KultLobby>('kult-lobby')?.status?.phase === 'choosing', 'the guest is asked to choose', 5_000);
  const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
  await settled(lobby);
  shadow(lobby).querySelector<HTMLButtonElement>('button.confirm')!.click();
  await waitUntil(() => app.screen === 'table', 'the honest table is on', 5_000);
  await settled(app);
  return app.match as FriendMatch<KultGame>;
}

/** The hostile bot plays until the honest guest holds the floor. */
async function untilHonestHoldsFloor(h: Hostile, honest: FriendMatch<KultGame>, ta: MemoryTransport): Promise<void> {
  let rng: RngState = seedRng(5);
  for (let i = 0; i < 400; i++) {
    const v = honest.snapshot.view;
    if (floorHolder(v) === 'guest' && !v.pending && honest.legalActions().length > 0) return;
    const ctx = h.actor.getSnapshot().context;
    const ls = ctx.lockstep;
    if (ls && !kultState(ls).ended && floorHolder(kultState(ls)) === 'host') {
      let m: Action | null;
      [m, rng] = sensibleMove({ cards: GAME.cards }, privateState(kultState(ls), ls.mine), 'host', rng);
      if (m) h.actor.send({ type: 'ACT', action: m });
    }
    await ta.settled();
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the honest guest never held the floor');
}

/** One well-formed message of every kind, the hello last: a hello with another nonce is a friend restarted, which ends the match. */
function templates(env: Envelope, nonce: string): Record<string, unknown>[] {
  return [...sampleMessages(env), sampleHello({ content: coreCards().hash, clockSeconds: 0, nonce })];
}

describe('a hostile friend cannot put words on the honest page (issue 11, item 8)', function () {
  this.timeout(60_000);

  before(async () => {
    await setViewport({ width: 1400, height: 900 });
  });

  afterEach(() => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
  });

  it('in the setup: a hello the schema refuses (a value, an unknown key) is explained in this table\'s words, naming the field only', async () => {
    const hello = { t: 'hello', v: PROTOCOL_VERSION, game: 'kult', content: coreCards().hash, settings: { ruleset: 'FAQ', struggle: 'continent' }, name: 'Ann', clockSeconds: 0, nonce: 'a'.repeat(32), chain: 'c'.repeat(64) };
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['ruleset', { ...hello, settings: { ...hello.settings, ruleset: PAYLOADS[0] } }, /at settings\.ruleset/],
      ['struggle', { ...hello, settings: { ...hello.settings, struggle: PAYLOADS[1] } }, /at settings\.struggle: one of the struggles the lobby offers \(NET-SETTINGS-01\)/],
      ['nonce', { ...hello, nonce: PAYLOADS[2] }, /at nonce: 32 lowercase hex digits/],
      ['an unknown key', { ...hello, [PAYLOADS[0]!]: 1 }, /at an unexpected field/],
      ['t', { ...hello, t: PAYLOADS[0] }, /at t: not one of the forms this table knows/],
    ];
    let n = 0;
    for (const [what, message, re] of cases) {
      const { app } = await honestGuest(`kult-hostilesetup${n++}`, (ta) => ta.on('open', () => ta.send(message)));
      const words = await lobbyError(app);
      expect(words, what).to.match(re);
      inspect(app, `a hello with the friend's words in ${what}`);
      app.leave();
      cleanup();
    }
  });

  it('in the setup: a bye whose code is none this table knows, and a seed that does not open its commitment, are said in this table\'s words', async () => {
    const bye = await honestGuest('kult-hostilebye01', hostileHost);
    const h = bye.peer;
    await waitUntil(() => h.actor.getSnapshot().context.peer.hello !== undefined, 'the hostile host heard the hello');
    bye.ta.send({ t: 'bye', reason: 'claim-your-prize-at-prize-example' });
    expect(await lobbyError(bye.app)).to.contain('for a reason this table does not know');
    inspect(bye.app, 'a bye with a code of the friend\'s own');
    bye.app.leave();
    cleanup();

    const seed = await honestGuest('kult-hostileseed01', (ta) =>
      ta.on('open', () => {
        ta.send({ t: 'hello', v: PROTOCOL_VERSION, game: 'kult', content: coreCards().hash, settings: { ruleset: 'FAQ', struggle: 'continent' }, name: PRIZE.slice(0, 40), clockSeconds: 0, nonce: 'a'.repeat(32), chain: 'c'.repeat(64) });
        ta.send({ t: 'commit', what: 'seed', hash: 'a'.repeat(64) });
        ta.send({ t: 'reveal', what: 'seed', value: 'b'.repeat(32), salt: 'c'.repeat(32) });
      }),
    );
    expect(await lobbyError(seed.app)).to.contain('does not match its commitment');
    inspect(seed.app, 'a seed reveal in the friend\'s words');
  });

  it('in play: a forged refusal with the friend\'s words, then every kind of message with them in every field, then a forged acknowledgement', async () => {
    const { app, ta, peer: h } = await honestGuest('kult-hostileplay01', hostileHost);
    const honest = await toTable(app);
    honest.configure({ hold: true });
    inspect(app, 'at the table (the friend\'s name was in its hello)');

    // A forged refusal: the hostile table takes the honest act and refuses it in its own words.
    await untilHonestHoldsFloor(h, honest, ta);
    h.dropEnvelopes = true;
    const move = honest.legalActions().find((a) => a.type === 'pass' || a.type === 'endStep') ?? honest.legalActions()[0]!;
    expect(honest.attempt(move).ok).to.equal(true);
    await waitUntil(() => h.dropped.length === 1, 'the honest envelope reached the hostile table');
    const env = h.dropped[0]!;
    ta.send({ t: 'reject', seq: env.seq, checks: [{ rule: 'K-SWAY-01', ok: false, says: PAYLOADS[2] }, { rule: PRIZE.slice(0, 32), ok: false, says: PAYLOADS[0] }] });
    await ta.settled();
    await waitUntil(() => honest.snapshot.notice !== null || honest.snapshot.status === 'stopped', 'the refusal is told');
    await settled(app);
    await settled(shadow(app).querySelector('kult-table')!);
    // Said, in this table's words (a notice of the refusal, or the dispute it is).
    expect(composed(app).join(' ')).to.match(/refused/);
    inspect(app, 'a forged refusal');
    h.dropEnvelopes = false;

    // Every kind, every field, every payload, and unknown keys.
    const nonce = h.actor.getSnapshot().context.mine.nonce;
    const variants = hostileVariants(templates(env, nonce), PAYLOADS, true);
    expect(variants.length).to.be.greaterThan(200);
    for (const [i, raw] of variants.entries()) {
      ta.send(raw);
      if (i % 25 === 24 || i === variants.length - 1) {
        await ta.settled();
        await settled(app);
        const table = shadow(app).querySelector('kult-table');
        if (table) await settled(table);
        const lobby = shadow(app).querySelector('kult-lobby');
        if (lobby) await settled(lobby);
        inspect(app, `after hostile message ${i + 1} of ${variants.length} (${JSON.stringify(raw).slice(0, 60)}…)`);
      }
    }
  });

  it('in play: a forged acknowledgement stops the match with a banner in this table\'s words, and the result screen names it', async () => {
    const { app, ta, peer: h } = await honestGuest('kult-hostileack01', hostileHost);
    const honest = await toTable(app);
    honest.configure({ hold: true });
    await untilHonestHoldsFloor(h, honest, ta);
    h.forgeAcks = true;
    const move = honest.legalActions().find((a) => a.type === 'pass' || a.type === 'endStep') ?? honest.legalActions()[0]!;
    expect(honest.attempt(move).ok).to.equal(true);
    await waitUntil(() => honest.snapshot.status === 'stopped', 'the match stops');
    await settled(app);
    const banner = shadow(app).querySelector<HTMLElement>('.fairplay.stop')!;
    expect(banner.getAttribute('role')).to.equal('alert');
    expect(text(banner)).to.contain('NET-DESYNC-01');
    inspect(app, 'a forged acknowledgement');
    banner.querySelector<HTMLButtonElement>('button.see-result')!.click();
    await settled(app);
    expect(app.screen).to.equal('result');
    const result = text(shadow(app).querySelector('.result'));
    expect(result).to.not.contain('Fair play verified');
    expect(result).to.contain('NET-DESYNC-01');
    inspect(app, 'the result screen after a forged acknowledgement');
  });
});
