/**
 * How often the table stops for its player in the bot's turn, per pass mode (src/app/auto-pass.ts):
 * the passes a player must click per bot turn, measured, never asserted. A scripted practice game:
 * both starter decks, shuffled, 30 seeds each; "you" plays like the sensible bot on its own turn
 * but keeps its Commandments for answers (as players do), and in the bot's turn passes wherever
 * its table stops. Practice decides with the hand (`canAct`), a friend match on public
 * information only; `full` is the rule both had before the modes (stop wherever you could act).
 *
 *   BENCH stops_practice_full 2.11 passes/bot_turn
 */
import { autoPass } from '../src/app/auto-pass.js';
import type { PassMode, PlaySettings } from '../src/app/match-port.js';
import { seedRng, shuffled } from '../src/engine/rng.js';
import { coreCards, floorHolder, kultGame, STARTER_DECKS, type Action, type GameState } from '../src/kult/index.js';

const game = kultGame(coreCards());
const MODES: readonly PassMode[] = ['full', 'affected'];

type Table = 'practice' | 'friend';

/** Clicks per bot turn for each (table, mode), over the same games. */
export function stopsPerBotTurn(seeds = 30): Map<string, number> {
  const clicks = new Map<string, number>();
  let botTurns = 0;
  for (const deck of ['archon', 'angel'] as const) {
    for (let seed = 1; seed <= seeds; seed++) {
      const r = playOne(deck, seed, (state) => {
        const canAct = () => game.legalActions(state, 'you').some((a) => a.type !== 'pass');
        for (const table of ['practice', 'friend'] as const) {
          for (const mode of MODES) {
            const settings: PlaySettings = { mode, stops: [], hold: false };
            const d = autoPass({ game, state, me: 'you', settings, ...(table === 'practice' ? { canAct } : {}) });
            if (d?.by === 'player') clicks.set(key(table, mode), (clicks.get(key(table, mode)) ?? 0) + 1);
          }
        }
      });
      botTurns += r.botTurns;
    }
  }
  const out = new Map<string, number>();
  for (const table of ['practice', 'friend'] as const) for (const mode of MODES) out.set(key(table, mode), (clicks.get(key(table, mode)) ?? 0) / botTurns);
  return out;
}

function key(table: Table, mode: PassMode): string {
  return `stops_${table}_${mode}`;
}

/** One game; `window` is called at every window "you" holds in the bot's turn, where "you" then passes. */
function playOne(deck: 'archon' | 'angel', seed: number, window: (state: GameState) => void): { botTurns: number } {
  const mine = STARTER_DECKS[deck];
  const theirs = STARTER_DECKS[deck === 'archon' ? 'angel' : 'archon'];
  let rng = seedRng(seed);
  let a: readonly string[];
  let b: readonly string[];
  [a, rng] = shuffled(rng, mine.cards);
  [b, rng] = shuffled(rng, theirs.cards);
  const started = game.start({
    seats: [{ id: 'you', choice: mine.majors[0], cards: [...a] }, { id: 'bot', choice: theirs.majors[0], cards: [...b] }],
    seed,
    settings: { ruleset: 'FAQ', struggle: 'continent' },
  });
  if (!started.ok) throw new Error('bench setup failed');
  let s = started.state;
  let botTurns = 0;
  let counted = -1;
  for (let i = 0; i < 5000 && !s.ended && s.turn < 40; i++) {
    const who = floorHolder(s);
    if (s.active === 'bot' && s.turn !== counted) {
      botTurns++;
      counted = s.turn;
    }
    let move: Action | null;
    if (who === 'you' && s.active === 'bot' && s.window) {
      window(s);
      move = { type: 'pass', player: 'you' };
    } else {
      [move, rng] = game.bots.sensible!(s, who, rng);
      // "You" keeps its Commandments for the bot's turn.
      if (who === 'you' && move?.type === 'commandment') {
        const others = game.legalActions(s, 'you').filter((m) => m.type !== 'commandment');
        move = others.find((m) => m.type === 'pass' || m.type === 'endStep' || m.type === 'declineAttack' || (m.type === 'discard' && m.card === null)) ?? others[0] ?? move;
      }
    }
    if (!move) break;
    s = game.apply(s, move);
  }
  return { botTurns };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of stopsPerBotTurn()) console.log(`BENCH ${name} ${value.toFixed(2)} passes/bot_turn`);
}
