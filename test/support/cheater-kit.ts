/**
 * A cheating friend's table for the hostile tests: a real session actor (machines/session.ts)
 * on any transport (PeerJS in the browser, a memory pair in node), with tampering hooks on what
 * it sends (`rewrite`), on what of the honest table's messages its session hears (`hear`), raw
 * messages of its own (`inject`, `envelope`), and a bot that plays for it from its own view.
 * It deviates only where a test tells it to; otherwise it is an honest table (the control).
 * (Not a test file itself.)
 */
import { createActor, type Actor } from 'xstate';
import { sessionMachine, type SessionSettings } from '../../machines/session.js';
import { act, coreCards, floorHolder, legalActions, type Action, type CardId, type Ctx, type PlayerId, type Reveal } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { currentHash, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { PROTOCOL_VERSION, type Envelope, type Wire } from '../../src/net/protocol.js';
import { linkSession, Outlet } from '../../src/net/session-link.js';
import type { Transport } from '../../src/net/transport.js';
import { sha256Hex } from '../../src/engine/hash.js';
import type { RngState } from '../../src/engine/rng.js';
import { GAME, kultState, sessionActor } from './net-duel.js';

export const CHEATER_SETTINGS: SessionSettings = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };

export interface CheaterOptions {
  readonly role: 'host' | 'guest';
  readonly transport: Transport;
  readonly major: CardId;
  /** The deck list its session commits to (any list: the cheater's session does not judge its own). */
  readonly list: readonly CardId[];
  readonly settings?: SessionSettings;
  /** Its secret tokens come from this prefix (deterministic: a test replays the same deal). */
  readonly tokenPrefix?: string;
}

export class Cheater {
  readonly actor: Actor<typeof sessionMachine>;
  /** What the session sends, rewritten: the messages to send instead (`[]` drops it). Default: unchanged. */
  rewrite: (m: Wire) => readonly unknown[] = (m) => [m];
  /** Whether the session hears a message of the honest table's (false: swallowed). Default: all. */
  hear: (data: unknown) => boolean = () => true;
  /** Everything that went to the honest table, after rewriting and injections, in order. */
  readonly sent: unknown[] = [];
  private readonly transport: Transport;

  constructor(options: CheaterOptions) {
    this.transport = options.transport;
    const outlet = new Outlet();
    const send = (m: Wire): void => {
      for (const out of this.rewrite(m)) {
        this.sent.push(out);
        outlet.send(out as Wire);
      }
    };
    const prefix = options.tokenPrefix ?? `cheater-${options.role}`;
    let n = 0;
    this.actor = sessionActor({ role: options.role, name: 'friend', settings: options.settings ?? CHEATER_SETTINGS, token: () => sha256Hex(`${prefix}:${n++}`).slice(0, 32) }, send);
    linkSession({ send: (e) => (e.type === 'PEER' && !this.hear(e.data) ? undefined : this.actor.send(e)) }, outlet, options.transport, true);
    this.actor.send({ type: 'CHOOSE', choice: options.major, list: options.list });
  }

  get me(): PlayerId {
    return this.actor.getSnapshot().context.me;
  }

  /** The cheater's lockstep (null before play). */
  get lockstep(): LockstepState | null {
    return this.actor.getSnapshot().context.lockstep;
  }

  /** Sends anything to the honest table, past the cheater's own session. */
  inject(raw: unknown): void {
    this.sent.push(raw);
    this.transport.send(raw);
  }

  /** An envelope for `event` on the cheater's current state (next seq, its state's fingerprint), with `reveals`: well formed, whatever the rules say. */
  envelope(event: Action, reveals: readonly Reveal[] = []): Envelope {
    const ls = this.lockstep!;
    return { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: ls.log.length, from: this.me, prev: currentHash(ls), event, ...(reveals.length ? { reveals: [...reveals] } : {}) } as Envelope;
  }

  /** The cheater's own instances whose secret card is `card`, with their reveals. */
  instancesOf(card: CardId): Reveal[] {
    const mine = this.lockstep?.mine ?? {};
    return Object.entries(mine).flatMap(([iid, s]) => (s.card === card ? [{ iid, card, salt: s.salt }] : []));
  }

  /** Whether the cheater may act now: in play, connected, holding the floor, nothing pending. */
  holdsFloor(): boolean {
    const ls = this.lockstep;
    return !!ls && !ls.stop && !kultState(ls).ended && !kultState(ls).pending && this.actor.getSnapshot().matches({ playing: 'connected' }) && floorHolder(kultState(ls)) === this.me;
  }

  /**
   * The bot's next legal move from the cheater's own view, or null when it may not act. It
   * steers the game toward a cheat: a legal move `prefer` accepts is played first, and one
   * `avoid` refuses is played only when nothing else is legal.
   */
  botMove(rng: RngState, steer: { readonly prefer?: (a: Action) => boolean; readonly avoid?: (a: Action) => boolean } = {}): [Action | null, RngState] {
    if (!this.holdsFloor()) return [null, rng];
    const ls = this.lockstep!;
    const seen = privateState(kultState(ls), ls.mine);
    const ctx = this.ctx;
    const legal = steer.prefer || steer.avoid ? legalActions(ctx, seen, this.me) : [];
    const allowed = steer.avoid ? legal.filter((a) => !steer.avoid!(a)) : legal;
    const wanted = steer.prefer && allowed.find(steer.prefer);
    if (wanted) return [wanted, rng];
    const [move, next] = sensibleMove(ctx, seen, this.me, rng);
    return [move && steer.avoid?.(move) ? (allowed[0] ?? move) : move, next];
  }

  /** Whether `action` would end the game, judged on the cheater's own view. */
  endsGame(action: Action): boolean {
    const ls = this.lockstep;
    return !!ls && act(this.ctx, privateState(kultState(ls), ls.mine), action).state.ended !== null;
  }

  private get ctx(): Ctx {
    return { cards: GAME.cards };
  }

  /** Leaves: its transport closes and its session stops. */
  close(): void {
    this.transport.close();
    this.actor.stop();
  }

  /** Plays `action` through its own session (judged by it, sent if legal). */
  play(action: Action): void {
    this.actor.send({ type: 'ACT', action });
  }

  /** The secret card of one of its instances. */
  cardOf(iid: string): CardId | undefined {
    return this.lockstep?.mine[iid]?.card;
  }
}

/** A deck list of `size` cards: `base` cut or padded with its own cards in order. */
export function deckOfSize(base: readonly CardId[], size: number): CardId[] {
  return Array.from({ length: size }, (_, i) => base[i % base.length]!);
}
