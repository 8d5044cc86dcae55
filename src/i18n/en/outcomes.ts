/**
 * What acts did and how the match began: the log's outcome lines and turn headings, the table's
 * banner and narration, the race to win, and a combat's totals (components/outcome-words.ts,
 * opening-words.ts, combat-words.ts, kult-table's score and banner).
 */
export const outcomes = {
  // What an act did (its recap, components/outcome-words.ts).
  'log.outcome.label': 'What happened',
  'log.outcome.combat.won': 'Combat: {attacker} {a} vs {target} {t}: {winner} wins by {by} ({rule})',
  'log.outcome.combat.tieWon': 'Combat: {attacker} {a} vs {target} {t}, a tie: {winner} wins ties ({rule})',
  'log.outcome.combat.tie': 'Combat: {attacker} {a} vs {target} {t}, a tie: nobody is discarded ({rule})',
  'log.outcome.combat.void': 'The combat of {attacker} and {target} ends with no result: a combatant left the Cast ({rule})',
  'log.outcome.cards.one': 'a card',
  'log.outcome.cards.other': '{count} cards',
  'log.outcome.hiddenCards.one': 'a hidden card',
  'log.outcome.hiddenCards.other': '{count} hidden cards',
  'log.outcome.draw': '{who} draws {cards}',
  'log.outcome.draw.you': 'You draw {cards}',
  'log.outcome.handDiscard': '{who} discards {cards} from hand',
  'log.outcome.handDiscard.you': 'You discard {cards} from hand',
  'log.outcome.discarded.one': '{cards} is discarded',
  'log.outcome.discarded.other': '{cards} are discarded',
  'log.outcome.removed.one': '{cards} leaves the game',
  'log.outcome.removed.other': '{cards} leave the game',
  'log.outcome.moved': '{card} goes from {from} to {to}',
  'log.outcome.place.station': '{owner} {station}',
  'log.outcome.place.attached': 'under {owner} {station}',
  'log.outcome.place.hand': '{owner} hand',
  'log.outcome.place.drawPile': '{owner} draw pile',
  'log.outcome.place.discardPile': '{owner} discard pile',
  'log.outcome.place.removed': 'out of the game',
  'log.outcome.place.inEffect': 'the table ({owner} Commandments in effect)',
  'log.outcome.place.hubCard': '{owner} Hub card',
  'log.outcome.place.nowhere': 'nowhere',
  'log.outcome.reshuffled': "{who} shuffles the discard pile ({cards}) into a new draw pile",
  'log.outcome.reshuffled.you': 'You shuffle your discard pile ({cards}) into a new draw pile',
  'log.outcome.turned.one': '{cards} is Turned',
  'log.outcome.turned.other': '{cards} are Turned',
  'log.outcome.faceUp.one': '{cards} turns face up',
  'log.outcome.faceUp.other': '{cards} turn face up',
  'log.outcome.markers': 'Markers: {changes}',
  'log.outcome.marker.spot': '{owner} {where} {from} → {to}',
  'log.outcome.marker.hub': '{owner} Hub {from} → {to}',
  'log.outcome.marker.pool': 'the Pool {from} → {to}',
  'log.outcome.marker.eliminated': 'out of the game {from} → {to}',
  'log.outcome.won': '{who} wins ({rule})',
  'log.outcome.won.you': 'You win ({rule})',

  // How the match began (GameUI.opening).
  'log.opening.label': 'Setup',
  'log.opening.sameMajor': "{players} revealed the same Major Arcanum, {major}, and play each other's decks",
  'log.opening.sameMajor.you': "You and {others} revealed the same Major Arcanum, {major}, and play each other's decks",
  'log.opening.first': '{who} starts: the lowest Hierarchy ({hierarchy})',
  'log.opening.first.you': 'You start: the lowest Hierarchy ({hierarchy})',
  'log.opening.tie': 'Hierarchy tie at {hierarchy}: the shared seed picks {who} to start',
  'log.opening.rule': '{words} ({rule})',

  // Turn headings.
  'log.turn.heading': 'Turn {turn}',
  'log.turn.count.one': '1 act',
  'log.turn.count.other': '{count} acts',

  // A combat's totals (components/combat-words.ts).
  'combat.versus': '{attacker} {a} vs {target} {t}',
  'combat.result.wins': '{winner} wins ({rule})',
  'combat.result.tieWon': 'a tie: {winner} wins ties ({rule})',
  'combat.result.tie': 'a tie: nobody is discarded ({rule})',
  'combat.now': '{versus}: {result}',
  'combat.preview': 'If you attack: {versus}: {result}',
  'combat.preview.weapon': 'With {weapon} on {being}, chosen when the combat starts (K-WEAPON-02): {versus}: {result}',
  'timing.window.combatTotals': 'Combat modification · {totals}',

  // A Being's Combat Value in play (kult-card, kult-cross).
  'cross.cv': 'CV {cv}',
  'cross.cvModified': 'CV {cv} ({parts})',

  // The race to win beside each player's name (kult-table/score.ts).
  'table.score.hub': 'Hub {hub}',
  'table.score.target': 'of {target}',
  'table.score.majority': 'of {target}, the majority of the {remaining} markers left',
  'table.score.needs.one': '· one marker from winning',
  'table.score.needs.other': '· {count} markers to go',
  'table.score.won': '· has won',

  // The banner and the narration (kult-table/outcome-banner.ts, narration.ts).
  'table.banner.label': 'What just happened',
  'table.announce.earlier': '{count} earlier things happened too',
} as const;
