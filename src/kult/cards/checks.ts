/**
 * Cross-field checks on card data, the part of the card linter a schema
 * cannot express (STYLE: Forge's card-script linting). Each problem carries a
 * stable code, so `npm run lint:cards`, the loader and the tests speak the
 * same language:
 *
 * | Code                      | Meaning |
 * |---------------------------|---------|
 * | CARD-FILE                 | not a card-set file (unreadable JSON, no `set`/`version`/`cards`) |
 * | CARD-SCHEMA               | a field has the wrong type or value, is not a card field, or does not belong on this kind of card |
 * | CARD-UNKNOWN-EFFECT       | an effect `op` outside the closed vocabulary (the `Effect` union in src/kult/types.ts) |
 * | CARD-EFFECT-PARAMS        | an effect whose parameters or placement make no sense: it could never apply |
 * | CARD-UNKNOWN-HANDLER      | `{ op: 'handler', name }` naming no handler in src/kult/effects/named-handlers.ts |
 * | CARD-IMPOSSIBLE-STATIONS  | Station indicators the card's kind cannot have, none where it needs one, or a repeat |
 * | CARD-SUITS-RANGE          | a Suit outside the five, a Major without 4 icons in a rulebook pattern, a Commandment with a Suit |
 * | CARD-TEXT-MISSING         | no card text |
 * | CARD-SOURCE-MISSING       | no `source` (rulebook file and section, or `original`) |
 * | CARD-DUPLICATE-ID         | an id used twice, in one file or across the files loaded together |
 */
// The handlers' names only: the rules they run are not needed to load a card set.
import { HANDLER_NAMES } from '../effects/handler-names.js';
import type { Ability, CardDef, CardFilter, Effect, Timing } from '../types.js';
import type { CardProblem } from '../../engine/card-problem.js';

export type { CardProblem };

export const CARD_PROBLEM_CODES = [
  'CARD-FILE', 'CARD-SCHEMA', 'CARD-UNKNOWN-EFFECT', 'CARD-EFFECT-PARAMS', 'CARD-UNKNOWN-HANDLER', 'CARD-IMPOSSIBLE-STATIONS',
  'CARD-SUITS-RANGE', 'CARD-TEXT-MISSING', 'CARD-SOURCE-MISSING', 'CARD-DUPLICATE-ID',
] as const;

/** Every effect op of the vocabulary (kept equal to the `Effect` union by the type below). */
export const EFFECT_OPS = [
  'cv', 'cvVs', 'grantSuit', 'removeSuit', 'handSize', 'drawOnUse', 'discardTarget', 'moveMarker', 'cancelAct',
  'hostNeedsMarker', 'proclaimAnywhere', 'anyAffiliationBeings', 'winsTies', 'capacity', 'handler',
] as const satisfies readonly Effect['op'][];
type MissingOp = Exclude<Effect['op'], (typeof EFFECT_OPS)[number]>;
const _allOpsListed: MissingOp extends never ? true : never = true;
void _allOpsListed;

/**
 * Where a list of effects is read:
 * - `major`: the player's Major Arcanum (hand size, draw on use, its Beings' combat);
 * - `being` / `region`: a base card in play (static, "while face-up" or "while in play");
 * - `attached`: an Influence attached to a card (changes its host);
 * - `ownMajor`: an Influence on your own Major Arcanum (Misguidance);
 * - `oneShot`: a Commandment, Spell or one-use Influence, applied once when played;
 * - `ability`: an activated ability of a card in play, applied once per use.
 */
type Place = 'major' | 'being' | 'region' | 'attached' | 'ownMajor' | 'oneShot' | 'ability';

const PLACE_WORDS: Record<Place, string> = {
  major: 'on a Major Arcanum',
  being: 'on a Being',
  region: 'on a Region',
  attached: 'on an attaching Influence card',
  ownMajor: 'on an Influence card attached to your Major Arcanum',
  oneShot: 'on a card played once (Commandment, Spell, one-use Influence)',
  ability: 'in an ability',
};

function placeOf(c: CardDef): Place {
  switch (c.kind) {
    case 'major': return 'major';
    case 'being': return 'being';
    case 'region': return 'region';
    case 'influence': return c.attachTo === 'ownMajor' ? 'ownMajor' : c.attachTo ? 'attached' : 'oneShot';
    default: return 'oneShot';
  }
}

/** The timing a card played from hand uses (same default as the rules, K-CMD-01). */
function playTiming(c: CardDef): Timing {
  return c.timing ?? (c.kind === 'commandment' ? { at: 'anyTime' } : { at: 'deeds' });
}

/** Can anything with this timing be used while a combat is open (K-ATTACK-06)? */
function combatPossible(t: Timing): boolean {
  return t.at !== 'step' || t.step === 'attack';
}

/** Where each op is read by the engine; anywhere else it would silently do nothing. */
const READ_AT: { readonly [K in Effect['op']]: (e: Extract<Effect, { op: K }>) => readonly Place[] } = {
  cv: (e) => (e.scope === 'combat' ? ['oneShot', 'ability'] : ['attached']),
  cvVs: () => ['being', 'major'],
  grantSuit: (e) => (e.duration === 'whileFaceUp' ? ['being', 'region', 'attached'] : ['oneShot', 'ability']),
  removeSuit: () => ['oneShot', 'ability'],
  handSize: (e) => (e.whileInPlay ? ['being', 'region'] : ['major']),
  drawOnUse: () => ['major'],
  discardTarget: () => ['oneShot', 'ability'],
  moveMarker: () => ['oneShot', 'ability'],
  cancelAct: () => ['oneShot', 'ability'],
  hostNeedsMarker: () => ['attached'],
  proclaimAnywhere: () => ['being', 'region'],
  anyAffiliationBeings: () => ['ownMajor'],
  winsTies: () => ['being', 'attached', 'major'],
  capacity: () => ['attached'],
  handler: () => ['major', 'being', 'region', 'attached', 'ownMajor', 'oneShot', 'ability'],
};

const HINT: Partial<Record<Effect['op'], string>> = {
  cv: 'a combat CV change needs a moment to be played (a Commandment, Spell or ability); a lasting one belongs on an attaching Influence (or use `cv`/`cvMod`)',
  grantSuit: '"whileFaceUp" is read from cards in a Mystic Cross; "untilEndOfTurn" from a card or ability when it is used',
  handSize: 'a Major Arcanum sets or modifies the hand size; a card in play needs `whileInPlay` and a `set` value (Kingpin)',
  capacity: 'a base card\'s own capacity is its `holds` field',
};

/** Cross-field checks on one card that passed the schema (K-CARD-03, K-CARD-12, K-CARD-16…). */
export function semanticProblems(c: CardDef): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = (code: string, field: string, message: string) => out.push({ code, card: c.id, field, message });
  const suits = c.suits ?? [];
  if (c.text !== undefined && c.text.trim() === '') bad('CARD-TEXT-MISSING', 'text', 'text missing: the card text is blank');
  if (c.source !== undefined && c.source.trim() === '') bad('CARD-SOURCE-MISSING', 'source', 'source missing: name the rulebook file and section, or "original"');
  const noStations = c.kind === 'major' || c.kind === 'commandment';
  if (noStations && c.stations && c.stations.length > 0) bad('CARD-IMPOSSIBLE-STATIONS', 'stations', `a ${c.kind} has no Station indicators (K-CARD-16)`);
  if (!noStations && (!c.stations || c.stations.length === 0)) bad('CARD-IMPOSSIBLE-STATIONS', 'stations', `a ${c.kind} needs at least one highlighted Station indicator`);
  if (c.stations && new Set(c.stations).size !== c.stations.length) bad('CARD-IMPOSSIBLE-STATIONS', 'stations', 'a Station indicator is listed twice');
  if (c.kind === 'being' && c.stations && c.stations.length > 0 && !c.stations.some((s) => s.startsWith('C'))) {
    bad('CARD-IMPOSSIBLE-STATIONS', 'stations', 'a Being needs a Cast Station to attack or be attacked (K-ATTACK-02)');
  }
  if (c.kind === 'major') {
    if (suits.length !== 4) bad('CARD-SUITS-RANGE', 'suits', `a Major Arcanum shows exactly 4 Suit icons, this one has ${suits.length} (K-CARD-03)`);
    else {
      const shape = [...counts(suits).values()].sort((a, b) => b - a).join('+');
      if (!['1+1+1+1', '2+2', '3+1'].includes(shape)) bad('CARD-SUITS-RANGE', 'suits', `a Major Arcanum's icons follow 1+1+1+1, 2+2 or 3+1; this one is ${shape} (K-CARD-04)`);
    }
    if (c.affiliation === 'white') bad('CARD-SCHEMA', 'affiliation', 'a Major Arcanum is red or blue (K-CARD-03)');
    if (c.hierarchy === undefined) bad('CARD-SCHEMA', 'hierarchy', 'a Major Arcanum needs a Hierarchy 1–20 (K-FIRST-01)');
  } else {
    if (c.hierarchy !== undefined) bad('CARD-SCHEMA', 'hierarchy', 'only a Major Arcanum has a Hierarchy');
    if (c.epithet !== undefined) bad('CARD-SCHEMA', 'epithet', 'only a Major Arcanum has an epithet');
  }
  if (c.kind === 'commandment' && suits.length > 0) bad('CARD-SUITS-RANGE', 'suits', 'a Commandment needs no suit-match (K-SUIT-08)');
  if (c.kind === 'being' && c.cv === undefined) bad('CARD-SCHEMA', 'cv', 'a Being needs a Combat Value (K-CARD-08)');
  if (c.kind !== 'being' && c.cv !== undefined) bad('CARD-SCHEMA', 'cv', 'only a Being has a printed Combat Value; Influence, Spells and Commandments use `cvMod`');
  if (c.cv !== undefined && c.cv < 0) bad('CARD-SCHEMA', 'cv', `a printed Combat Value is 0 or more, not ${c.cv}`);
  if (c.kind !== 'being' && c.beingKind !== undefined) bad('CARD-SCHEMA', 'beingKind', 'only a Being has a Being kind');
  if (c.pawnOf !== undefined && c.beingKind !== 'pawn') bad('CARD-SCHEMA', 'pawnOf', 'only a Pawn is "Pawn of <Realm>" (K-CARD-07)');
  if (c.kind === 'spell' && c.lore === undefined) bad('CARD-SCHEMA', 'lore', 'a Spell names its Lore (K-SPELL-03)');
  if (c.kind !== 'spell' && c.lore !== undefined) bad('CARD-SCHEMA', 'lore', 'only a Spell has a Lore; a Spellcaster lists its lores under `spellcaster`');
  if (c.kind !== 'being' && c.spellcaster !== undefined) bad('CARD-SCHEMA', 'spellcaster', 'only a Being can be a Spellcaster (K-SPELL-01)');
  if (c.holds !== undefined && c.kind !== 'being' && c.kind !== 'region') bad('CARD-SCHEMA', 'holds', 'only a Being or Region on a Station holds markers (K-HOLD-01)');
  if (c.kind !== 'influence' && c.attachTo !== undefined) bad('CARD-SCHEMA', 'attachTo', 'only an Influence card attaches');
  if ((c.item || c.weapon) && c.kind !== 'influence') bad('CARD-SCHEMA', 'item', 'Items and Weapons are Influence cards (K-ITEM-01)');
  if (c.weapon && !c.item) bad('CARD-SCHEMA', 'weapon', 'a Weapon is also an Item (K-CARD-13)');
  if ((c.item || c.weapon) && c.kind === 'influence' && c.attachTo === undefined) bad('CARD-SCHEMA', 'attachTo', 'an Item is given to a card, so it attaches');
  if (c.timing !== undefined && (c.kind === 'major' || c.kind === 'being' || c.kind === 'region')) {
    bad('CARD-SCHEMA', 'timing', `a ${c.kind} is not played at a chosen moment; give the timing to its ability instead`);
  }
  out.push(...stainProblems(c), ...effectProblems(c));
  return out;
}

/** The signed stain number (K-CARD-10..12): where it counts, and that it can reach a combat. */
function stainProblems(c: CardDef): CardProblem[] {
  if (c.cvMod === undefined) return [];
  const bad = (message: string, code = 'CARD-EFFECT-PARAMS'): CardProblem[] => [{ code, card: c.id, field: 'cvMod', message }];
  if (c.kind === 'major' || c.kind === 'being' || c.kind === 'region') return bad(`a ${c.kind} has no signed stain number; only Influence, Spell and Commandment cards do (K-CARD-10..12)`, 'CARD-SCHEMA');
  if (c.kind === 'influence' && !c.attachTo) return bad('a one-use Influence card never applies its stain number: attach it to a card, or give it a `cv` effect in combat');
  if (c.kind === 'influence' && c.attachTo === 'ownMajor') return bad('an Influence on the Major Arcanum has no combat to change');
  if ((c.kind === 'spell' || c.kind === 'commandment') && !combatPossible(playTiming(c))) {
    return bad(`the stain number changes a combatant's CV, but ${c.name} can only be played in step ${(playTiming(c) as { step: string }).step}, never during a combat`);
  }
  return [];
}

/** Each effect must be one the engine reads where the card puts it, with parameters that can apply. */
function effectProblems(c: CardDef): CardProblem[] {
  const out: CardProblem[] = [];
  const place = placeOf(c);
  (c.effects ?? []).forEach((e, i) => out.push(...oneEffect(c, e, place, `effects.${i}`, playTiming(c), c.affects)));
  const abilities = c.abilities ?? [];
  if (abilities.length > 0 && c.kind !== 'being' && c.kind !== 'region') {
    out.push({ code: 'CARD-EFFECT-PARAMS', card: c.id, field: 'abilities', message: `a ${c.kind} never uses abilities: only a Being or Region standing on a Station does (K-CARD-14)` });
  } else {
    abilities.forEach((a: Ability, k) => a.effects.forEach((e, i) => out.push(...oneEffect(c, e, 'ability', `abilities.${k}.effects.${i}`, a.timing, a.affects))));
  }
  out.push(...sharedTargetProblems(c, c.effects ?? [], 'effects'));
  abilities.forEach((a, k) => out.push(...sharedTargetProblems(c, a.effects, `abilities.${k}.effects`)));
  if (place === 'oneShot' && (c.effects ?? []).length === 0 && !(c.cvMod && c.kind !== 'influence')) {
    out.push({ code: 'CARD-EFFECT-PARAMS', card: c.id, field: 'effects', message: `a ${c.kind} played once must do something: it has no effects${c.kind === 'influence' ? ' and no `attachTo`' : ' and no stain number'}` });
  }
  return out;
}

/** Ops that read the act's one target: twice in one list, both would aim at the same thing. */
const TARGETED: readonly Effect['op'][] = ['moveMarker', 'discardTarget', 'cancelAct', 'removeSuit'];

function sharedTargetProblems(c: CardDef, effects: readonly Effect[], field: string): CardProblem[] {
  const seen = new Set<string>();
  const out: CardProblem[] = [];
  effects.forEach((e, i) => {
    if (!TARGETED.includes(e.op)) return;
    if (seen.has(e.op)) out.push({ code: 'CARD-EFFECT-PARAMS', card: c.id, field: `${field}.${i}`, message: `a second "${e.op}" in one effect list would reuse the first one's target: an act names one target` });
    seen.add(e.op);
  });
  return out;
}

function oneEffect(c: CardDef, e: Effect, place: Place, field: string, timing: Timing, affects: Ability['affects']): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = (message: string, code = 'CARD-EFFECT-PARAMS') => out.push({ code, card: c.id, field, message });
  if (e.op === 'handler' && !(HANDLER_NAMES as readonly string[]).includes(e.name)) {
    bad(`no named handler "${e.name}" (known: ${HANDLER_NAMES.join(', ')})`, 'CARD-UNKNOWN-HANDLER');
    return out;
  }
  const where = (READ_AT[e.op] as (x: Effect) => readonly Place[])(e);
  if (!where.includes(place)) {
    const hint = HINT[e.op];
    bad(`"${e.op}"${'scope' in e ? ` (${e.scope})` : 'duration' in e ? ` (${e.duration})` : ''} ${PLACE_WORDS[place]} never applies; it works ${where.map((p) => PLACE_WORDS[p]).join(' or ')}${hint ? ` — ${hint}` : ''}`);
    return out;
  }
  switch (e.op) {
    case 'cv':
      if (e.scope === 'combat' && !combatPossible(timing)) bad(`a combat CV change with no way to reach a combatant: it is only usable in step ${(timing as { step: string }).step}, never during a combat`);
      if (e.amount === 0) bad('a CV change of 0 does nothing');
      break;
    case 'cvVs':
      if (e.amount === 0) bad('a CV change of 0 does nothing');
      out.push(...filterProblems(c, e.vs, field, 'vs', ['being']));
      break;
    case 'handSize':
      if (e.set === undefined && e.modify === undefined) bad('handSize needs `set` or `modify`');
      if (e.whileInPlay && e.set === undefined) bad('a "while in play" hand size names the target it `set`s (Kingpin: 10)');
      break;
    case 'discardTarget':
      out.push(...filterProblems(c, e.filter, field, 'filter', ['being', 'region']));
      break;
    case 'cancelAct':
      if ((!affects || affects.length === 0) && timing.at !== 'combat') bad('a cancelling response must list the acts it directly `affects` (Q-19, K-TIMING-03), or it can never answer them');
      out.push(...filterProblems(c, e.filter, field, 'filter', ['being', 'region', 'influence', 'spell', 'commandment']));
      break;
    case 'capacity':
      if (e.modify === 0) bad('a capacity change of 0 does nothing');
      break;
    default:
      break;
  }
  return out;
}

/** A filter some card could match: kinds that can be there, Being kinds only on Beings, no Weapon where none can be. */
function filterProblems(c: CardDef, f: CardFilter, field: string, key: string, possible: readonly string[]): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = (message: string) => out.push({ code: 'CARD-EFFECT-PARAMS', card: c.id, field: `${field}.${key}`, message });
  if (f.kinds && !f.kinds.some((k) => possible.includes(k))) bad(`no card of kind ${f.kinds.join('/')} can be targeted here (only ${possible.join('/')})`);
  if (f.beingKinds && f.kinds && !f.kinds.includes('being')) bad('a filter naming Being kinds must allow Beings');
  if (f.beingKinds && f.beingKinds.length === 0) bad('an empty list of Being kinds matches nothing');
  if (f.kinds && f.kinds.length === 0) bad('an empty list of kinds matches nothing');
  if (f.cardIds && f.cardIds.length === 0) bad('an empty list of card ids matches nothing');
  if (f.weapon === true && !possible.includes('influence')) bad('a Weapon is an attached Influence card: it is never a base card in play to target');
  return out;
}

/** Card ids named by filters must exist among the cards loaded together. */
export function referenceProblems(c: CardDef, known: ReadonlySet<string>): CardProblem[] {
  const out: CardProblem[] = [];
  const visit = (e: Effect, field: string) => {
    const f = e.op === 'discardTarget' || e.op === 'cancelAct' ? e.filter : e.op === 'cvVs' ? e.vs : undefined;
    for (const id of f?.cardIds ?? []) {
      if (!known.has(id)) out.push({ code: 'CARD-EFFECT-PARAMS', card: c.id, field, message: `the filter names card id "${id}", which no loaded card set has` });
    }
  };
  (c.effects ?? []).forEach((e, i) => visit(e, `effects.${i}`));
  (c.abilities ?? []).forEach((a, k) => a.effects.forEach((e, i) => visit(e, `abilities.${k}.effects.${i}`)));
  return out;
}

function counts<T>(xs: readonly T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}
