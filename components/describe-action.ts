/**
 * Actions in words, for the match log and the screen-reader announcements:
 * "bob proclaims Usher on C2". Pure (no DOM, no Lit), so it is unit-tested in
 * node. Every word goes through the message catalog; the local player gets
 * the second-person sentence ("You pass") instead of their id.
 */
import type {
  Action, CardId, CardSet, GameState, InstanceId, MarkerSpot, PlayerId, Recap, Step, Target,
} from '../src/kult/index.js';
import { formatList, msg } from '../src/i18n/catalog.js';
import '../src/i18n/en/table-words.js';

export interface DescribeOptions {
  /** The local player: their acts read "You …". */
  readonly me?: PlayerId;
  /**
   * Card identities seen earlier in the match (on the table or on a chain),
   * for acts whose card has since gone face down, e.g. a Commandment in an
   * opponent's discard pile. Never contains a card the viewer was not shown.
   */
  readonly seen?: ReadonlyMap<InstanceId, CardId>;
  /** The step the act was made in (for `endStep`); defaults to the view's step. */
  readonly step?: Step;
  /**
   * What the act did as the reader saw it when it was played (`LogEntry.recap`): its cards,
   * Stations and targeted act are named as they were then, before anything in `view`.
   */
  readonly recap?: Recap;
}

/**
 * One sentence describing `action` as seen in `view`.
 *
 * @example
 * describeAction({ type: 'proclaim', player: 'bob', card: 'bob#4', cross: 'bob', station: 'C2' }, view, cards)
 * // "bob proclaims Usher on C2"
 * describeAction({ type: 'pass', player: 'ann' }, view, cards, { me: 'ann' }) // "You pass"
 */
export function describeAction(action: Action, view: GameState, cards: CardSet, opts: DescribeOptions = {}): string {
  const w = new Words(view, cards, opts);
  const say = (key: string, params: Record<string, string> = {}) => w.sentence(key, action.player, params);
  switch (action.type) {
    case 'pass':
      return say('log.act.pass');
    case 'endStep':
      return say('log.act.endStep', { step: msg(`step.${opts.step ?? view.step}`) });
    case 'sway':
      return say('log.act.sway', { from: w.spot(action.player, action.from), to: w.spot(action.player, action.to) });
    case 'recruit':
      if (!action.accept) return say('log.act.recruit.decline');
      if (!action.onto) return say('log.act.recruit.all');
      return say('log.act.recruit.onto', { stations: w.list(action.onto.map((s) => w.spot(action.player, s))) });
    case 'repel':
      return say('log.act.repel', {
        from: w.spot(action.player, action.from),
        to: w.spot(action.player, action.to),
        suit: msg(`suit.${action.suit}`),
      });
    case 'proclaim':
      if (action.cross === action.player) return say('log.act.proclaim', { card: w.card(action.card), station: action.station });
      return say('log.act.proclaim.across', { card: w.card(action.card), station: action.station, owner: w.possessive(action.cross) });
    case 'influence':
    case 'commandment':
      return w.targeted(`log.act.${action.type}`, action.player, action.target, { card: w.card(action.card) });
    case 'spell':
      return w.targeted('log.act.spell', action.player, action.target, { card: w.card(action.card), caster: w.card(action.caster) });
    case 'ability': {
      const params: Record<string, string> = { card: w.card(action.card) };
      if (!action.repel) return w.targeted('log.act.ability', action.player, action.target, params);
      params.from = w.spot(action.player, action.repel.from);
      params.to = w.spot(action.player, action.repel.to);
      return w.targeted('log.act.ability.repel', action.player, action.target, params);
    }
    case 'attack':
      return say('log.act.attack', { attacker: w.card(action.attacker), target: w.card(action.target) });
    case 'declineAttack':
      return say('log.act.declineAttack');
    case 'weapon':
      return say('log.act.weapon', { being: w.card(action.being), weapon: w.card(action.weapon) });
    case 'discard':
      if (action.card === null) return say('log.act.discard.none');
      // A discard goes face down: its name shows only to a viewer who knows it.
      return w.known(action.card) ? say('log.act.discard', { card: w.card(action.card) }) : say('log.act.discard.hidden');
    case 'choose':
      return say('log.act.choose', { station: w.spot(action.player, action.station) });
    case 'recommit':
      return say('log.act.recommit');
    case 'cut':
      return say('log.act.cut');
    case 'random':
      return say('log.act.random');
  }
}

/** Names of things in one view (and in an act's recap, first): cards, spots, players, targets. */
export class Words {
  constructor(
    private readonly view: GameState,
    private readonly cards: CardSet,
    private readonly opts: DescribeOptions,
  ) {}

  /** The sentence in the local player's second person when `who` is them. */
  sentence(key: string, who: PlayerId, params: Record<string, string>): string {
    return who === this.opts.me ? msg(`${key}.you`, params) : msg(key, { ...params, who: this.player(who) });
  }

  targeted(key: string, who: PlayerId, target: Target | undefined, params: Record<string, string>): string {
    const t = target ? this.target(target, who) : null;
    return t === null ? this.sentence(`${key}.untargeted`, who, params) : this.sentence(key, who, { ...params, target: t });
  }

  known(iid: InstanceId): boolean {
    return this.cardId(iid) !== null;
  }

  card(iid: InstanceId): string {
    const id = this.cardId(iid);
    if (id === null) return msg('log.card.hidden');
    return this.cards.cards.get(id)?.name ?? id;
  }

  /** A spot of `player`'s cross, with the card standing on it when there is one. */
  spot(player: PlayerId, spot: MarkerSpot | 'pool'): string {
    if (spot === 'hub') return msg('log.spot.hub');
    if (spot === 'pool') return msg('log.spot.pool');
    const recap = this.opts.recap;
    const base = recap ? recap.spots[`${player}:${spot}`] : this.view.players.find((p) => p.id === player)?.cross.stations[spot]?.base;
    return base && this.known(base) ? msg('log.spot.card', { station: spot, card: this.card(base) }) : spot;
  }

  /** A seat of this match by its id; anything else an act names (a friend's act may carry any word there) is "another player". */
  player(id: PlayerId): string {
    if (id === this.opts.me) return msg('log.player.you');
    return this.named(id);
  }

  possessive(id: PlayerId): string {
    if (id === this.opts.me) return msg('log.possessive.you');
    return msg('log.possessive', { player: this.named(id) });
  }

  /** Another seat by its Major Arcanum's name, as the crosses and the judge name it (a seat id means nothing to a reader). */
  private named(id: PlayerId): string {
    const players = this.view.players;
    const at = players.findIndex((p) => p.id === id);
    if (at < 0) return msg('log.player.unknown');
    const major = players[at]!.major;
    const name = this.cards.cards.get(major)?.name ?? id;
    // Two others with the same Major (K-SETUP-03 lets them) are told apart by their seat number.
    const twins = players.filter((p) => p.major === major && p.id !== this.opts.me).length;
    return twins > 1 ? `${name} (${at + 1})` : name;
  }



  list(items: readonly string[]): string {
    return formatList(items);
  }

  /** Words for a target of `who`'s act, most specific field first; null when it names nothing. */
  target(t: Target, who: PlayerId): string | null {
    if (t.act !== undefined) {
      const entry = this.opts.recap ? this.opts.recap.targetAct : this.view.window?.chain.find((e) => e.id === t.act);
      if (!entry) return msg('log.target.actUnknown', { id: t.act });
      const what = entry.card ? (this.cards.cards.get(entry.card)?.name ?? entry.card) : msg(`timing.kind.${entry.kind}`);
      return msg('log.target.act', { owner: this.possessive(entry.player), act: what });
    }
    if (t.card !== undefined) return this.card(t.card);
    if (t.from !== undefined && t.to !== undefined) {
      // A marker move (Faith Shortcut) happens in the actor's own cross unless a player is named.
      const owner = t.player ?? who;
      return msg('log.target.move', { from: this.spot(owner, t.from), to: this.spot(owner, t.to) });
    }
    if (t.suit !== undefined) {
      const suit = msg(`suit.${t.suit}`);
      return t.player !== undefined ? msg('log.target.suit', { owner: this.possessive(t.player), suit }) : suit;
    }
    if (t.player !== undefined) return this.player(t.player);
    return null;
  }

  private cardId(iid: InstanceId): CardId | null {
    return this.opts.recap?.names[iid] ?? this.view.cards[iid]?.card ?? this.opts.seen?.get(iid) ?? null;
  }
}
