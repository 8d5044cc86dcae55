/**
 * Real match positions for component tests in the browser. The same idea as
 * scenario.ts/table-kit.ts (a real match, unshuffled, in collection mode,
 * arranged by moving real card instances), without node:assert so it runs
 * in Chromium. Every act goes through the real engine; the log entries are
 * recorded the way LocalMatch records them.
 */
import {
  act, actRecap, coreCards, createMatch, floorHolder, privateView,
  type Action, type CardId, type Ctx, type GameState, type InstanceId, type PlayerId, type StationId, type Step,
} from '../../src/kult/index.js';
import type { KultLogEntry as LogEntry } from '../../components/kult-port.js';

export interface Seat {
  readonly major: CardId;
  /** Opening hand (padded with Priests). */
  readonly hand?: readonly CardId[];
  /** Draw-pile cards, available to place(). */
  readonly rest?: readonly CardId[];
}

type Mut<T> = { -readonly [K in keyof T]: Mut<T[K]> };

function deckOf(hand: readonly CardId[], rest: readonly CardId[]): CardId[] {
  const h = [...hand];
  while (h.length < 7) h.push('priest');
  return ['priest', ...h, ...rest, ...Array<CardId>(20).fill('priest')];
}

/** A two-seat match, 'a' and 'b', driven through the real engine. */
export class Table {
  readonly cards = coreCards();
  readonly ctx: Ctx;
  state: GameState;
  readonly log: LogEntry[] = [];
  /** The states around each logged act, for each seat's recap of it ({@link logFor}). */
  private readonly around: Array<{ before: GameState; after: GameState }> = [];

  constructor(a: Seat, b: Seat, struggle: 'continent' | 'world' = 'continent') {
    const r = createMatch(this.cards, {
      players: [
        { id: 'a', major: a.major, deck: deckOf(a.hand ?? [], a.rest ?? []) },
        { id: 'b', major: b.major, deck: deckOf(b.hand ?? [], b.rest ?? []) },
      ],
      struggle,
      seed: 1,
      shuffle: false,
      options: { collectionMode: true },
    });
    if (!r.ok) throw new Error(`setup failed: ${r.setup.checks.filter((c) => !c.ok).map((c) => c.says).join('; ')}`);
    this.ctx = r.ctx;
    this.state = r.state;
  }

  /** What `player` sees. */
  view(player: PlayerId): GameState {
    return privateView(this.state, player);
  }

  /** Moves `card` from `owner`'s hand or draw pile onto a Station of their cross, with markers from the Pool. */
  place(owner: PlayerId, card: CardId, station: StationId, markers = 0): InstanceId {
    const s = structuredClone(this.state) as Mut<GameState>;
    const p = s.players.find((x) => x.id === owner)!;
    if (s.pool < markers) throw new Error('not enough markers in the Pool for this arrangement');
    for (const zone of [p.hand, p.drawPile]) {
      const iid = zone.find((i) => s.cards[i]?.card === card);
      if (!iid) continue;
      zone.splice(zone.indexOf(iid), 1);
      s.pool -= markers;
      p.cross.stations[station] = { base: iid, faceUp: true, markers, attachments: [] };
      this.state = s as GameState;
      return iid;
    }
    throw new Error(`${owner} has no ${card} in hand or draw pile`);
  }

  /** Attaches `card` from `owner`'s hand or draw pile under the base card `host` (as if played there). */
  attach(owner: PlayerId, card: CardId, host: InstanceId): InstanceId {
    const s = structuredClone(this.state) as Mut<GameState>;
    const p = s.players.find((x) => x.id === owner)!;
    for (const zone of [p.hand, p.drawPile]) {
      const iid = zone.find((i) => s.cards[i]?.card === card);
      if (!iid) continue;
      const slot = s.players.flatMap((x) => Object.values(x.cross.stations)).find((x) => x?.base === host);
      if (!slot) throw new Error(`${host} is not a base card in play`);
      zone.splice(zone.indexOf(iid), 1);
      slot.attachments.push({ iid, src: 0 });
      this.state = s as GameState;
      return iid;
    }
    throw new Error(`${owner} has no ${card} in hand or draw pile`);
  }

  /** Sets `player`'s Hub markers, the Pool making up the difference. */
  setHub(player: PlayerId, markers: number): void {
    const s = structuredClone(this.state) as Mut<GameState>;
    const p = s.players.find((x) => x.id === player)!;
    s.pool += p.cross.hubMarkers - markers;
    if (s.pool < 0) throw new Error('not enough markers in the Pool for this arrangement');
    p.cross.hubMarkers = markers;
    this.state = s as GameState;
  }

  /** The `nth` instance of `card` in `player`'s hand. */
  inHand(player: PlayerId, card: CardId, nth = 0): InstanceId {
    const iid = this.state.players.find((p) => p.id === player)!.hand.filter((i) => this.state.cards[i]?.card === card)[nth];
    if (!iid) throw new Error(`${player} holds no ${card} (#${nth})`);
    return iid;
  }

  /** The id of the newest act on the open window's chain. */
  lastAct(): number {
    const e = this.state.window?.chain.at(-1);
    if (!e) throw new Error('no act on the floor');
    return e.id;
  }

  /** Applies a legal action (throws with the failing checks otherwise) and logs it. */
  do(action: Action): GameState {
    const before = this.state;
    const r = act(this.ctx, before, action);
    if (!r.judgement.ok) {
      throw new Error(`illegal ${JSON.stringify(action)}: ${r.judgement.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`).join(' | ')}`);
    }
    this.log.push({ seq: this.log.length, turn: before.turn, step: before.step, player: action.player, action, judgement: r.judgement });
    this.around.push({ before, after: r.state });
    this.state = r.state;
    return r.state;
  }

  /** The log as `me`'s table keeps it: each entry with `me`'s recap of the act (as LocalMatch records it). */
  logFor(me: PlayerId): LogEntry[] {
    return this.log.map((e, i) => {
      const { before, after } = this.around[i]!;
      return { ...e, recap: actRecap(this.ctx, privateView(before, me), e.action, privateView(after, me)) };
    });
  }

  /** The judgement of `action` without applying it. */
  judge(action: Action) {
    return act(this.ctx, this.state, action).judgement;
  }

  /** Passes windows and ends or declines steps (logging each act) until `step` begins with no window open. */
  toStep(step: Step, limit = 200): void {
    for (let i = 0; i < limit; i++) {
      const s = this.state;
      if (s.step === step && !s.window && !s.pending) return;
      const p = floorHolder(s);
      if (s.window) this.do({ type: 'pass', player: p });
      else if (s.step === 'sway' || s.step === 'deeds') this.do({ type: 'endStep', player: p });
      else if (s.step === 'recruit') this.do({ type: 'recruit', player: p, accept: false });
      else if (s.step === 'attack') this.do({ type: 'declineAttack', player: p });
      else if (s.step === 'discard') this.do({ type: 'discard', player: p, card: null });
      else throw new Error(`cannot advance from ${s.step}`);
    }
    throw new Error(`did not reach ${step}`);
  }

  /** Closes the open window by passing all round. */
  closeWindow(): void {
    for (let i = 0; i < 50 && this.state.window; i++) this.do({ type: 'pass', player: floorHolder(this.state) });
  }
}

/**
 * Golab (a, three Skulls, starts) with a Veteran on C1 in his Deeds step,
 * holding the Incinerator (needs four Skulls) and a Sorry; Malkuth (b)
 * holds two Fly in the Ointment and a Sorry (the FAQ §TIMING dialogue).
 */
export function incineratorTable(): { t: Table; veteran: InstanceId } {
  const t = new Table(
    { major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] },
    { major: 'malkuth', hand: ['fly-in-the-ointment', 'fly-in-the-ointment', 'sorry', 'lack-of-faith'] },
  );
  const veteran = t.place('a', 'veteran', 'C1');
  t.toStep('deeds');
  return { t, veteran };
}

/**
 * Kether (a, starts) attacks Golab's Artist with his Veteran; Golab answers
 * with Wrath of Inferno on the Artist, and the floor is back with Kether, who
 * holds Surge of Will and Moment of Doubt (combat Commandments) and a Lack of
 * Faith and a Sorry that cannot answer anything on this chain.
 */
export function combatTable(): { t: Table; veteran: InstanceId; artist: InstanceId } {
  const t = new Table(
    { major: 'kether', hand: ['surge-of-will', 'moment-of-doubt', 'lack-of-faith', 'sorry'], rest: ['veteran'] },
    { major: 'golab', hand: ['wrath-of-inferno', 'sorry'], rest: ['artist'] },
    'world',
  );
  const veteran = t.place('a', 'veteran', 'C1');
  const artist = t.place('b', 'artist', 'C1');
  t.toStep('attack');
  t.do({ type: 'attack', player: 'a', attacker: veteran, target: artist });
  t.do({ type: 'pass', player: 'a' });
  t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'wrath-of-inferno'), target: { card: artist } });
  return { t, veteran, artist };
}
