/**
 * The escape hatch: behaviour the vocabulary cannot express lives in a named
 * handler here, never as `if (card.id === …)` inside a rule file. A card
 * names its handler with `{ op: 'handler', name }`.
 */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { say, seat } from '../say.js';
import { defOf, stationOf } from '../state/access.js';
import { type Draft, playerDraft } from '../state/draft.js';
import type { GameState } from '../types.js';
import { randomInt } from '../../engine/rng.js';
import { moveOutward } from '../rules/markers.js';
import { awaitDiscardAtRandom, discardFromHand, everyoneCanDraw } from '../rules/random.js';
import type { EffectUse } from './types.js';
import type { HandlerName } from './handler-names.js';

export interface NamedHandler {
  readonly judge: (ctx: Ctx, state: GameState, use: Omit<EffectUse, 'src'>) => Check[];
  readonly apply: (ctx: Ctx, d: Draft, use: EffectUse) => void;
  /** Called when the card wins a combat; returns true if it took the loser itself (K-ATTACK-04). */
  readonly onCombatWin?: (ctx: Ctx, d: Draft, winner: string, loser: string) => boolean;
}

const none: NamedHandler['judge'] = () => [];

export const NAMED_HANDLERS: Readonly<Record<string, NamedHandler>> = {
  /** Manifestos: a Pawn it defeats is attached to it and adds its CV (K-ATTACH-04, Q-14). */
  'manifestos-absorbs-pawn': {
    judge: none,
    apply: () => {},
    onCombatWin(ctx, d, winner, loser) {
      const state = d as unknown as GameState;
      if (defOf(ctx, state, loser)?.beingKind !== 'pawn') return false;
      const w = stationOf(state, winner);
      const l = stationOf(state, loser);
      if (!w || !l) return false;
      const lslot = playerDraft(d, l.player.id).cross.stations[l.station]!;
      delete playerDraft(d, l.player.id).cross.stations[l.station];
      const wslot = playerDraft(d, w.player.id).cross.stations[w.station]!;
      wslot.attachments.push({ iid: loser, src: d.nextAct });
      for (const a of lslot.attachments) wslot.attachments.push(a);
      // The Pawn's marker follows the combat transfer: to the Manifestos if it has room, else the Pool.
      const room = Math.max(0, 1 - wslot.markers);
      const take = Math.min(room, lslot.markers);
      wslot.markers += take;
      d.pool += lslot.markers - take;
      return true;
    },
  },
  /** Femme Fatale attaches herself to another Pawn in your own cross (K-ATTACH-01, K-POPDISCARD-05). */
  'femme-fatale-attaches': {
    judge(ctx, state, use) {
      const host = use.target?.card;
      const at = host ? stationOf(state, host) : undefined;
      const ok = !!at && host !== use.sourceIid && at.player.id === use.player && defOf(ctx, state, host!)?.beingKind === 'pawn';
      return [ok ? say('K-ATTACH-01', true, use.player, 'says.attach.becomes', { card: use.source.name, host: defOf(ctx, state, host!)!.name }) : say('K-ATTACH-01', false, use.player, 'says.attach.ownPawn', { card: use.source.name, who: seat(use.player) })];
    },
    apply(ctx, d, use) {
      const state = d as unknown as GameState;
      const me = stationOf(state, use.sourceIid);
      const host = stationOf(state, use.target!.card!);
      if (!me || !host) return;
      const cross = playerDraft(d, me.player.id).cross;
      const slot = cross.stations[me.station]!;
      delete cross.stations[me.station];
      playerDraft(d, host.player.id).cross.stations[host.station]!.attachments.push({ iid: use.sourceIid, src: use.src }, ...slot.attachments);
      // An attachment holds no markers: hers move outward (K-POPDISCARD-05).
      if (slot.markers > 0) moveOutward(ctx, d, me.player.id, me.station, slot.markers);
    },
  },
  /**
   * The Void (original design): a target adversary discards one card from hand at random. Solo
   * and simulated games draw it from the seeded generator; networked play from every table's
   * next hash-chain link, after the cast, so the caster cannot know the card before casting
   * (NET-RANDOM-01, rules/random.ts).
   */
  'the-void': {
    judge(_ctx, state, use) {
      const who = use.target?.player;
      const victim = who ? state.players.find((p) => p.id === who) : undefined;
      const ok = !!victim && who !== use.player && victim.hand.length > 0;
      const drawable = everyoneCanDraw(state);
      return [ok ? say('K-GEN-01', true, use.player, 'says.void.discards', { who: seat(who!), n: victim!.hand.length }) : say('K-GEN-01', false, use.player, 'says.void.needsAdversary', { card: use.source.name }), ...(drawable ? [drawable] : [])];
    },
    apply(_ctx, d, use) {
      const who = use.target!.player!;
      if (d.chains) {
        awaitDiscardAtRandom(d, who);
        return;
      }
      const hand = d.players.find((p) => p.id === who)!.hand;
      const [k, rng] = randomInt(d.rng, 0, hand.length - 1);
      d.rng = rng.slice();
      discardFromHand(d, who, hand[k]!);
    },
  },
  /** Astaroth Stirs (original design): each adversary moves one marker from their Major Arcanum to the Pool. */
  'astaroth-stirs': {
    judge: none,
    apply(_ctx, d, use) {
      for (const seat of d.players) {
        if (seat.id === use.player || seat.cross.hubMarkers === 0) continue;
        playerDraft(d, seat.id).cross.hubMarkers -= 1;
        d.pool += 1;
      }
    },
  },
} satisfies Record<HandlerName, NamedHandler>;
