/**
 * fast-check arbitraries for card-set files built from the effect vocabulary
 * (test/properties/card-files.test.ts): a small arbitrary over the CardDef
 * fields, inside the schema, each kind with the effects the engine reads
 * for it, combined freely otherwise. Most files pass the linter; those that
 * do not are simply not promised to play.
 */
import fc from 'fast-check';
import { REALMS, STATIONS, STEPS, SUITS, type ActKind, type CardDef, type CardFilter, type Effect, type Timing } from '../../src/kult/index.js';

type Card = Omit<CardDef, 'id' | 'name' | 'text' | 'source'>;

const suit = fc.constantFrom(...SUITS);
const suits = (max: number) => fc.array(suit, { maxLength: max });
const realm = fc.constantFrom(...REALMS);
const cast = fc.subarray(['C1', 'C2', 'C3', 'C4'] as const, { minLength: 1 });
const anyStations = fc.subarray([...STATIONS], { minLength: 1 });
const beingKind = fc.constantFrom('lictor', 'razide', 'creature', 'pawn' as const);
const actKinds = fc.subarray<ActKind>(['sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'discard', 'weapon'], { minLength: 1, maxLength: 3 });
const timing: fc.Arbitrary<Timing> = fc.oneof(
  { arbitrary: fc.constant({ at: 'anyTime' } as const), weight: 3 },
  { arbitrary: fc.constant({ at: 'yourTurn' } as const), weight: 2 },
  { arbitrary: fc.constant({ at: 'combat' } as const), weight: 3 },
  { arbitrary: fc.constant({ at: 'deeds' } as const), weight: 2 },
  { arbitrary: fc.constantFrom(...STEPS).map((step) => ({ at: 'step', step }) as const), weight: 1 },
);
/** Whom a "+N against …" bonus can meet in combat: a Being. */
const vsFilter: fc.Arbitrary<CardFilter> = fc.oneof(
  fc.constant({}),
  fc.subarray(['lictor', 'razide', 'creature', 'pawn'] as const, { minLength: 1 }).map((bk) => ({ beingKinds: bk })),
);
/** What a discard can aim at: a base card in play, so a Being or a Region. */
const baseFilter: fc.Arbitrary<CardFilter> = fc.oneof(
  fc.constant({}),
  fc.subarray(['being', 'region'] as const, { minLength: 1 }).map((kinds) => ({ kinds })),
  fc.subarray(['lictor', 'razide', 'creature', 'pawn'] as const, { minLength: 1 }).map((bk) => ({ beingKinds: bk })),
);
const beingKinds = fc.subarray(['lictor', 'razide', 'creature', 'pawn'] as const, { minLength: 1 });
const filter: fc.Arbitrary<CardFilter> = fc.oneof(
  fc.constant({}),
  fc.subarray(['being', 'region', 'influence', 'spell', 'commandment'] as const, { minLength: 1 }).map((kinds) => ({ kinds })),
  beingKinds.map((bk) => ({ beingKinds: bk })),
  beingKinds.map((bk) => ({ kinds: ['being'] as const, beingKinds: bk })),
);
const amount = fc.integer({ min: -4, max: 4 }).filter((n) => n !== 0);

/** Effects applied once (Commandments, Spells, one-use Influence, abilities). */
const oneShot: fc.Arbitrary<Effect> = fc.oneof(
  amount.map((a) => ({ op: 'cv', amount: a, scope: 'combat' }) as const),
  fc.record({ op: fc.constant('grantSuit' as const), suits: fc.array(suit, { minLength: 1, maxLength: 2 }), duration: fc.constant('untilEndOfTurn' as const) }),
  fc.constant({ op: 'removeSuit', duration: 'untilEndOfTurn' } as const),
  baseFilter.map((f) => ({ op: 'discardTarget', filter: f }) as const),
  fc.constant({ op: 'moveMarker' } as const),
  filter.map((f) => ({ op: 'cancelAct', filter: f }) as const),
  fc.constantFrom('the-void', 'astaroth-stirs', 'femme-fatale-attaches').map((name) => ({ op: 'handler', name }) as const),
);
/** Effects read while a Being or Region is in play. */
const onStation: fc.Arbitrary<Effect> = fc.oneof(
  fc.record({ op: fc.constant('grantSuit' as const), suits: fc.array(suit, { minLength: 1, maxLength: 2 }), duration: fc.constant('whileFaceUp' as const) }),
  fc.integer({ min: 0, max: 12 }).map((n) => ({ op: 'handSize', set: n, whileInPlay: true }) as const),
  fc.constant({ op: 'proclaimAnywhere' } as const),
);
const onBeing: fc.Arbitrary<Effect> = fc.oneof(
  onStation,
  fc.record({ op: fc.constant('cvVs' as const), amount, vs: vsFilter }),
  fc.constant({ op: 'winsTies' } as const),
  fc.constant({ op: 'handler', name: 'manifestos-absorbs-pawn' } as const),
);
/** Effects of an Influence card attached to a card. */
const onAttached: fc.Arbitrary<Effect> = fc.oneof(
  amount.map((a) => ({ op: 'cv', amount: a, scope: 'permanent' }) as const),
  fc.record({ op: fc.constant('grantSuit' as const), suits: fc.array(suit, { minLength: 1, maxLength: 2 }), duration: fc.constant('whileFaceUp' as const) }),
  fc.constant({ op: 'winsTies' } as const),
  fc.integer({ min: -1, max: 2 }).filter((n) => n !== 0).map((n) => ({ op: 'capacity', modify: n }) as const),
  fc.constant({ op: 'hostNeedsMarker' } as const),
);
const ability = fc.record({
  timing,
  cost: fc.option(fc.constantFrom({ turn: true } as const, { repel: 1 } as const, { discardSelf: true } as const), { nil: undefined }),
  effects: fc.uniqueArray(oneShot, { minLength: 1, maxLength: 2, selector: (e) => e.op }),
  affects: actKinds,
}, { requiredKeys: ['timing', 'effects', 'affects'] });

const affiliation = fc.constantFrom('white', 'white', 'red', 'blue' as const);

const being: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('being' as const), affiliation, suits: suits(2), beingKind, pawnOf: realm,
  cv: fc.integer({ min: 0, max: 8 }), cast, stage: fc.subarray(['N', 'E', 'S', 'W'] as const),
  unique: fc.boolean(), holds: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  spellcaster: fc.option(fc.record({ lores: fc.subarray([...REALMS], { minLength: 1 }) }, { requiredKeys: [] }), { nil: undefined }),
  effects: fc.array(onBeing, { maxLength: 2 }),
  abilities: fc.array(ability, { maxLength: 2 }),
}).map(({ cast: c, stage, pawnOf, beingKind: bk, ...rest }) => ({ ...rest, beingKind: bk, ...(bk === 'pawn' ? { pawnOf } : {}), stations: [...stage, ...c] }));

const region: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('region' as const), affiliation, suits: suits(2), stations: anyStations,
  holds: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  effects: fc.array(onStation, { maxLength: 2 }),
  abilities: fc.array(ability, { maxLength: 1 }),
});

const attaching: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('influence' as const), affiliation, suits: suits(2), stations: anyStations,
  attachTo: fc.constantFrom('being', 'pawn', 'card' as const), cvMod: fc.option(amount, { nil: undefined }),
  item: fc.boolean(), weapon: fc.boolean(), timing: fc.option(timing, { nil: undefined }),
  effects: fc.array(onAttached, { maxLength: 2 }),
}).map((c) => ({ ...c, item: c.item || c.weapon }));

const misguiding: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('influence' as const), affiliation, suits: suits(1), stations: anyStations,
  attachTo: fc.constant('ownMajor' as const), effects: fc.constant([{ op: 'anyAffiliationBeings' } as const]),
});

const oneUse: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('influence' as const), affiliation, suits: suits(2), stations: anyStations,
  timing: fc.option(timing, { nil: undefined }), affects: actKinds,
  removedAfterPlay: fc.boolean(), effects: fc.uniqueArray(oneShot, { minLength: 1, maxLength: 2, selector: (e) => e.op }),
});

const spell: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('spell' as const), affiliation, suits: suits(2), stations: anyStations, lore: realm,
  timing: fc.option(timing, { nil: undefined }), affects: actKinds,
  cvMod: fc.option(amount, { nil: undefined }), effects: fc.uniqueArray(oneShot, { minLength: 1, maxLength: 2, selector: (e) => e.op }),
});

const commandment: fc.Arbitrary<Card> = fc.record({
  kind: fc.constant('commandment' as const), affiliation, suits: fc.constant([]),
  timing: fc.option(timing, { nil: undefined }), affects: actKinds,
  removedAfterPlay: fc.boolean(), cvMod: fc.option(amount, { nil: undefined }), effects: fc.uniqueArray(oneShot, { minLength: 1, maxLength: 2, selector: (e) => e.op }),
});

/** The four-icon patterns of K-CARD-04. */
const majorSuits = fc.oneof(
  fc.shuffledSubarray([...SUITS], { minLength: 4, maxLength: 4 }),
  fc.uniqueArray(suit, { minLength: 2, maxLength: 2 }).map(([x, y]) => [x!, x!, y!, y!]),
  fc.uniqueArray(suit, { minLength: 2, maxLength: 2 }).map(([x, y]) => [x!, x!, x!, y!]),
);
const majorEffects: fc.Arbitrary<Effect[]> = fc.array(fc.oneof(
  fc.integer({ min: -2, max: 3 }).filter((n) => n !== 0).map((n) => ({ op: 'handSize', modify: n }) as const),
  fc.integer({ min: 3, max: 9 }).map((n) => ({ op: 'handSize', set: n }) as const),
  fc.constant({ op: 'drawOnUse' } as const),
  fc.record({ op: fc.constant('cvVs' as const), amount, vs: vsFilter }),
  fc.constant({ op: 'winsTies' } as const),
), { maxLength: 2 });
const major = (affiliationOf: 'red' | 'blue', hierarchy: number): fc.Arbitrary<Card> =>
  fc.record({ suits: majorSuits, effects: majorEffects }).map((m) => ({ kind: 'major', affiliation: affiliationOf, hierarchy, epithet: 'The Generated', ...m }));

/** A whole file: two Majors (one of each colour) and 6–16 Minor Arcana, with the display fields filled in. */
export const cardFile = fc.record({
  majors: fc.tuple(major('red', 1), major('blue', 2)),
  minors: fc.array(fc.oneof(
    { arbitrary: being, weight: 5 }, { arbitrary: region, weight: 3 }, { arbitrary: attaching, weight: 2 },
    { arbitrary: misguiding, weight: 1 }, { arbitrary: oneUse, weight: 1 }, { arbitrary: spell, weight: 2 }, { arbitrary: commandment, weight: 3 },
  ), { minLength: 6, maxLength: 16 }),
}).map(({ majors, minors }) => ({
  set: 'generated',
  version: 1,
  cards: [...majors, ...minors].map((c, i) => ({ id: `gen-${i}`, name: `Generated ${i}`, text: `A generated ${c.kind}.`, source: 'original', ...clean(c) })),
}));

/** Drops undefined and empty optional lists, as a hand-written file would. */
function clean(c: Card): Record<string, unknown> {
  return Object.fromEntries(Object.entries(c).filter(([k, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0 && k !== 'suits')));
}

