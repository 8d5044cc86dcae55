/** Statecharts (XState v5): the KULT match. */
export { kultMatchMachine, type MatchContext, type MatchEvent, type MatchInput } from './kult/match.machine.js';
