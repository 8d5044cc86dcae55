/**
 * Words for a card: its kind line and the description a screen reader hears.
 * Shared by `<kult-card>`, `<kult-cross>` and `<kult-hand>` so a card is
 * named the same way everywhere. Every word comes from the message catalog, and a core card's
 * name, epithet and text from its words in the current language (src/kult/cards/card-words.ts).
 */
import type { CardDef, CombatValue, StationId, Suit } from '../../src/kult/index.js';
import { locale, msg } from '../../src/i18n/catalog.js';
import { cardWords, type ShownWords } from '../../src/kult/cards/card-words.js';
import { plural } from '../../src/i18n/plural.js';

export const suitName = (s: Suit): string => msg(`suit.${s}`);
export const stationName = (s: StationId): string => msg(`card.station.${s}`);
export const stationShort = (s: StationId): string => msg(`card.stationShort.${s}`);

/** The card's name, epithet and rules text in the current language (English where it has none). */
export const shownWords = (c: CardDef): ShownWords => cardWords(c, locale());

/** A signed stain number as printed: "+2", "−1" (a true minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** The Hierarchy as a tarot numeral (1–20 → I–XX). */
export function roman(n: number): string {
  const parts: Array<[number, string]> = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [v, s] of parts) while (n >= v) (out += s), (n -= v);
  return out;
}

/** What follows the kind on the kind line: "Pawn of Madness", "Weapon", "Lore of Dreams"… or '' when nothing does. */
export function kindDetail(c: CardDef): string {
  const parts: string[] = [];
  if (c.kind === 'being' && c.beingKind) {
    parts.push(c.beingKind === 'pawn' && c.pawnOf ? msg('card.pawnOf', { realm: msg(`card.realm.${c.pawnOf}`) }) : msg(`card.being.${c.beingKind}`));
  }
  const epithet = c.kind === 'major' ? shownWords(c).epithet : undefined;
  if (epithet) parts.push(epithet);
  if (c.weapon) parts.push(msg('card.weapon'));
  else if (c.item) parts.push(msg('card.item'));
  if (c.kind === 'spell' && c.lore) parts.push(msg('card.lore', { realm: msg(`card.realm.${c.lore}`) }));
  if (c.unique) parts.push(msg('card.unique'));
  return parts.join(', ');
}

/** The printed kind line: "Being — Pawn of Madness", "Influence — Weapon", "Region". */
export function kindLine(c: CardDef): string {
  const kind = msg(`card.kind.${c.kind}`);
  const detail = kindDetail(c);
  return detail ? msg('card.kindLine', { kind, detail }) : kind;
}

export interface LabelOptions {
  readonly faceDown?: boolean;
  readonly markers?: number;
  readonly highlight?: 'legal' | 'illegal' | 'selected' | null;
  /** A Being in play: its modified Combat Value, read instead of the printed one when it differs. */
  readonly combatValue?: CombatValue | null;
}

/**
 * The card read out in full, e.g. "Usher, Being, red, needs Eye, Eye,
 * Hourglass, CV 4, may stand on First, Second, Third, Fourth, 1 marker".
 * `null` is a card whose identity is hidden: "Card back".
 */
export function cardLabel(c: CardDef | null, o: LabelOptions = {}): string {
  const parts: string[] = [];
  if (!c) parts.push(msg('card.aria.back'));
  else {
    parts.push(shownWords(c).name);
    if (o.faceDown) parts.push(msg('card.aria.faceDown'));
    parts.push(msg(`card.kind.${c.kind}`), msg(`card.affiliation.${c.affiliation}`));
    const suits = c.suits.map(suitName).join(', ');
    if (c.kind === 'major') parts.push(msg('card.aria.controls', { suits }), msg('card.hierarchy', { n: c.hierarchy ?? '?' }));
    else if (c.suits.length > 0) parts.push(msg('card.aria.needs', { suits }));
    else parts.push(msg('card.aria.noSuits'));
    const cv = o.combatValue;
    if (c.cv !== undefined) parts.push(cv && cv.parts.length > 1 ? msg('card.aria.cvModified', { cv: cv.total, parts: cvWords(cv) }) : msg('card.aria.cv', { cv: c.cv }));
    if (c.cvMod !== undefined) parts.push(msg('card.aria.cvMod', { mod: signed(c.cvMod) }));
    if (c.stations && c.stations.length > 0) parts.push(msg('card.aria.stations', { stations: c.stations.map(stationName).join(', ') }));
  }
  if (o.markers) parts.push(plural('card.aria.markers', o.markers));
  if (o.highlight) parts.push(msg(`card.aria.highlight.${o.highlight}`));
  return parts.join(', ');
}

/** "4 + 2 − 1" for a screen reader (the signs spaced, so each number is read as one). */
export function cvWords(cv: CombatValue): string {
  return cv.parts.map((p, i) => (i === 0 ? String(p.amount) : `${p.amount < 0 ? '\u2212' : '+'} ${Math.abs(p.amount)}`)).join(' ');
}
