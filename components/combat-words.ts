/**
 * A combat's totals in words, "Veteran 5 vs Artist 3", from the engine's own `combatOutcome` (the
 * numbers the resolution compares): for the modification window while it is open, and for the
 * attack preview when the player points at a target, with each Weapon that could be chosen at the
 * start of the combat (K-WEAPON-02) and who would win.
 */
import { msg } from '../src/i18n/catalog.js';
import { combatOutcome, combatPreview, type CardSet, type CombatOutcome, type GameState, type InstanceId } from '../src/kult/index.js';
import '../src/i18n/en/table-words.js';

function name(cards: CardSet, view: GameState, iid: InstanceId): string {
  const id = view.cards[iid]?.card;
  return (id && cards.cards.get(id)?.name) || msg('log.card.hidden');
}

function versus(cards: CardSet, view: GameState, attacker: InstanceId, target: InstanceId, o: CombatOutcome): string {
  return msg('combat.versus', { attacker: name(cards, view, attacker), a: o.attackerTotal, target: name(cards, view, target), t: o.targetTotal });
}

function result(cards: CardSet, view: GameState, o: CombatOutcome): string {
  if (o.winner === null) return msg('combat.result.tie', { rule: o.rule });
  const winner = name(cards, view, o.winner);
  return o.attackerTotal === o.targetTotal ? msg('combat.result.tieWon', { winner, rule: o.rule }) : msg('combat.result.wins', { winner, rule: o.rule });
}

/** The open combat's totals ("Veteran 5 vs Artist 3"), or null when no combat is on. */
export function combatTotals(cards: CardSet, view: GameState): string | null {
  const c = view.combat;
  const o = c ? combatOutcome({ cards }, view) : null;
  return c && o ? msg('combat.now', { versus: versus(cards, view, c.attacker, c.target, o), result: result(cards, view, o) }) : null;
}

/** What attacking `target` with `attacker` would come to: "Veteran 3 vs Artist 3: Veteran wins ties", then each Weapon's. */
export function attackPreview(cards: CardSet, view: GameState, attacker: InstanceId, target: InstanceId): string[] {
  const p = combatPreview({ cards }, view, attacker, target);
  if (!p) return [];
  return [
    msg('combat.preview', { versus: versus(cards, view, attacker, target, p.outcome), result: result(cards, view, p.outcome) }),
    ...p.weapons.map((w) =>
      msg('combat.preview.weapon', { weapon: name(cards, view, w.weapon), being: name(cards, view, w.being), versus: versus(cards, view, attacker, target, w.outcome), result: result(cards, view, w.outcome) }),
    ),
  ];
}
