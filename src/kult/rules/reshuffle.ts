/**
 * Rebuilding an empty draw pile in networked play (K-DRAW-03, K-SETUP-04):
 * the owner re-commits to the cards of their discard pile under fresh
 * instance ids and salts, in an order only the owner knows, then an
 * adversary's cut orders them: with hash chains, the cutter's next link,
 * fixed before it saw anything (NET-SHUFFLE-01). Old ids vanish, so a card
 * seen before the reshuffle cannot be followed into the new pile; the owner
 * cannot stack it (it cannot know the cut) and the cutter cannot either (it
 * cannot choose its cut, nor see which commitment is which card).
 */
import type { Check } from '../../engine/judgement.js';
import { seedFromString, seedRng, shuffled } from '../../engine/rng.js';
import type { Ctx } from '../context.js';
import { say, seat } from '../say.js';
import { nextPlayerId } from '../state/access.js';
import { type Draft, playerDraft } from '../state/draft.js';
import type { ActionOf, GameState, PlayerId } from '../types.js';
import { drawCards } from './draw.js';
import { cutWithLink, hasLinkLeft, linkCheck } from './random.js';

/** Called by drawCards when a draw is owed, the pile is empty and the discards are not. */
export function askForRecommit(d: Draft, owner: PlayerId, owed: number): void {
  const count = playerDraft(d, owner).discardPile.length;
  const ask = { kind: 'recommit' as const, player: owner, count, owed, rule: 'K-DRAW-03' };
  // The caster of The Void drawing back up (K-HAND-03) while the Void's random draw waits: the
  // draw comes first (it touches only the victim's hand), then this reshuffle.
  d.pending = d.pending?.kind === 'random' ? { ...d.pending, then: ask } : ask;
}

/**
 * Whether `owner`'s pile can be reshuffled now: in networked play its cutter must have a
 * chain link left (NET-SHUFFLE-01); past that the pile is not rebuilt and the draw stops, as
 * from an empty deck, rather than let anyone choose the order.
 */
export function canReshuffle(d: Draft, owner: PlayerId): boolean {
  return !d.chains || hasLinkLeft(d.chains, nextPlayerId(d as unknown as GameState, owner));
}

export function judgeRecommit(_ctx: Ctx, state: GameState, a: ActionOf<'recommit'>): Check[] {
  const p = state.pending;
  if (p?.kind !== 'recommit') return [say('K-DRAW-03', false, a.player, 'says.recommit.none')];
  const ok = a.commitments.length === p.count && new Set(a.commitments).size === p.count;
  return [say('K-DRAW-03', ok, a.player, ok ? 'says.recommit.fresh' : 'says.recommit.count', { n: p.count, got: a.commitments.length })];
}

export function applyRecommit(_ctx: Ctx, d: Draft, a: ActionOf<'recommit'>): void {
  const p = d.pending as Extract<GameState['pending'], { kind: 'recommit' }>;
  const owner = playerDraft(d, a.player);
  const cards = { ...d.cards };
  for (const iid of owner.discardPile) delete cards[iid];
  owner.drawPile = a.commitments.map((commit) => {
    const iid = `${a.player}#${d.nextInstance++}`;
    cards[iid] = { owner: a.player, card: null, commit };
    return iid;
  });
  owner.discardPile = [];
  d.cards = cards;
  d.pending = { kind: 'cut', player: nextPlayerId(d as unknown as GameState, a.player), owner: a.player, owed: p.owed, rule: 'K-SETUP-04' };
}

/**
 * With hash chains (networked play) the cut is the cutter's next link (NET-SHUFFLE-01): fixed at
 * setup, before the cutter saw the pile it could grind a seed against. Without them (scripted
 * tests) any seed cuts.
 */
export function judgeCut(_ctx: Ctx, state: GameState, a: ActionOf<'cut'>): Check[] {
  const p = state.pending;
  const ok = p?.kind === 'cut';
  const checks = [ok ? say('K-SETUP-04', true, a.player, 'says.cut', { who: seat(a.player), owner: seat(p.owner) }) : say('K-SETUP-04', false, a.player, 'says.cut.none')];
  if (ok && state.chains) checks.push(linkCheck(state.chains, a.player, a.seed, 'NET-SHUFFLE-01'));
  return checks;
}

export function applyCut(_ctx: Ctx, d: Draft, a: ActionOf<'cut'>): void {
  const p = d.pending as Extract<GameState['pending'], { kind: 'cut' }>;
  d.pending = null;
  const owner = playerDraft(d, p.owner);
  if (d.chains) {
    const cut = cutWithLink(d.chains, a.player, a.seed, owner.drawPile);
    d.chains = cut.chains;
    owner.drawPile = cut.pile;
  } else [owner.drawPile] = shuffled(seedRng(seedFromString(a.seed)), owner.drawPile);
  drawCards(d, p.owner, p.owed);
}
