/**
 * Cross-field checks on M.E.A.T.'s card data, the part of the card linter a schema cannot
 * express. Each problem carries a stable code, so `npm run lint:meat`, the loader and the tests
 * speak the same language:
 *
 * | Code                 | Meaning |
 * |----------------------|---------|
 * | MEAT-FILE            | a file missing or not a card file (no `set`/`version`/`cards`) |
 * | MEAT-SCHEMA          | a field has the wrong type or range, is missing, or is not a field of that card |
 * | MEAT-DUPLICATE-ID    | an id used twice, in one file or across the three |
 * | MEAT-COST            | a Creature costing more than 2 (M-CARD-05), or a cost out of range anywhere |
 * | MEAT-FACTION         | a Destiny card or a Leader with a faction (M-CARD-09, M-CARD-10) |
 * | MEAT-INSTANT         | an Instant that is not a Spell (M-INSTANT-06), or a counter anywhere but an Instant's effect (M-INSTANT-03) |
 * | MEAT-FUSION          | FUZJA missing on an Equipment or present on a Spell (M-KW-FUZJA-01); a Spell without an effect, an Equipment with one |
 * | MEAT-TRIGGER-TARGET  | an ODKRYCIE or death effect that needs a choice (creature/enemy/friend): triggers choose nothing |
 * | MEAT-EFFECT-PARAMS   | an effect's target does not fit its kind (vitality: side/foe-side; damage, heal, attack, grant, destroy: a creature; telestarion, draw, counter: none; a Destiny card has no creature of its own) |
 * | MEAT-COMPOSITION     | a faction without every rarity, or no card at all using a keyword, ODKRYCIE, ♦, a death effect, an Instant, a counter, FUZJA or a Leader power |
 * | MEAT-BALANCE         | the factions' power scores (weighted by copies) more than 5% apart |
 * | MEAT-LEADERS         | fewer than 6 Leaders (a 6-player game needs 6, M-AMB-04), or two with the same name |
 */
import {
  COPIES, FACTIONS, KEYWORDS, LEADER_POWERS, RARITIES,
  type CreatureDef, type DestinyDef, type Effect, type Faction, type Keyword, type LeaderDef, type Target,
} from './types.js';
import type { CardProblem } from '../../engine/card-problem.js';

export type { CardProblem };

export const MEAT_PROBLEM_CODES = [
  'MEAT-FILE', 'MEAT-SCHEMA', 'MEAT-DUPLICATE-ID', 'MEAT-COST', 'MEAT-FACTION', 'MEAT-INSTANT', 'MEAT-FUSION',
  'MEAT-TRIGGER-TARGET', 'MEAT-EFFECT-PARAMS', 'MEAT-COMPOSITION', 'MEAT-BALANCE', 'MEAT-LEADERS',
] as const;
export type MeatProblemCode = (typeof MEAT_PROBLEM_CODES)[number];

/** A Creature costs 0, 1 or 2 ounces (M-CARD-05). */
export const MAX_CREATURE_COST = 2;
/** A 6-player game gives each player a unique Leader (M-AMB-04). */
export const MIN_LEADERS = 6;
/** The largest gap allowed between two factions' power, as a share of the weakest (house). */
export const BALANCE_TOLERANCE = 0.05;

/**
 * The power score's weights (house, docs/meat-cards.md). A rough designer's yardstick, not the
 * measured balance (the simulator measures that): change a weight here and the linter re-scores
 * every card.
 */
export const KEYWORD_POWER: Readonly<Record<Keyword, number>> = { wyzwanie: 1, ciecie: 2, refleks: 2, toksyna: 3 };
/** Per point of `amount`, or flat for the kinds without one. */
export const EFFECT_POWER: Readonly<Record<Effect['kind'], number>> = {
  damage: 1, heal: 1, attack: 1, grant: 2, destroy: 5, vitality: 1, telestarion: 1, draw: 2, counter: 3,
};
/** An effect on every creature of a side counts double: up to three creatures. */
export const MANY_TARGETS_FACTOR = 2;
/** A ♦ can be used every round, so it scores one more than its effect less its cost (at least 0). */
export const SPECIAL_REPEAT_BONUS = 1;

/** The choice targets: one creature chosen when the effect resolves. */
export const CHOICE_TARGETS: readonly Target[] = ['creature', 'enemy', 'friend'];
const CREATURE_TARGETS: readonly Target[] = ['self', 'opposite', 'creature', 'enemy', 'friend', 'enemies', 'friends'];
const SIDE_TARGETS: readonly Target[] = ['side', 'foe-side'];

export function effectPower(e: Effect): number {
  const base = EFFECT_POWER[e.kind];
  const perUnit = 'amount' in e ? base * e.amount : base;
  const many = 'target' in e && (e.target === 'enemies' || e.target === 'friends');
  return many ? perUnit * MANY_TARGETS_FACTOR : perUnit;
}

/** attack + defence + keywords + ODKRYCIE + death effect + ♦ − cost. */
export function creaturePower(c: CreatureDef): number {
  let p = c.attack + c.defence - c.cost;
  for (const k of c.keywords) p += KEYWORD_POWER[k];
  if (c.reveal) p += effectPower(c.reveal);
  if (c.onDeath) p += effectPower(c.onDeath);
  if (c.special) p += Math.max(0, effectPower(c.special.effect) + SPECIAL_REPEAT_BONUS - c.special.cost);
  return p;
}

/** Each faction's summed power, every design counted once per copy (M-CARD-02). */
export function factionPower(creatures: readonly CreatureDef[]): Record<Faction, number> {
  const out = Object.fromEntries(FACTIONS.map((f) => [f, 0])) as Record<Faction, number>;
  for (const c of creatures) out[c.faction] += creaturePower(c) * COPIES[c.rarity];
  return out;
}

type Bad = (code: MeatProblemCode, field: string, message: string) => void;
const collector = (out: CardProblem[], card: string): Bad => (code, field, message) => out.push({ code, card, field, message });

/**
 * One effect's target against its kind. `owner` says whether the card has a creature of its own
 * (`self`, `opposite`); `trigger` that it resolves without a player's choice.
 */
function effectProblems(bad: Bad, field: string, e: Effect, owner: 'creature' | 'destiny', trigger: boolean): void {
  if (e.kind === 'counter') {
    bad('MEAT-INSTANT', field, 'a counter is only the effect of an Instant Spell: it cancels the Instant below it on the stack (M-INSTANT-03)');
    return;
  }
  if (!('target' in e)) return;
  const t = e.target as Target;
  if (e.kind === 'vitality') {
    if (!SIDE_TARGETS.includes(t)) bad('MEAT-EFFECT-PARAMS', `${field}.target`, `vitality belongs to a side: target "side" or "foe-side", not "${t}" (M-WIN-03)`);
    return;
  }
  if (!CREATURE_TARGETS.includes(t)) {
    bad('MEAT-EFFECT-PARAMS', `${field}.target`, `${e.kind} touches creatures: target "${t}" is a side`);
    return;
  }
  if (owner === 'destiny' && (t === 'self' || t === 'opposite')) {
    bad('MEAT-EFFECT-PARAMS', `${field}.target`, `a Destiny card has no creature of its own, so "${t}" names nothing`);
    return;
  }
  if (trigger && CHOICE_TARGETS.includes(t)) {
    bad('MEAT-TRIGGER-TARGET', `${field}.target`, `a trigger resolves without a choice: "${t}" needs one (use self, opposite, enemies, friends) (M-KW-ODKRYCIE-02, M-BATTLE-08)`);
  }
}

/** A Creature: its cost (M-CARD-05) and each effect's target. */
export function creatureProblems(c: CreatureDef): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = collector(out, c.id);
  if (c.cost > MAX_CREATURE_COST) bad('MEAT-COST', 'cost', `a Creature costs 0, 1 or 2 ounces, not ${c.cost} (M-CARD-05)`);
  if (c.reveal) effectProblems(bad, 'reveal', c.reveal, 'creature', true);
  if (c.onDeath) effectProblems(bad, 'onDeath', c.onDeath, 'creature', true);
  if (c.special) effectProblems(bad, 'special.effect', c.special.effect, 'creature', false);
  return out;
}

/** A Destiny card: Instant only on Spells, FUZJA only and always on Equipment, each effect's target. */
export function destinyProblems(d: DestinyDef): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = collector(out, d.id);
  if (d.instant && d.subtype !== 'spell') bad('MEAT-INSTANT', 'instant', 'only a Spell may be an Instant (M-INSTANT-06, M-CARD-11)');
  if (d.subtype === 'equipment') {
    if (!d.fusion) bad('MEAT-FUSION', 'fusion', 'an Equipment works through FUZJA: give it `fusion` (M-KW-FUZJA-01)');
    if (d.effect) bad('MEAT-FUSION', 'effect', 'an Equipment has no effect of its own, only its FUZJA keywords and statistics (M-KW-FUZJA-02)');
  } else {
    if (d.fusion) bad('MEAT-FUSION', 'fusion', 'FUZJA is a keyword of Equipment cards, not of Spells (M-KW-FUZJA-01)');
    if (!d.effect) bad('MEAT-FUSION', 'effect', 'a Spell needs an `effect` to resolve');
  }
  if (d.effect) {
    if (d.effect.kind === 'counter') {
      if (!d.instant) bad('MEAT-INSTANT', 'effect', 'a counter is only the effect of an Instant: it cancels the Instant below it on the stack (M-INSTANT-03)');
    } else effectProblems(bad, 'effect', d.effect, 'destiny', false);
  }
  if (d.reveal) effectProblems(bad, 'reveal', d.reveal, 'destiny', true);
  return out;
}

/** The Leader pool: enough unique Leaders for a 6-player game (M-AMB-04). */
export function leaderProblems(leaders: readonly LeaderDef[]): CardProblem[] {
  const out: CardProblem[] = [];
  if (leaders.length < MIN_LEADERS) {
    out.push({ code: 'MEAT-LEADERS', card: '(leaders)', field: 'cards', message: `${leaders.length} Leaders: a 6-player game needs ${MIN_LEADERS} unique ones (M-AMB-04)` });
  }
  const names = new Map<string, string>();
  for (const l of leaders) {
    for (const lang of ['en', 'pl'] as const) {
      const other = names.get(`${lang}:${l.name[lang]}`);
      if (other !== undefined) out.push({ code: 'MEAT-LEADERS', card: l.id, field: `name.${lang}`, message: `the name is also ${other}'s: each Leader is unique (M-AMB-04)` });
      else names.set(`${lang}:${l.name[lang]}`, l.id);
    }
  }
  return out;
}

/** Every faction at every rarity, and every mechanic the rules name on some card, so each rule can come up in play. */
export function compositionProblems(creatures: readonly CreatureDef[], destiny: readonly DestinyDef[], leaders: readonly LeaderDef[]): CardProblem[] {
  const out: CardProblem[] = [];
  const missing = (file: string, what: string, rule: string) =>
    out.push({ code: 'MEAT-COMPOSITION', card: `(${file})`, field: 'cards', message: `no ${what} in the set (${rule})` });
  for (const f of FACTIONS) {
    for (const r of RARITIES) if (!creatures.some((c) => c.faction === f && c.rarity === r)) missing('creatures', `${r} ${f} Creature`, 'M-CARD-02, M-CARD-06');
  }
  for (const r of RARITIES) if (!destiny.some((d) => d.rarity === r)) missing('destiny', `${r} Destiny card`, 'M-CARD-02');
  for (const k of KEYWORDS) if (!creatures.some((c) => c.keywords.includes(k))) missing('creatures', `Creature with ${k}`, `M-KW-${k.toUpperCase()}`);
  if (!creatures.some((c) => c.reveal)) missing('creatures', 'Creature with ODKRYCIE', 'M-KW-ODKRYCIE-01');
  if (!destiny.some((d) => d.reveal)) missing('destiny', 'Destiny card with ODKRYCIE', 'M-KW-ODKRYCIE-02');
  if (!creatures.some((c) => c.special)) missing('creatures', 'Creature with a ♦ ability', 'M-KW-SPECIAL-01');
  if (!creatures.some((c) => c.onDeath)) missing('creatures', 'Creature with a death effect', 'M-BATTLE-08');
  if (!destiny.some((d) => d.subtype === 'spell' && !d.instant)) missing('destiny', 'Spell that is not an Instant', 'M-CARD-07');
  if (!destiny.some((d) => d.instant)) missing('destiny', 'Instant', 'M-INSTANT-06');
  if (!destiny.some((d) => d.instant && d.effect?.kind === 'counter')) missing('destiny', 'Instant with a counter', 'M-INSTANT-03');
  if (!destiny.some((d) => d.fusion)) missing('destiny', 'Equipment with FUZJA', 'M-KW-FUZJA-01');
  const powers = new Set(leaders.map((l) => l.power.kind));
  for (const k of LEADER_POWERS) if (!powers.has(k)) missing('leaders', `Leader with a "${k}" power`, 'M-CARD-10');
  return out;
}

/** The factions' power within BALANCE_TOLERANCE of each other (house: factions are equal, M-AMB-33). */
export function balanceProblems(creatures: readonly CreatureDef[]): CardProblem[] {
  const power = factionPower(creatures);
  const values = FACTIONS.map((f) => power[f]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (max - min <= BALANCE_TOLERANCE * min) return [];
  const list = FACTIONS.map((f) => `${f} ${power[f]}`).join(', ');
  return [{ code: 'MEAT-BALANCE', card: '(creatures)', field: 'cards', message: `faction power ${list}: the gap ${max - min} is more than ${BALANCE_TOLERANCE * 100}% of the weakest (${min})` }];
}
