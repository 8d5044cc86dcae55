/**
 * What an automatic setup step waits for from the connected friend (NET-LIVE-02), and at which
 * state, or null when nothing automatic waits: in the lobby and while connecting there is no
 * friend yet; while a player chooses, a person takes their time; in play and after, the game's
 * own clocks and the audit's wait apply. The app runs the step's time limit.
 */
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.js';

export function setupWaitingFor(s: SnapshotFrom<typeof sessionMachine>): string | null {
  if (s.status !== 'active' || !s.context.peerConnected) return null;
  const step = (what: string): string => `${what}|${JSON.stringify(s.value)}`;
  if (s.matches('handshake')) return step('hello and seed commitment');
  if (s.matches('seeding')) return step('seed reveal');
  if (s.matches({ choosing: 'revealed' })) return step('choice reveal');
  if (s.matches({ choosing: 'swapping' })) return step('list for the exchange');
  if (s.matches({ piles: 'committed' })) return step('pile commitments');
  if (s.matches({ piles: 'cut' })) return step('cut');
  return null;
}
