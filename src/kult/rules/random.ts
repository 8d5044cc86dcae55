/**
 * In-game random outcomes in networked play (NET-RANDOM-01, NET-SHUFFLE-01). The shared state
 * carries no generator there: every peer could run it forward and foresee the outcome (the
 * caster of The Void would know the card it discards before casting). Instead each seat
 * committed at setup to the head of a hash chain (src/engine/random-chain.ts); an outcome waits
 * as a pending draw until every seat has shown its next link, in seat order, and is derived from
 * all of them. Nobody knows it before the last link, nobody can choose it (a link is fixed by
 * the head), and a replay or the audit derives it again from the links in the log.
 */
import { CHAIN_LENGTH, jointIndex, jointShuffle, opensChain } from '../../engine/random-chain.js';
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { say, seat } from '../say.js';
import { type Draft, playerDraft, without } from '../state/draft.js';
import type { ActionOf, GameState, InstanceId, PlayerId, RandomChains } from '../types.js';

/** The domain of each kind of draw, so that no two kinds ever read the same bytes. */
const PURPOSE = { discard: 'kult/discard-at-random', cut: 'kult/cut' } as const;

/** Whether `player` still has a link to show (see CHAIN_LENGTH for what happens when one has none). */
export function hasLinkLeft(chains: RandomChains, player: PlayerId): boolean {
  return (chains.used[player] ?? CHAIN_LENGTH) < CHAIN_LENGTH;
}

/** The check that `link` is `player`'s next link: it hashes to their tip, and the chain is not used up. */
export function linkCheck(chains: RandomChains | undefined, player: PlayerId, link: string, rule: 'NET-RANDOM-01' | 'NET-SHUFFLE-01'): Check {
  if (!chains) return say(rule, false, player, 'says.chain.noChains');
  const tip = chains.tips[player];
  const who = seat(player);
  if (tip === undefined) return say(rule, false, player, 'says.chain.none', { who });
  if (!hasLinkLeft(chains, player)) return say(rule, false, player, 'says.chain.usedUp', { who, n: CHAIN_LENGTH });
  const ok = opensChain(tip, link);
  return say(rule, ok, player, ok ? 'says.chain.link' : 'says.chain.notNext', { who, n: (chains.used[player] ?? 0) + 1 });
}

/** The chains after `player` showed `link` (its new tip). */
function advance(chains: RandomChains, player: PlayerId, link: string, drew: boolean): RandomChains {
  return { tips: { ...chains.tips, [player]: link }, used: { ...chains.used, [player]: (chains.used[player] ?? 0) + 1 }, draws: chains.draws + (drew ? 1 : 0) };
}

/** The Void in networked play: `victim` discards a card at random once every seat has shown its next link. */
export function awaitDiscardAtRandom(d: Draft, victim: PlayerId): void {
  const ask = { kind: 'random' as const, player: d.players[0]!.id, links: [], discardFrom: victim, then: null, rule: 'NET-RANDOM-01' };
  d.pending = d.pending ? { ...ask, then: d.pending } : ask;
}

/** Every seat with a link left to draw with (The Void cannot be cast once one is used up). */
export function everyoneCanDraw(state: GameState): Check | null {
  const chains = state.chains;
  if (!chains) return null;
  const out = state.players.find((p) => !hasLinkLeft(chains, p.id));
  return out ? say('NET-RANDOM-01', false, null, 'says.chain.allUsed', { who: seat(out.id) }) : say('NET-RANDOM-01', true, null, 'says.chain.linksLeft');
}

export function judgeRandom(_ctx: Ctx, state: GameState, a: ActionOf<'random'>): Check[] {
  const p = state.pending;
  if (p?.kind !== 'random') return [say('NET-RANDOM-01', false, a.player, 'says.random.none')];
  return [linkCheck(state.chains, a.player, a.link, 'NET-RANDOM-01')];
}

export function applyRandom(_ctx: Ctx, d: Draft, a: ActionOf<'random'>): void {
  const p = d.pending as Extract<GameState['pending'], { kind: 'random' }>;
  const links = [...p.links, a.link];
  const last = links.length === d.players.length;
  const chains = d.chains!;
  d.chains = advance(chains, a.player, a.link, last);
  if (!last) {
    d.pending = { ...p, player: d.players[links.length]!.id, links };
    return;
  }
  d.pending = p.then;
  const hand = d.players.find((x) => x.id === p.discardFrom)?.hand ?? [];
  // The hand cannot change between the cast and the last link (the draw holds the floor); an empty one discards nothing.
  if (hand.length > 0) discardFromHand(d, p.discardFrom, hand[jointIndex(PURPOSE.discard, chains.draws, links, hand.length)]!);
}

/**
 * A card leaves `player`'s hand for its discard pile (The Void's victim; no
 * replacement is drawn). Discarded, not played: even a card removed from the
 * game after play (Karma, Cleansing) goes to the discard pile (K-REMOVED-01).
 */
export function discardFromHand(d: Draft, player: PlayerId, iid: InstanceId): void {
  const victim = playerDraft(d, player);
  victim.hand = without(victim.hand, iid);
  victim.discardPile = [...victim.discardPile, iid];
}

/** The cut of a reshuffled pile from the cutter's link (NET-SHUFFLE-01): the chains after it, and the pile's new order. */
export function cutWithLink<T>(chains: RandomChains, cutter: PlayerId, link: string, pile: readonly T[]): { chains: RandomChains; pile: T[] } {
  return { chains: advance(chains, cutter, link, true), pile: jointShuffle(PURPOSE.cut, chains.draws, [link], pile) };
}
