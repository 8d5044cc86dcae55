/**
 * Teammates see each other's hands (M-TEAM-01): information private to a team. Between friends a
 * Destiny card in a hand is opened by its holder's table alone (every other table's share came
 * with the draw); the holder's table sends its own share of each of its cards to its teammates
 * only (`Game.teamNote`, a direct message the other team never gets), and a teammate's table
 * checks each share's proof against the holder's key before it opens the card (`Game.teamHeard`).
 */
import * as v from 'valibot';
import type { SeatId, Secrets } from '../../engine/game.js';
import type { Check } from '../../engine/judgement.js';
import { say } from '../say.js';
import { openCard, shareEvent, verifyShare } from '../../engine/hidden/index.js';
import type { MeatState } from '../state.js';
import { handleOf, iidAt } from './decks.js';
import { deckSeed } from './seed.js';
import { seedSalt } from './tactics.js';

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** A team note: the holder's shares of the Destiny cards in its hand. Bounded like a hand. */
export const teamNoteSchema = v.strictObject({
  shares: v.pipe(
    v.array(v.strictObject({
      deck: v.literal('destiny'),
      gen: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
      handle: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(511)),
      d: hex64,
      proof: v.strictObject({ c: hex64, s: hex64 }),
    })),
    v.maxLength(32),
  ),
});
export type TeamNote = v.InferOutput<typeof teamNoteSchema>;

const teamKey = (iid: string) => `meat:team:${iid}`;

const teammatesOf = (s: MeatState, seat: SeatId): SeatId[] => s.seats.filter((x) => x !== seat && s.players[x]!.side === s.players[seat]?.side);

/** What a table tells its teammates now: its share of every Destiny card in its hand. */
export function teamNote(s: MeatState, seat: SeatId, secrets: Secrets): { to: SeatId[]; note: TeamNote } | null {
  const salt = seedSalt(secrets);
  const to = teammatesOf(s, seat);
  if (!s.net || !salt || to.length === 0) return null;
  const shares: TeamNote['shares'] = [];
  for (const iid of s.players[seat]!.hand) {
    const at = handleOf(s.net, iid);
    if (!at || at.deck !== 'destiny') continue;
    const state = s.net.gens.destiny[at.gen]!.deck;
    const e = shareEvent(state, seat, deckSeed(salt, state.setup.deckId), at.handle);
    shares.push({ deck: 'destiny', gen: at.gen, handle: at.handle, d: e.d, proof: e.proof });
  }
  return { to, note: { shares: shares.slice(0, 32) } };
}

/**
 * A teammate's note: only from a teammate, each share proven made with its key for the card's
 * ciphertext. The card need not be in its hand yet on this table: the note may come before the act
 * that drew it (acts and notes travel from different tables). A share opens nothing alone: this
 * table opens a teammate's card only while it is in the teammate's hand (withTeamCards). What it
 * proves joins this table's secrets.
 */
export function teamHeard(s: MeatState, me: SeatId, from: SeatId, raw: unknown): Secrets | Check {
  if (!s.net || !teammatesOf(s, me).includes(from)) return say('M-TEAM-01', false, null, 'meat.says.team.notTeammate');
  const parsed = v.safeParse(teamNoteSchema, raw);
  if (!parsed.success) return say('NET-SHAPE-01', false, null, 'meat.says.team.shape');
  const out: Record<string, { card: string; salt: string }> = {};
  for (const x of parsed.output.shares) {
    const gen = s.net.gens.destiny[x.gen];
    if (!gen || x.handle >= gen.deck.setup.cards.length) return say('NET-DECK-06', false, null, 'meat.says.team.noCard');
    const iid = iidAt(s.net, 'destiny', x.gen, x.handle);
    if (!verifyShare(gen.deck, { kind: 'share', by: from, handle: x.handle, d: x.d, proof: x.proof })) return say('NET-DECK-06', false, null, 'meat.says.team.unproven');
    // Kept as a secret of this table (the audit carries it like any other): the share, and its proof's challenge.
    out[teamKey(iid)] = { card: x.d, salt: x.proof.c.slice(0, 32) };
  }
  return out;
}

/** The teammates' Destiny cards this table can open with the shares they sent. */
export function withTeamCards(s: MeatState, me: SeatId, secrets: Secrets): MeatState {
  const salt = seedSalt(secrets);
  if (!s.net || !salt) return s;
  let ident: MeatState['ident'] | null = null;
  for (const mate of teammatesOf(s, me)) {
    for (const iid of s.players[mate]!.hand) {
      const share = secrets[teamKey(iid)];
      if (!share || s.ident[iid] !== null) continue;
      const at = handleOf(s.net, iid);
      if (!at) continue;
      const state = s.net.gens[at.deck][at.gen]!.deck;
      const value = openCard(state, me, deckSeed(salt, state.setup.deckId), at.handle, { [mate]: share.card });
      if (typeof value === 'number') (ident ??= { ...s.ident })[iid] = state.setup.cards[value] ?? null;
    }
  }
  return ident ? { ...s, ident } : s;
}
