/**
 * An act's consequences in words, from its recap (src/kult/recap.ts): a combat's result and by how
 * much, the cards drawn, discarded, removed or moved, Turned cards, markers moved, a win. For the
 * log, the table's banner and the screen reader. Pure (no DOM), every word from the message
 * catalog; a card the recap does not name is "a hidden card", so nothing hidden from the reader
 * is said. What the act's own sentence already says (the card it plays, the marker it sways) is
 * left out.
 *
 * @example
 * describeOutcomes(entry.recap, entry.action, view, cards, 'a')
 * // ['Combat: Anton Teptov 6 vs Artist 3: Anton Teptov wins by 3 (K-ATTACK-11)', 'Artist is discarded', "Markers: your C1 0 → 1, b's C1 1 → 0"]
 */
import type { Action, CardSet, GameState, InstanceId, Outcome, PlayerId, Recap } from '../src/kult/index.js';
import { formatList, msg } from '../src/i18n/catalog.js';
import { plural } from '../src/i18n/plural.js';
import { Words } from './describe-action.js';
import '../src/i18n/en/table-words.js';

type CardMove = Extract<Outcome, { kind: 'card' }>;
type Marker = Extract<Outcome, { kind: 'markers' | 'pool' | 'eliminated' }>;

/** Acts that play the card they name from hand: its leaving the hand is the act itself. */
const PLAYS_CARD: ReadonlySet<Action['type']> = new Set(['proclaim', 'influence', 'commandment', 'spell', 'discard']);

export function describeOutcomes(recap: Recap, action: Action, view: GameState, cards: CardSet, me: PlayerId): string[] {
  const w = new Words(view, cards, { me, recap });
  const out: string[] = [];
  for (const o of recap.outcomes) if (o.kind === 'combat' || o.kind === 'combatVoid') out.push(combatWords(w, o));
  out.push(...cardWords(w, recap.outcomes.filter((o): o is CardMove => o.kind === 'card' && !isTheAct(o, action)), me));
  for (const o of recap.outcomes) if (o.kind === 'reshuffled') out.push(w.sentence('log.outcome.reshuffled', o.player, { cards: plural('log.outcome.cards', o.count) }));
  if (action.type !== 'sway') out.push(...faceWords(w, recap.outcomes));
  const markers = recap.outcomes.filter((o): o is Marker => (o.kind === 'markers' || o.kind === 'pool' || o.kind === 'eliminated') && !isTheAct(o, action));
  if (markers.length > 0) out.push(msg('log.outcome.markers', { changes: markers.map((o) => markerWords(w, o)).join(', ') }));
  for (const o of recap.outcomes) if (o.kind === 'won') out.push(w.sentence('log.outcome.won', o.player, { rule: o.rule }));
  return out;
}

/** What the act's own sentence tells already: its card leaving the hand, its marker moving one step. */
function isTheAct(o: Outcome, a: Action): boolean {
  // A card played goes where plays go; one that leaves the game at once (Astaroth Stirs) is news.
  if (o.kind === 'card') return PLAYS_CARD.has(a.type) && 'card' in a && a.card === o.iid && o.from?.zone === 'hand' && o.to?.zone !== 'removed';
  const step = a.type === 'sway' || a.type === 'repel' ? a : a.type === 'ability' ? a.repel : a.type === 'choose' ? { from: null, to: a.station } : undefined;
  if (!step || o.kind !== 'markers' && o.kind !== 'pool') return false;
  if (o.kind === 'pool') return step.to === 'pool' && o.to - o.from === 1;
  return o.player === a.player && ((o.spot === step.from && o.from - o.to === 1) || (o.spot === step.to && o.to - o.from === 1));
}

function combatWords(w: Words, o: Extract<Outcome, { kind: 'combat' | 'combatVoid' }>): string {
  const names = { attacker: w.card(o.attacker), target: w.card(o.target), rule: o.rule };
  if (o.kind === 'combatVoid') return msg('log.outcome.combat.void', names);
  const params = { ...names, a: String(o.attackerTotal), t: String(o.targetTotal) };
  if (o.winner === null) return msg('log.outcome.combat.tie', params);
  const winner = w.card(o.winner);
  const by = Math.abs(o.attackerTotal - o.targetTotal);
  return by === 0 ? msg('log.outcome.combat.tieWon', { ...params, winner }) : msg('log.outcome.combat.won', { ...params, winner, by: String(by) });
}

/** Cards named where the recap names them, the rest counted: "Usher and 2 hidden cards". */
function cardList(w: Words, iids: readonly InstanceId[]): string {
  const named = iids.filter((i) => w.known(i)).map((i) => w.card(i));
  const hidden = iids.length - named.length;
  return series([...named, ...(hidden > 0 ? [plural('log.outcome.hiddenCards', hidden)] : [])]);
}

/** "A, B, and C", as the reader's language lists. */
function series(items: readonly string[]): string {
  return formatList(items);
}

function cardWords(w: Words, moves: readonly CardMove[], me: PlayerId): string[] {
  const groups = new Map<string, { key: string; who: PlayerId; iids: InstanceId[]; move: CardMove }>();
  const add = (key: string, who: PlayerId, m: CardMove) => {
    const id = `${key}|${who}`;
    const g = groups.get(id) ?? { key, who, iids: [], move: m };
    g.iids.push(m.iid);
    groups.set(id, g);
  };
  for (const m of moves) {
    const from = m.from?.zone;
    const to = m.to?.zone;
    if (from === 'drawPile' && to === 'hand') add('draw', m.to!.player, m);
    else if (from === 'hand' && to === 'discardPile') add('handDiscard', m.from!.player, m);
    else if (to === 'discardPile') add('discarded', '', m);
    else if (to === 'removed') add('removed', '', m);
    else add(`moved:${m.iid}`, '', m);
  }
  return [...groups.values()].map((g) => {
    const list = cardList(w, g.iids);
    // Own cards drawn are named; anyone else's are counted (they are hidden in the reader's views anyway).
    if (g.key === 'draw') return w.sentence('log.outcome.draw', g.who, { cards: g.who === me ? list : plural('log.outcome.cards', g.iids.length) });
    if (g.key === 'handDiscard') return w.sentence('log.outcome.handDiscard', g.who, { cards: list });
    if (g.key === 'discarded' || g.key === 'removed') return plural(`log.outcome.${g.key}`, g.iids.length, { cards: list });
    const m = g.move;
    return msg('log.outcome.moved', { card: list, from: placeWords(w, m.from), to: placeWords(w, m.to) });
  });
}

function placeWords(w: Words, p: CardMove['from']): string {
  if (!p) return msg('log.outcome.place.nowhere');
  const owner = w.possessive(p.player);
  if (p.zone === 'station') return msg('log.outcome.place.station', { owner, station: p.station });
  if (p.zone === 'attached') return msg('log.outcome.place.attached', { owner, station: p.station === 'hub' ? msg('log.spot.hub') : p.station });
  return msg(`log.outcome.place.${p.zone}`, { owner });
}

function faceWords(w: Words, outcomes: readonly Outcome[]): string[] {
  const out: string[] = [];
  for (const up of [false, true]) {
    const iids = outcomes.flatMap((o) => (o.kind === 'face' && o.faceUp === up ? [o.iid] : []));
    if (iids.length > 0) out.push(plural(up ? 'log.outcome.faceUp' : 'log.outcome.turned', iids.length, { cards: cardList(w, iids) }));
  }
  return out;
}

function markerWords(w: Words, o: Marker): string {
  const change = { from: String(o.from), to: String(o.to) };
  if (o.kind === 'pool') return msg('log.outcome.marker.pool', change);
  if (o.kind === 'eliminated') return msg('log.outcome.marker.eliminated', change);
  const owner = w.possessive(o.player);
  return o.spot === 'hub' ? msg('log.outcome.marker.hub', { ...change, owner }) : msg('log.outcome.marker.spot', { ...change, owner, where: o.spot });
}
