/** Suit control (K-SUIT-02..07): Major Arcanum + face-up grants + Repels − losses. */
import type { Ctx } from '../context.js';
import type { GameState, MarkerSpot, PlayerId, StationId, Suit } from '../types.js';
import { spotWords } from '../rules/repel-path.js';
import { SUITS, STATIONS } from '../types.js';
import type { Words, WordValue } from '../../engine/judgement.js';
import { english, joined, seat, suitName, words } from '../say.js';
import { defOf, effectiveAttachments, isEffective, majorOf, mustPlayer } from './access.js';

export type SuitCounts = Record<Suit, number>;

export interface SuitSource {
  readonly suit: Suit;
  readonly delta: 1 | -1;
  readonly from: string;
}

export interface SuitControl {
  readonly counts: SuitCounts;
  readonly sources: readonly SuitSource[];
  /** Whose Suits these are (the subject of a suit-match's words). */
  readonly player?: PlayerId;
}

export function emptyCounts(): SuitCounts {
  return { skull: 0, rose: 0, hourglass: 0, eye: 0, crescent: 0 };
}

export function countSuits(suits: readonly Suit[]): SuitCounts {
  const c = emptyCounts();
  for (const s of suits) c[s]++;
  return c;
}

export function controlledSuits(ctx: Ctx, state: GameState, pid: PlayerId): SuitControl {
  const player = mustPlayer(state, pid);
  const counts = emptyCounts();
  const sources: SuitSource[] = [];
  const add = (suit: Suit, delta: 1 | -1, from: string) => {
    counts[suit] += delta;
    sources.push({ suit, delta, from });
  };
  const major = majorOf(ctx, player);
  for (const s of major.suits) add(s, 1, major.name);
  for (const st of STATIONS) {
    const slot = player.cross.stations[st];
    // A Turned card grants no Suits (K-TURNED-03, K-SUIT-03).
    if (!slot || !slot.faceUp) continue;
    for (const iid of [slot.base, ...effectiveAttachments(state, slot.attachments).map((a) => a.iid)]) {
      const d = defOf(ctx, state, iid);
      for (const e of d?.effects ?? []) {
        if (e.op === 'grantSuit' && e.duration === 'whileFaceUp') for (const s of e.suits) add(s, 1, d!.name);
      }
    }
  }
  for (const l of state.lasting) {
    if (l.kind === 'suit' && l.player === pid && isEffective(state, l.src)) add(l.suit, 1, l.why);
  }
  for (const l of state.lasting) {
    if (l.kind === 'suitLoss' && l.player === pid && isEffective(state, l.src) && counts[l.suit] > 0) add(l.suit, -1, l.why);
  }
  return { counts, sources, player: pid };
}

export interface SuitMatch {
  readonly ok: boolean;
  readonly missing: readonly Suit[];
  readonly says: string;
  /** `says` as catalog words, for a reader other than the player (src/kult/say.ts). */
  readonly words: Words;
}

/**
 * Multiset containment: each controlled instance unlocks one icon of one card
 * (K-SUIT-04, K-SUIT-06), and nothing is spent (K-SUIT-05). `says` carries
 * the numbers and where each controlled Suit comes from.
 */
export function suitMatch(required: readonly Suit[], control: SuitControl): SuitMatch {
  const { ok, missing } = suitsMissing(required, control);
  const need = countSuits(required);
  const parts: Words[] = [];
  const who = control.player;
  for (const s of SUITS) {
    if (need[s] === 0) continue;
    const have = control.counts[s];
    const from = control.sources.filter((x) => x.suit === s && x.delta === 1).map((x) => x.from);
    const lost = control.sources.filter((x) => x.suit === s && x.delta === -1).map((x) => x.from);
    const origin = !from.length ? '' : lost.length ? words('says.suits.originLost', { from: summarize(from), lost: summarize(lost) }) : words('says.suits.origin', { from: summarize(from) });
    // Without a player the words keep the second person they always had ("you control").
    parts.push(words('says.suits.part', { suit: suitName(s), need: need[s], have, origin, who: seat(who ?? '') }));
  }
  const w = parts.length === 0 ? words('says.suits.none') : words('says.suits.list', { parts: { all: parts } });
  return { ok, missing, says: english(w, who ?? ''), words: w };
}

/** {@link suitMatch} without its words, for the loops that only ask whether (a Repel's purpose, K-REPEL-09). */
export function suitsMissing(required: readonly Suit[], control: SuitControl): { readonly ok: boolean; readonly missing: readonly Suit[] } {
  const need = countSuits(required);
  const missing: Suit[] = [];
  for (const s of SUITS) for (let k = control.counts[s]; k < need[s]; k++) missing.push(s);
  return { ok: missing.length === 0, missing };
}

/** Where a Suit comes from: "Kether + 2 from Usher". */
function summarize(names: readonly string[]): WordValue {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return joined([...counts].map(([n, k]) => (k > 1 ? words('says.suits.fromCard', { n: k, card: sourceWords(n) }) : sourceWords(n))), 'says.list.plus');
}

/**
 * A source as words: a card's name stays a name; a Repel's Suit is recorded in the state as
 * "Repel the Hub → C1" (rules/marker-acts.ts, whose format the saved states keep), so it is read
 * back into words here and each language names the Repel and the Hub its own way.
 */
function sourceWords(from: string): WordValue {
  const m = /^Repel (the Hub|[NESW]|C[1-4]) → (the Pool|[NESW]|C[1-4])$/.exec(from);
  return m ? words('says.suits.repel', { from: spotWords(spotOf(m[1]!)), to: spotWords(spotOf(m[2]!)) }) : from;
}

const spotOf = (described: string): MarkerSpot | 'pool' => (described === 'the Hub' ? 'hub' : described === 'the Pool' ? 'pool' : (described as StationId));
