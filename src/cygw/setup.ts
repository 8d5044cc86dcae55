/**
 * The game's start (C-SETUP): decks shuffled, the market dealt, colours and Cult sheets, starting
 * Priests, Followers and coins, and the first round's First Player. On one page (practice, the
 * simulator) the shuffles come from the agreed seed; between friends the decks are the engine's
 * shared hidden decks, whose order no table knows (src/engine/hidden/).
 */
import * as v from 'valibot';
import type { Agreed, SeatId, StartResult } from '../engine/game.js';
import { check, judgement, type Check } from '../engine/judgement.js';
import { seedRng, shuffled, type RngState } from '../engine/rng.js';
import { CULT_IDS, type CultId, type CygwCards } from './cards/types.js';
import { COLOURS, DECK_NAMES, type CultState, type CygwSettings, type CygwState } from './state.js';
import { newNet } from './net/decks.js';
import { deepFreeze } from './rules/judge.js';
import { dealMarket, settle } from './rules/flow.js';

export const settingsSchema = v.strictObject({
  sheets: v.optional(v.picklist(['random', 'chosen']), 'chosen'),
  communityDeclineGivesAlms: v.optional(v.boolean(), false),
});

/** A seat's setup choice: a Cult sheet, or a random one (C-SETUP-06). */
export const choiceSchema = v.pipe(v.string(), v.picklist([...CULT_IDS, 'random']));

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
const START = { priests: [1, 2, 3], followers: 2, coins: 5 } as const;

/** Instance ids of a deck: `M01`…`M33`. */
export function instanceIds(letter: 'M' | 'I' | 'L', count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${letter}${String(i + 1).padStart(2, '0')}`);
}

/**
 * C-SETUP-06 and C-FLOW-01: each seat in order gets the sheet it chose if nobody before it took
 * it; a seat that chose `random` (or a taken sheet, or when the settings deal them) gets one of
 * those left, drawn from the shared seed (C-FLOW-R02).
 */
export function dealSheets(choices: readonly string[], settings: CygwSettings, rng: RngState): [CultId[], RngState] {
  const taken: (CultId | null)[] = choices.map(() => null);
  choices.forEach((c, i) => {
    if (settings.sheets === 'chosen' && (CULT_IDS as readonly string[]).includes(c) && !taken.includes(c as CultId)) taken[i] = c as CultId;
  });
  const [rest, next] = shuffled(rng, CULT_IDS.filter((c) => !taken.includes(c)));
  let k = 0;
  return [taken.map((t) => t ?? rest[k++]!), next];
}

export function start(cards: CygwCards, agreed: Agreed<CygwSettings>): StartResult<CygwState> {
  const fail = (c: Check): StartResult<CygwState> => ({ ok: false, judgement: judgement(agreed, [c]) });
  const parsed = v.safeParse(settingsSchema, agreed?.settings ?? {});
  if (!parsed.success) return fail(check('NET-SETTINGS-01', false, 'these are not settings of Cult: Choose Your God Wisely'));
  const settings = parsed.output;
  const seats = Array.isArray(agreed?.seats) ? agreed.seats : [];
  const ids = seats.map((s) => s?.id);
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS || new Set(ids).size !== ids.length || ids.some((x) => typeof x !== 'string')) {
    return fail(check('C-COMP-15', false, `${seats.length} players; the game seats 2 to 5, each named once`));
  }
  for (const s of seats) {
    if (!v.safeParse(choiceSchema, s.choice).success) return fail(check('C-SETUP-06', false, 'a choice is not one of the eight Cults, or random'));
    if ((s.cards?.length ?? 0) > 0 || (s.commitments?.length ?? 0) > 0) return fail(check('C-SETUP-08', false, 'no player brings cards to this game'));
  }
  let rng = seedRng(agreed.seed >>> 0);
  const [sheets, afterSheets] = dealSheets(seats.map((s) => s.choice), settings, rng);
  rng = afterSheets;
  const ident: Record<string, string | null> = {};
  const decks = { miracle: [] as string[], intrigue: [] as string[], license: [] as string[] };
  for (const [deck, letter] of [['miracle', 'M'], ['intrigue', 'I'], ['license', 'L']] as const) {
    const defs = cards.decks[deck];
    const iids = instanceIds(letter, defs.length);
    iids.forEach((iid, i) => (ident[iid] = defs[i]!));
    // C-SETUP-02/03/04: each deck shuffled.
    const [order, next] = shuffled(rng, iids);
    decks[deck] = order;
    rng = next;
  }
  const cults: Record<SeatId, CultState> = {};
  const reserve: Record<string, number[]> = {};
  seats.forEach((s, i) => {
    const colour = COLOURS[i]!;
    cults[s.id] = {
      seat: s.id, colour, sheet: sheets[i]!, side: 'light', followers: START.followers, coins: START.coins, mobs: 0,
      free: [...START.priests], onSheet: [], patriarch: 'free', hand: [], licenses: [], prayed: false, placements: 0, celebrating: false, summoned: false,
    };
    // C-SETUP-05: the 1, 2 and 3 taken; the rest of the colour's 15 tokens in the reserve.
    reserve[colour] = [2, 2, 2, 3, 3];
  });
  // C-SETUP-10, house C-AMB-34: the highest light Divine Might starts; ties to the lower seat.
  const dm = (i: number) => cards.cults.get(sheets[i]!)!.light.dm;
  const firstIndex = seats.reduce((best, _s, i) => (dm(i) > dm(best) ? i : best), 0);
  const d: CygwState = {
    game: 'cygw', settings, seats: ids as SeatId[], cults, reserve, mobs: 16,
    board: Array.from({ length: 13 }, () => ({ priests: [], altars: [] })),
    decks, market: [null, null, null], ident,
    supremacy: { owner: null, faceUp: true, gainedRound: 0 },
    round: 1, first: ids[firstIndex]!, phase: 'supremacy', turn: null, dealing: false, mobBenefitUsed: false,
    active: 0, acted: [], seize: null, chalice: false, raid: false, winner: null, step: 'done', communityTaken: [], lastWinner: null,
    prompts: [], nextPiece: 1, ended: null, net: null,
  };
  if (seats.some((s) => s.chain !== undefined || s.commitments !== undefined)) {
    // Between friends no table may know the decks' order: the shared hidden decks deal them (phase `deal`).
    for (const deck of DECK_NAMES) {
      d.decks[deck] = instanceIds(deck === 'miracle' ? 'M' : deck === 'intrigue' ? 'I' : 'L', cards.decks[deck].length);
      for (const iid of d.decks[deck]) d.ident[iid] = null;
    }
    d.net = newNet(cards, agreed.seed, d.seats);
    d.phase = 'deal';
    return { ok: true, state: deepFreeze(d) };
  }
  dealMarket(d);
  settle(cards, d);
  return { ok: true, state: deepFreeze(d) };
}
