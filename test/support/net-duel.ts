/**
 * Two session actors joined by a transport pair, played by bots from each
 * side's own view, for the lockstep tests (node, memory transport).
 */
import { createActor, type Actor } from 'xstate';
import { sessionMachine, type SessionInput, type SessionSettings } from '../../machines/session.js';
import { coreCards, floorHolder, kultGame, STARTER_DECKS, type Action, type CardId, type GameState } from '../../src/kult/index.js';
import type { LockstepState } from '../../src/net/lockstep/lockstep.js';
import type { Wire } from '../../src/net/protocol.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { linkSession, Outlet } from '../../src/net/session-link.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { sha256Hex } from '../../src/engine/hash.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';

export type SessionActor = Actor<typeof sessionMachine>;

export const SETTINGS: SessionSettings = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };

/** KULT on the core set: the game the net tests play. */
export const GAME = kultGame(coreCards());

/** The KULT state of a lockstep (the core keeps it as the game's own, unknown to it). */
export function kultState(ls: LockstepState): GameState {
  return ls.game as GameState;
}

/**
 * A session actor for KULT, started, whose messages go to `send` (the session emits them). The
 * input's `game` defaults to {@link GAME}.
 */
export function sessionActor(input: Omit<SessionInput, 'game'> & { readonly game?: SessionInput['game'] }, send: (m: Wire) => void): SessionActor {
  const actor = createActor(sessionMachine, { input: { game: GAME, ...input } });
  actor.on('send', (e) => send(e.message));
  actor.start();
  return actor;
}

/** Deterministic "secret" tokens for tests: unique and long enough, never random. */
export function tokens(prefix: string): () => string {
  let n = 0;
  return () => sha256Hex(`${prefix}:${n++}`).slice(0, 32);
}

export interface Side {
  readonly actor: SessionActor;
  readonly outlet: Outlet;
  unlink: () => void;
}

export function side(role: 'host' | 'guest', transport: MemoryTransport, opts: { major?: CardId; list?: readonly CardId[]; settings?: SessionSettings; tokenPrefix?: string } = {}): Side {
  const outlet = new Outlet();
  const actor = sessionActor({ role, name: role, settings: opts.settings ?? SETTINGS, token: tokens(opts.tokenPrefix ?? role) }, outlet.send);
  const unlink = linkSession(actor, outlet, transport, true);
  const deck = role === 'host' ? STARTER_DECKS.archon : STARTER_DECKS.angel;
  actor.send({ type: 'CHOOSE', choice: opts.major ?? deck.majors[0], list: opts.list ?? deck.cards });
  return { actor, outlet, unlink };
}

/** The bot's next move for this side, chosen from what this side can see; null if it does not hold the floor. */
export function botMove(s: Side, rng: RngState): [Action | null, RngState] {
  const ctx = s.actor.getSnapshot().context;
  const ls = ctx.lockstep;
  if (!ls) return [null, rng];
  const game = kultState(ls);
  if (game.ended || game.pending) return [null, rng];
  if (floorHolder(game) !== ctx.me) return [null, rng];
  return sensibleMove({ cards: GAME.cards }, privateState(game, ls.mine), ctx.me, rng);
}

export async function tick(t: MemoryTransport): Promise<void> {
  await t.settled();
  await new Promise((r) => setTimeout(r, 0));
}

/** Plays until both sides are in a final state or `maxSteps` bot moves were made. */
export async function playOut(a: Side, b: Side | (() => Side), link: () => MemoryTransport, maxSteps = 20_000, onStep?: (n: number) => Promise<void> | void): Promise<number> {
  let rng: RngState = seedRng(11);
  let steps = 0;
  let idle = 0;
  // `b` may be a getter: a reloaded side is a new actor.
  const guest = typeof b === 'function' ? b : () => b;
  // Over: both audited (a session stays in \`audit\` to answer its friend) or failed.
  const over = (s: Side): boolean => s.actor.getSnapshot().matches('audit') || s.actor.getSnapshot().status === 'done';
  while (steps < maxSteps && !(over(a) && over(guest()))) {
    let moved = false;
    if (idle > 2000) throw new Error(`no progress after ${steps} moves: host ${JSON.stringify(a.actor.getSnapshot().value)}, guest ${JSON.stringify(guest().actor.getSnapshot().value)}`);
    for (const s of [a, guest()]) {
      const [m, next] = botMove(s, rng);
      rng = next;
      if (m) {
        s.actor.send({ type: 'ACT', action: m });
        moved = true;
        steps++;
        if (onStep) await onStep(steps);
      }
    }
    await tick(link());
    if (!moved) {
      idle++;
      await new Promise((r) => setTimeout(r, 1));
    } else idle = 0;
  }
  return steps;
}

/** A host and a guest over a memory pair, both at play: the host's side and both lockstep states. */
export async function playingDuel(): Promise<{ readonly hostSide: Side; readonly host: LockstepState; readonly guest: LockstepState }> {
  const [ta, tb] = memoryPair();
  const hostSide = side('host', ta);
  const g = side('guest', tb);
  for (let i = 0; i < 20; i++) await tick(ta);
  const host = hostSide.actor.getSnapshot().context.lockstep!;
  const guest = g.actor.getSnapshot().context.lockstep!;
  if (!host || !guest) throw new Error('the two tables did not reach play');
  return { hostSide, host, guest };
}
