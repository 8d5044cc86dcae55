/**
 * How a KULT match began, in words, each line with the rule the judge cites: players who revealed
 * the same Major Arcanum and play each other's decks (K-SETUP-03), and who starts, by the lowest
 * Hierarchy (K-FIRST-02) or the shared seed on a tie (K-FIRST-03). Read from the engine's
 * `openingFacts`, the rules setup decided by.
 */
import type { OpeningLine } from '../src/app/game-ui.js';
import { msg } from '../src/i18n/catalog.js';
import { openingFacts, type CardSet, type GameState, type PlayerId } from '../src/kult/index.js';
import { Words } from './describe-action.js';
import '../src/i18n/en/table-words.js';

export function openingWords(cards: CardSet, view: GameState, me: PlayerId): OpeningLine[] {
  const w = new Words(view, cards, { me });
  return openingFacts({ cards }, view).map((f) => {
    if (f.rule === 'K-SETUP-03') {
      const major = cards.cards.get(f.major)?.name ?? f.major;
      const others = w.list(f.players.filter((p) => p !== me).map((p) => w.player(p)));
      return { rule: f.rule, words: f.players.includes(me) ? msg('log.opening.sameMajor.you', { others, major }) : msg('log.opening.sameMajor', { players: others, major }) };
    }
    const hierarchy = String(f.hierarchy);
    if (f.rule === 'K-FIRST-03') return { rule: f.rule, words: msg('log.opening.tie', { hierarchy, who: w.player(f.first) }) };
    return { rule: f.rule, words: w.sentence('log.opening.first', f.first, { hierarchy }) };
  });
}
