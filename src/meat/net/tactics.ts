/**
 * Tactics between friends (M-TACTIC-05, M-AMB-10, M-FLOW-05/06): both steps are simultaneous
 * hidden choices. A table sends only a commitment of its choice (with what is public of it: the
 * filled positions, the number of Destiny cards) and keeps the choice and its salt among its
 * secrets (`Game.keep`); when every seat has committed both, each table opens its own at the
 * reveal by itself (`Game.answer`), and every table checks the opening against the commitment.
 * Nobody can see a choice before committing theirs, or change theirs after seeing another.
 */
import { commit, hashFields, verifyCommitment } from '../../engine/commitment.js';
import type { SeatId, Secrets } from '../../engine/game.js';
import type { ActOf, MeatAction } from '../actions.js';
import type { MeatState } from '../state.js';
import { plainCommitChecks, plainPlaceChecks } from '../rules/judge.js';

/** The table's one secret salt (drawn at the edge with its first answer); every other salt is hashed from it. */
export const SEED_SECRET = 'meat:seed';

const secretKey = (kind: 'place' | 'commit', round: number) => `meat:${kind}:${round}`;

export const seedSalt = (secrets: Secrets): string | null => secrets[SEED_SECRET]?.salt ?? null;

/** A commitment's salt: 128 bits hashed from the table's secret seed salt, the step and the round. */
function saltFor(seed: string, kind: 'place' | 'commit', round: number): string {
  return hashFields('taroticum/meat/tactic-salt/1', [seed, kind, String(round)]).slice(0, 32);
}

/** What is committed: the seat, the round and the choice, so no commitment can be replayed elsewhere. */
function placeValue(seat: SeatId, round: number, a: { left: string | null; front: string | null; right: string | null; guard: string }): string {
  return JSON.stringify(['meat/place', seat, round, a.left, a.front, a.right, a.guard]);
}

function commitValue(seat: SeatId, round: number, cards: readonly string[]): string {
  return JSON.stringify(['meat/commit', seat, round, [...cards]]);
}

const plainPlace = (a: ActOf<'place'>) => ({ left: a.left ?? null, front: a.front ?? null, right: a.right ?? null, guard: a.guard ?? 'left' });

/**
 * A kept choice as one card-id-like word (the audit carries every secret as a card id: lower
 * case, digits and hyphens): `p-c007-x-c002-l` (left, front, right, guard), `c-d004-d011`.
 */
const word = (iid: string | null) => (iid ?? 'x').toLowerCase();
const iidOf = (w: string | undefined): string | null => (w && /^[cd]\d{3,4}$/.test(w) ? w.toUpperCase() : null);

function placeWord(p: ReturnType<typeof plainPlace>): string {
  return `p-${word(p.left)}-${word(p.front)}-${word(p.right)}-${p.guard === 'right' ? 'r' : 'l'}`;
}

function readPlace(w: string): ReturnType<typeof plainPlace> | null {
  const parts = w.split('-');
  if (parts.length !== 5 || parts[0] !== 'p') return null;
  return { left: iidOf(parts[1]), front: iidOf(parts[2]), right: iidOf(parts[3]), guard: parts[4] === 'r' ? 'right' : 'left' };
}

const commitWord = (cards: readonly string[]) => ['c', ...cards.map((x) => x.toLowerCase())].join('-');

function readCommit(w: string): string[] | null {
  const parts = w.split('-');
  if (parts[0] !== 'c') return null;
  const cards = parts.slice(1).map(iidOf);
  return cards.every((x): x is string => x !== null) ? cards : null;
}

/** `Game.keep`: a plain Tactics choice between friends is kept, with its salt, to be opened at the reveal. */
export function keepTactic(s: MeatState, seat: SeatId, a: MeatAction, secrets: Secrets): Secrets | null {
  const seed = seedSalt(secrets);
  if (!s.chains || !seed || a.player !== seat) return null;
  if (a.type === 'place' && !a.sealed) return { [secretKey('place', s.round)]: { card: placeWord(plainPlace(a)), salt: saltFor(seed, 'place', s.round) } };
  if (a.type === 'commit' && !a.sealed) return { [secretKey('commit', s.round)]: { card: commitWord(a.cards), salt: saltFor(seed, 'commit', s.round) } };
  return null;
}

/**
 * `Game.seal`: a legal plain choice becomes its commitment and its public part. An illegal one
 * stays plain, so the judge names its rules (and refuses it: a plain choice is never sent).
 */
export function sealTactic(s: MeatState, seat: SeatId, a: MeatAction, secrets: Secrets): MeatAction {
  const seed = seedSalt(secrets);
  if (!s.chains || !seed || a.player !== seat) return a;
  const legal = (checks: readonly { ok: boolean }[]) => checks.every((c) => c.ok);
  if (a.type === 'place' && !a.sealed && legal(plainPlaceChecks(s, a))) {
    const p = plainPlace(a);
    const hash = commit(placeValue(seat, s.round, p), saltFor(seed, 'place', s.round));
    return { type: 'place', player: seat, sealed: { hash, filled: [p.left !== null, p.front !== null, p.right !== null] } };
  }
  if (a.type === 'commit' && !a.sealed && legal(plainCommitChecks(s, a))) {
    const hash = commit(commitValue(seat, s.round, a.cards), saltFor(seed, 'commit', s.round));
    return { type: 'commit', player: seat, cards: [], sealed: { hash, count: a.cards.length } };
  }
  return a;
}

/** The opening a table sends by itself at the reveal, from what it kept; null if it kept nothing for this round. */
export function openingOf(s: MeatState, seat: SeatId, secrets: Secrets): ActOf<'open'> | null {
  const place = secrets[secretKey('place', s.round)];
  const laid = secrets[secretKey('commit', s.round)];
  const p = place ? readPlace(place.card) : null;
  const cards = laid ? readCommit(laid.card) : null;
  if (!p || !cards) return null;
  return { type: 'open', player: seat, left: p.left, front: p.front, right: p.right, guard: p.guard, cards, salts: [place!.salt, laid!.salt] };
}

/** Whether an opening opens the seat's two commitments of this round. */
export function opensCommitments(s: MeatState, a: ActOf<'open'>): { place: boolean; commit: boolean } {
  const sealed = s.players[a.player]?.sealed;
  return {
    place: !!sealed?.place && verifyCommitment(sealed.place.hash, placeValue(a.player, s.round, a), a.salts[0]),
    commit: !!sealed?.commit && verifyCommitment(sealed.commit.hash, commitValue(a.player, s.round, a.cards), a.salts[1]),
  };
}

/** This table's own kept choices of the round, for its own eyes (withSecrets): the cards it put down stay out of its hand. */
export function keptCards(s: MeatState, seat: SeatId, secrets: Secrets): string[] {
  const out: string[] = [];
  const place = secrets[secretKey('place', s.round)];
  const laid = secrets[secretKey('commit', s.round)];
  const p = place && s.players[seat]?.sealed?.place ? readPlace(place.card) : null;
  if (p) out.push(...[p.left, p.front, p.right].filter((x): x is string => x !== null));
  if (laid && s.players[seat]?.sealed?.commit) out.push(...(readCommit(laid.card) ?? []));
  return out;
}
