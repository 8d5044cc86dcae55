/**
 * Friend match set-up in words: FriendMatch's phase as the steps a player
 * sees, and error codes (transport, session, FriendMatch) as what happened
 * and what to do. Display only: the phases come from the session statechart.
 */
import type { FriendPhase } from '../../src/app/friend-match.js';
import { msg } from '../../src/i18n/catalog.js';

/** Looks up a message; the lobby passes one that prefers the game's own words (`kult.lobby.…`). */
export type Words = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export type StepKey = 'connect' | 'friend' | 'handshake' | 'majors' | 'decks' | 'play';
export interface ProgressStep {
  readonly key: StepKey;
  readonly state: 'done' | 'current' | 'todo';
}

const STEP_OF: Readonly<Record<FriendPhase, StepKey | null>> = {
  connecting: 'connect',
  'waiting-for-friend': 'friend',
  handshake: 'handshake',
  'accepting-settings': 'handshake',
  choosing: 'majors',
  revealing: 'majors',
  'committing-decks': 'decks',
  playing: 'play',
  'friend-away': 'play',
  reconnecting: 'play',
  auditing: 'play',
  audited: 'play',
  failed: null,
};

/**
 * The set-up steps with the current one marked. A guest dials a host that is already
 * there, so it has no "friend arrives" step.
 *
 * @example
 * progressSteps('host', 'handshake').map((s) => s.state) // ['done', 'done', 'current', 'todo', 'todo', 'todo']
 */
export function progressSteps(role: 'host' | 'guest', phase: FriendPhase): ProgressStep[] {
  const keys: StepKey[] = role === 'host' ? ['connect', 'friend', 'handshake', 'majors', 'decks', 'play'] : ['connect', 'handshake', 'majors', 'decks', 'play'];
  const at = STEP_OF[phase];
  const index = at === null ? -1 : keys.indexOf(at);
  return keys.map((key, i) => ({ key, state: index < 0 ? 'todo' : i < index ? 'done' : i === index ? 'current' : 'todo' }));
}

/** What is happening now, in a sentence; a player who has not chosen yet is told to. */
export function phaseWords(phase: FriendPhase, chosen: boolean, words: Words = msg): string {
  if (phase === 'choosing' && !chosen) return words('lobby.choice.needed');
  return words(`lobby.phase.${phase}`);
}

/** Every error code the lobby explains; others get the generic words. */
export const EXPLAINED_ERRORS = [
  'signalling-unreachable', 'peer-not-found', 'room-full', 'room-taken', 'connect-failed', 'connection-lost',
  'invalid-config', 'network', 'protocol', 'version', 'ruleset', 'card-set', 'commitment', 'setup', 'saved', 'restarted', 'restarted-in-play', 'friend-stopped', 'setup-stalled',
  // What the friend's table did in the setup (machines/session.ts): NET-COMMIT-03, K-DECK… in the details.
  'bad-commitment', 'illegal-deck',
] as const;

/** The title and the advice for an error code. */
export function errorWords(code: string, words: Words = msg): { readonly title: string; readonly help: string } {
  const key = (EXPLAINED_ERRORS as readonly string[]).includes(code) ? code : 'unknown';
  return { title: words(`lobby.error.${key}.title`), help: words(`lobby.error.${key}.help`) };
}
