/**
 * The match port and snapshot as KULT's components see them: a match of KULT (its states, acts
 * and card set, `port.game.cards`). The shell's own parts take any game's port.
 */
import type { LogEntry, MatchPort, MatchSnapshot } from '../src/app/match-port.js';
import type { Action, GameState, KultGame } from '../src/kult/index.js';

export type KultPort = MatchPort<GameState, Action, KultGame>;
export type KultSnapshot = MatchSnapshot<GameState, Action>;
export type KultLogEntry = LogEntry<Action>;
