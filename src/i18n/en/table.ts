/** The table (`<kult-table>`): seats, the move panel, choosers, the judge's captions, status and result. */
export const table = {
  'table.label': 'KULT table',
  'table.waiting': 'Setting the table…',
  'table.you': 'You ({major})',
  'table.seat.mine': 'Your side of the table',
  'table.seat.theirs': "{player}'s side of the table",

  // The opponent's connection and the match status
  'table.conn.local': 'Practice: the bot plays on this page',
  'table.conn.connected': '{player} is connected',
  'table.conn.away': '{player} is away: the game is paused until they return',
  'table.conn.reconnecting': 'Reconnecting to {player}…',
  'table.conn.hidden': '{player} switched to another tab: their table still answers',
  'table.conn.silent': '{player}’s table is not answering: the game is paused while this table tries to reconnect',
  'table.status.paused': 'Paused',
  'table.status.stopped': 'The match is stopped.',
  'table.result.won': 'You won the game',
  'table.result.lost': '{player} won the game',
  'table.result.draw': 'The game ended without a winner',
  'table.result.why': '{rule}: {says}',

  // The move panel
  'table.moves.label': 'Your move',
  'table.moves.heading': 'Your move',
  'table.hint.yours': 'Choose a lit card in your hand or a lit spot of your cross, or one of the buttons.',
  'table.hint.window': 'You hold the floor: respond with a lit card, or Pass.',
  'table.hint.waiting': 'Waiting for {player}…',
  'table.hint.ended': 'The game is over.',
  'table.hint.hand': '{card} is in your hand: the lit spots are where it may go. Escape puts it back.',
  'table.hint.hand.none': '{card} has no legal use now: point at a spot to see why, or choose it to try.',
  'table.hint.spot': '{spot} is chosen: the lit spots are its legal targets. Escape puts it down.',
  'table.hint.spot.none': '{spot} has no legal move now: point at a spot to see why, or choose it to try.',
  'table.hint.ownOnly': 'Markers move only inside your own cross.',
  'table.hint.chooseFirst': 'Choose one of your cards first, then its target.',
  'table.hint.pick': 'Choose the Cast cards that receive a marker, then confirm.',
  'table.cancel': 'Cancel',
  'table.spot.hub': 'your Hub',
  'table.spot.station': 'your {station} station ({card})',
  'table.spot.empty': 'your empty {station} station',

  // Step buttons (only the legal ones show)
  'table.act.endStep': 'End the {step} step',
  'table.act.declineAttack': "Don't attack",
  'table.act.recruit': 'Recruit',
  'table.act.recruitOnto': 'Recruit onto {stations}',
  'table.act.recruitNone': "Don't recruit",
  'table.act.recruitPick': 'Choose where to recruit…',
  'table.act.recruitPicked': 'Recruit onto {stations}',
  'table.act.recruitPickedNone': 'Recruit onto the chosen cards',
  'table.act.discardNone': 'Discard nothing',
  'table.act.discardHint': 'To discard a card, choose it in your hand.',
  'table.act.choose': 'Place the marker on {station}',
  'table.act.weapon': 'Fight with {weapon} ({being})',
  'table.act.pool': 'Repel to the Pool…',
  'table.act.ability': "Use {card}'s ability…",
  'table.act.play': 'Play {card}…',
  'table.act.attackHint': 'To attack, choose your attacker in your Cast, then its target.',

  // Choosers
  'table.choose.suit': 'Repel from {from} to {to}: which Suit do you gain?',
  'table.choose.which': 'Which one?',
  'table.choose.play': 'Play {card}: on what?',
  'table.choose.do': 'Do it',
  'table.abilities': 'Abilities and plays',

  // The judge column
  'table.judge.label': 'The judge',
  'table.judge.idle': 'Point at a spot or try a move: the judge shows every check, with its rule.',
  'table.judge.attempt': 'Your move · {act}',
  'table.judge.hover': 'If you try · {act}',
  'table.judge.opponent': '{act}',

  // The log panel
  'table.log.show': 'Show the log',
  'table.log.hide': 'Hide the log',
  'table.announce.label': 'The game as it happens',

  // The views of a narrow table (a phone)
  'table.views.label': 'Show on the table',
  'table.views.board': 'Table',
  'table.views.judge': 'Judge',
  'table.views.log': 'Log',
  'table.views.news': ' (new)',
} as const;
