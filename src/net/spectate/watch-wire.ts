/**
 * The spectator's wire (docs/protocol.md, "Spectators"): what a watching browser and the host's
 * table say to each other. The spectator says one thing, its `watch` hello; the host answers with
 * a refusal, or with the public agreement (commitments only, NET-SPECTATE-01), every act as the
 * tables logged it (with only the reveals the act made public) and, at the end, each seat's audit.
 * Both sides are untrusted: every message is `unknown` until these schemas accept its shape.
 */
import * as v from 'valibot';
import { hex32 as hex32Of, hex64 as hex64Of } from '../../engine/hex-schemas.js';
import type { AnyGame, GameAction, Reveal, SeatId } from '../../engine/game.js';
import type { Agreement } from '../lockstep/match-from-setup.js';
import { MAX_PILE, PROTOCOL_VERSION } from '../protocol.js';
import { ownProblem, schemaKeys, wireProblem } from '../wire-problem.js';

/** Why a host refuses a spectator (a code, shown with this table's own words). */
export type WatchRefusal = 'off' | 'version' | 'game' | 'full';

/** The most spectators one host feeds at once (each costs the host a copy of every act). */
export const MAX_WATCHERS = 16;
/** The most acts a spectator keeps (a KULT game is a few hundred; a feed past this is refused). */
export const MAX_WATCHED_ACTS = 10_000;

export interface WatchAct {
  readonly t: 'watch-act';
  readonly seq: number;
  readonly from: SeatId;
  readonly event: GameAction;
  readonly reveals: readonly Reveal[];
  readonly hash: string;
}

export type WatchWire =
  /** The spectator's only message: which game and card set it can judge. */
  | { readonly t: 'watch'; readonly v: number; readonly game: string; readonly content: string }
  | { readonly t: 'watch-refused'; readonly reason: WatchRefusal }
  /** The agreement the seats reached: every field of it is public (commitments, revealed choices, cuts, chain heads). */
  | { readonly t: 'watch-setup'; readonly agreement: Agreement }
  | WatchAct
  /** The tables took back the acts from `seq` on (NET-UNDO-02). */
  | { readonly t: 'watch-undo'; readonly seq: number }
  /** A seat's audit, as that seat sent it to the others at the end: its list, the list's salt and every card it held. */
  | { readonly t: 'watch-audit'; readonly seat: SeatId; readonly list: readonly string[]; readonly listSalt: string; readonly reveals: readonly Reveal[] };

export type WatchParse = { readonly ok: true; readonly message: WatchWire } | { readonly ok: false; readonly error: string };

const hex32 = hex32Of();
const hex64 = hex64Of();
const short = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const seatId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,15}$/, 'a seat id'));
const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_WATCHED_ACTS));
const cardId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'a card id'), v.maxLength(64));
const reveal = v.strictObject({ iid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), card: cardId, salt: hex32 });

/** The spectator's message, which the host reads with this game-blind schema before anything else. */
export const watchHelloSchema = v.strictObject({
  t: v.literal('watch'),
  v: v.pipe(v.number(), v.integer()),
  game: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id')),
  content: hex64,
});

export interface WatchCodec {
  /** Validates what a host sent; the error names the field and the kind, never the value. */
  parse(raw: unknown): WatchParse;
}

const codecs = new WeakMap<AnyGame, WatchCodec>();

/** The spectator's reader of the host's messages, for one game (its acts and settings schemas). */
export function watchCodec(game: AnyGame): WatchCodec {
  let codec = codecs.get(game);
  if (!codec) codecs.set(game, (codec = makeCodec(game)));
  return codec;
}

function makeCodec(game: AnyGame): WatchCodec {
  const seatAgreement = v.strictObject({ id: seatId, choice: game.setup.choice, commitments: v.pipe(v.array(hex64), v.minLength(1), v.maxLength(MAX_PILE)), cut: hex32, listCommit: hex64, chain: hex64 });
  const options = [
    watchHelloSchema,
    v.strictObject({ t: v.literal('watch-refused'), reason: v.picklist(['off', 'version', 'game', 'full']) }),
    v.strictObject({
      t: v.literal('watch-setup'),
      agreement: v.strictObject({ seats: v.pipe(v.array(seatAgreement), v.minLength(game.seats.min), v.maxLength(game.seats.max)), seed: v.pipe(v.number(), v.integer()), settings: game.schemas.settings, exchanged: v.boolean() }),
    }),
    v.strictObject({ t: v.literal('watch-act'), seq, from: short, event: game.schemas.action, reveals: v.pipe(v.array(reveal), v.maxLength(8)), hash: hex32Of('a 32-hex-digit state fingerprint') }),
    v.strictObject({ t: v.literal('watch-undo'), seq }),
    v.strictObject({ t: v.literal('watch-audit'), seat: seatId, list: v.pipe(v.array(cardId), v.maxLength(MAX_PILE)), listSalt: hex32, reveals: v.pipe(v.array(reveal), v.maxLength(2 * MAX_PILE)) }),
  ];
  const schema = v.variant('t', options as unknown as [v.VariantOptions<'t'>[number], ...v.VariantOptions<'t'>]);
  let keys: Set<string> | null = null;
  return {
    parse(raw) {
      const r = v.safeParse(schema, raw, { abortEarly: true, message: ownProblem });
      if (r.success) return { ok: true, message: r.output as unknown as WatchWire };
      return { ok: false, error: wireProblem(r.issues[0]!, (keys ??= schemaKeys(schema as unknown as v.GenericSchema)), null) };
    },
  };
}

/** The hello a spectator sends for `game`. */
export function watchHello(game: AnyGame): WatchWire {
  return { t: 'watch', v: PROTOCOL_VERSION, game: game.id, content: game.contentHash };
}
