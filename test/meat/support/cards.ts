/**
 * A fixture card set for M.E.A.T.'s rule tests, written in code: the cards the catalog's examples
 * name (Nekromanta, Parszywy Szczur, Sir Duncan Culligan, Nekromutant, Bober, Ostry Cień Mgły, with
 * the hypothetical statistics M-BATTLE-10 gives them) and one small card per keyword and effect.
 * Filler copies keep both decks deep enough for a 6-player pool (21 creatures) and the draws.
 * The shipped set may not use these names; a test fixture may.
 */
import type { CreatureDef, DestinyDef, Effect, Keyword, LeaderDef, LeaderPower, MeatCards } from '../../../src/meat/cards/types.js';

const named = (pl: string) => ({ en: pl, pl });
const flavour = named('—');

function creature(id: string, attack: number, defence: number, more: Partial<CreatureDef> = {}): CreatureDef {
  return { id, type: 'creature', name: named(id), faction: 'sekta', rarity: 'common', cost: 0, attack, defence, keywords: [], flavour, ...more };
}
const kw = (...keywords: Keyword[]) => ({ keywords });

function destiny(id: string, cost: number, more: Partial<DestinyDef> = {}): DestinyDef {
  return { id, type: 'destiny', name: named(id), subtype: 'spell', rarity: 'common', cost, attack: 0, defence: 0, instant: false, flavour, ...more };
}
const spell = (id: string, cost: number, effect: Effect, instant = false) => destiny(id, cost, { effect, instant });

const CREATURES: CreatureDef[] = [
  // M-BATTLE-10's fixture (hypothetical statistics, M-AMB-35).
  creature('nekromanta', 3, 2, { cost: 1 }),
  creature('parszywy-szczur', 2, 2),
  creature('sir-duncan-culligan', 4, 5, { cost: 2, onDeath: { kind: 'telestarion', amount: 2 } }),
  creature('nekromutant', 3, 4, { cost: 1 }),
  creature('bober', 2, 2, { faction: 'natura' }),
  // One per keyword.
  creature('challenger', 1, 6, kw('wyzwanie')),
  creature('cleaver', 2, 5, kw('ciecie')),
  creature('big-cleaver', 3, 9, kw('ciecie')),
  creature('reflex', 3, 3, kw('refleks')),
  creature('reflex-cleaver', 3, 3, kw('refleks', 'ciecie')),
  creature('toxic', 1, 3, kw('toksyna')),
  creature('toxic-zero', 0, 3, kw('toksyna')),
  creature('wall', 0, 9),
  creature('wall-5', 0, 5),
  // ODKRYCIE, ♦ and a death trigger.
  creature('revealer', 1, 3, { reveal: { kind: 'damage', amount: 1, target: 'opposite' } }),
  creature('seer', 1, 3, { reveal: { kind: 'draw', amount: 1 } }),
  creature('paying-revealer', 1, 3, { reveal: { kind: 'telestarion', amount: 1 } }),
  creature('pumper', 1, 4, { special: { cost: 2, effect: { kind: 'attack', amount: 2, target: 'self' } } }),
  creature('dying-gift', 1, 1, { onDeath: { kind: 'telestarion', amount: 1 } }),
  creature('dying-draw', 1, 1, { onDeath: { kind: 'draw', amount: 1 } }),
  creature('dying-sting', 1, 1, { onDeath: { kind: 'damage', amount: 1, target: 'opposite' } }),
  creature('natura-one', 1, 3, { faction: 'natura' }),
  creature('costly', 1, 1, { cost: 2 }),
  creature('mid', 1, 1, { cost: 1 }),
  creature('grunt', 1, 1),
];
/** Copies of each design in the fixture's Creature deck. */
const CREATURE_COPIES: Record<string, number> = { grunt: 24, wall: 10, costly: 4, mid: 4, 'dying-gift': 2, 'dying-sting': 2, 'natura-one': 2 };

const DESTINY: DestinyDef[] = [
  destiny('ostry-cien-mgly', 1, { subtype: 'equipment', attack: 1, defence: 0, fusion: { keywords: ['refleks'] } }),
  destiny('cursed-blade', 0, { subtype: 'equipment', attack: 0, defence: -2, fusion: { keywords: [] } }),
  spell('bolt', 1, { kind: 'damage', amount: 3, target: 'enemy' }),
  spell('burn-all', 1, { kind: 'damage', amount: 1, target: 'enemies' }),
  spell('spell-x', 2, { kind: 'telestarion', amount: 1 }),
  spell('spell-y', 2, { kind: 'telestarion', amount: 1 }),
  spell('spell-z', 1, { kind: 'telestarion', amount: 1 }),
  spell('doom', 0, { kind: 'vitality', amount: 3, target: 'foe-side' }),
  spell('doom-self', 0, { kind: 'vitality', amount: -3, target: 'side' }),
  spell('draw-two', 0, { kind: 'draw', amount: 2 }),
  destiny('omen', 3, { reveal: { kind: 'telestarion', amount: 2 }, effect: { kind: 'telestarion', amount: 1 } }),
  spell('i-bolt', 1, { kind: 'damage', amount: 2, target: 'enemy' }, true),
  spell('i-heal', 1, { kind: 'heal', amount: 3, target: 'creature' }, true),
  spell('i-destroy', 2, { kind: 'destroy', target: 'creature' }, true),
  spell('i-counter', 1, { kind: 'counter' }, true),
  spell('coin', 0, { kind: 'telestarion', amount: 1 }),
];
const DESTINY_COPIES: Record<string, number> = { coin: 30, 'i-bolt': 3, 'i-heal': 3, 'i-counter': 3, bolt: 2 };

const leader = (id: string, power: LeaderPower): LeaderDef => ({ id, type: 'leader', name: named(id), power, flavour });
const LEADERS: LeaderDef[] = [
  leader('l-natura-defence', { kind: 'faction-defence', faction: 'natura', amount: 1 }),
  leader('l-sekta-attack', { kind: 'faction-attack', faction: 'sekta', amount: 1 }),
  leader('l-income', { kind: 'income', amount: 1 }),
  leader('l-discount', { kind: 'special-discount', amount: 1 }),
  leader('l-front', { kind: 'front-defence', amount: 2 }),
  leader('l-draw', { kind: 'destiny-draw', amount: 1 }),
  leader('l-income-2', { kind: 'income', amount: 2 }),
];

const copies = (defs: readonly { id: string }[], n: Record<string, number>) => defs.flatMap((d) => Array.from({ length: n[d.id] ?? 4 }, (_, i) => `${d.id}#${i + 1}`));

export const FIXTURE: MeatCards = {
  contentHash: 'meat-fixture',
  creatures: Object.fromEntries(CREATURES.map((c) => [c.id, c])),
  destiny: Object.fromEntries(DESTINY.map((c) => [c.id, c])),
  leaders: LEADERS,
  creatureDeck: copies(CREATURES, CREATURE_COPIES),
  destinyDeck: copies(DESTINY, DESTINY_COPIES),
};
