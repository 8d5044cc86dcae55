/** Statecharts (XState v5): a game played on one page, the KULT match. */
export { playMachine, type PlayContext, type PlayEvent, type PlayInput } from './play.machine.js';
export { kultMatchMachine, type MatchContext, type MatchEvent, type MatchInput } from './kult/match.machine.js';
