/**
 * The friend-match session statechart (machines/session/): the connection and match lifecycle
 * for any game. This module is its public face.
 */
export { sessionMachine } from './session/session.machine.js';
export { toSaved, type SessionContext, type SessionEmitted, type SessionError, type SessionEvent, type SessionInput } from './session/context.js';
export type { SessionSettings } from '../src/net/session-settings.js';
