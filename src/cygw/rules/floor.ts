/**
 * Who holds the floor and what they may do there: the first waiting decision, else the Intention
 * turn (Preach or Pray; after Praying, the Mob benefit and deals), else the action round.
 */
import type { SeatId } from '../../engine/game.js';
import type { CygwState, Prompt } from '../state.js';
import type { CygwAction } from '../actions.js';
import { owing, setupDue } from '../net/decks.js';

export interface FloorNow {
  readonly seat: SeatId;
  readonly types: readonly CygwAction['type'][];
  /** The rule that gives this seat the floor. */
  readonly rule: string;
  readonly prompt: Prompt | null;
}

const PROMPT_ACTS: Record<Prompt['kind'], { types: readonly CygwAction['type'][]; rule: string }> = {
  celebrate: { types: ['celebrate', 'decline'], rule: 'C-SUPREMACY-05' },
  benefit: { types: ['benefit', 'decline'], rule: 'C-RESOLVE-12' },
  return: { types: ['return'], rule: 'C-LOC-11-01' },
  give: { types: ['give'], rule: 'C-FLOW-06' },
  'altar-loss': { types: ['altar'], rule: 'C-INTRIGUE-FOILEDPLOT-01' },
  iniquity: { types: ['reveal', 'skip'], rule: 'C-CULT-NIRRITI-D1' },
};

export function floorNow(s: CygwState): FloorNow | null {
  if (s.phase === 'over') return null;
  if (s.net) {
    // Between friends the shared decks come first: their keys and shuffles, then any share owed (NET-DECK-01/02/07).
    const due = setupDue(s.net);
    if (due) return { seat: due.seat, types: ['deck'], rule: due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02', prompt: null };
    const owes = owing(s)[0];
    if (owes) return { seat: owes, types: ['deck'], rule: 'NET-DECK-07', prompt: null };
  }
  const prompt = s.prompts[0];
  if (prompt) {
    const { types, rule } = PROMPT_ACTS[prompt.kind];
    return { seat: prompt.seat, types, rule: prompt.kind === 'give' ? prompt.rule : rule, prompt };
  }
  if (s.turn === null) return null;
  if (s.phase === 'intention') return s.dealing ? { seat: s.turn, types: ['mob', 'sell', 'buy', 'done'], rule: 'C-INTENT-DEAL-02', prompt: null } : { seat: s.turn, types: ['preach', 'pray'], rule: 'C-INTENT-01', prompt: null };
  if (s.phase === 'resolution' && s.step === 'actions') return { seat: s.turn, types: ['pass', 'miracle', 'intrigue', 'ability'], rule: 'C-RESOLVE-06', prompt: null };
  return null;
}
