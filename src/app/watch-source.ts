/**
 * What the host's table shows spectators, read from its session (src/net/spectate/watch-desk.ts):
 * the agreement, the log, and the audits sent so far (this table's own, kept to be sent again,
 * and the friend's it received).
 */
import type { SessionContext } from '../../machines/session.js';
import type { MeshContext } from '../../machines/session/mesh-context.js';
import type { WatchSource } from '../net/spectate/watch-desk.js';

/** What a table of three or more shows spectators (its first seat admits them): the agreement, the log, and the audits sent so far (its own and every other seat's). */
export function meshWatchSource(ctx: MeshContext): WatchSource {
  const audits: WatchSource['audits'][number][] = [];
  const mine = ctx.kept.find((o) => o.message.t === 'audit')?.message;
  if (mine?.t === 'audit') audits.push({ seat: ctx.input.me, list: mine.list, listSalt: mine.listSalt, reveals: mine.reveals });
  for (const [seat, a] of Object.entries(ctx.audits)) audits.push({ seat, list: a.list, listSalt: a.listSalt, reveals: a.reveals });
  return { agreement: ctx.agreement, log: ctx.lockstep?.log ?? [], audits };
}

export function watchSource(ctx: SessionContext): WatchSource {
  const audits: WatchSource['audits'][number][] = [];
  const mine = ctx.kept.find((m) => m.t === 'audit');
  if (mine?.t === 'audit') audits.push({ seat: ctx.me, list: mine.list, listSalt: mine.listSalt, reveals: mine.reveals });
  if (ctx.peer.audit) audits.push({ seat: ctx.them, list: ctx.peer.audit.list, listSalt: ctx.peer.audit.listSalt, reveals: ctx.peer.audit.reveals });
  return { agreement: ctx.agreement, log: ctx.lockstep?.log ?? [], audits };
}
