/**
 * English messages for the card face, the Mystic Cross, the hand and the piles
 * (components/kult-card, kult-cross, kult-hand, kult-piles).
 *
 * Counts come in `.one` / `.other` pairs; components pick one with `plural()`
 * from src/i18n/plural.ts, so a locale with more plural forms can add
 * keys without touching a component.
 */
export const cards = {
  // What a card is (kind line and ARIA labels).
  'card.kind.major': 'Major Arcanum',
  'card.kind.being': 'Being',
  'card.kind.region': 'Region',
  'card.kind.influence': 'Influence',
  'card.kind.spell': 'Spell',
  'card.kind.commandment': 'Commandment',
  'card.being.lictor': 'Lictor',
  'card.being.razide': 'Razide',
  'card.being.creature': 'Creature',
  'card.being.pawn': 'Pawn',
  'card.pawnOf': 'Pawn of {realm}',
  'card.realm.death': 'Death',
  'card.realm.passion': 'Passion',
  'card.realm.timeSpace': 'Time and Space',
  'card.realm.madness': 'Madness',
  'card.realm.dreams': 'Dreams',
  'card.lore': 'Lore of {realm}',
  'card.weapon': 'Weapon',
  'card.item': 'Item',
  'card.unique': 'Unique',
  'card.kindLine': '{kind} — {detail}',
  'card.hierarchy': 'Hierarchy {n}',
  'card.affiliation.red': 'red',
  'card.affiliation.blue': 'blue',
  'card.affiliation.white': 'neutral',
  'card.station.N': 'North',
  'card.station.E': 'East',
  'card.station.S': 'South',
  'card.station.W': 'West',
  'card.station.C1': 'First',
  'card.station.C2': 'Second',
  'card.station.C3': 'Third',
  'card.station.C4': 'Fourth',
  'card.stationShort.N': 'N',
  'card.stationShort.E': 'E',
  'card.stationShort.S': 'S',
  'card.stationShort.W': 'W',
  'card.stationShort.C1': '1st',
  'card.stationShort.C2': '2nd',
  'card.stationShort.C3': '3rd',
  'card.stationShort.C4': '4th',

  // The full description a card face reads out (role="img").
  'card.aria.needs': 'needs {suits}',
  'card.aria.controls': 'controls {suits}',
  'card.aria.noSuits': 'needs no Suits',
  'card.aria.cv': 'CV {cv}',
  'card.aria.cvMod': 'CV {mod}',
  'card.aria.stations': 'may stand on {stations}',
  'card.aria.markers.one': '{count} marker',
  'card.aria.markers.other': '{count} markers',
  'card.aria.faceDown': 'face-down',
  'card.aria.back': 'Card back',
  'card.aria.highlight.legal': 'can be chosen',
  'card.aria.highlight.illegal': 'cannot be chosen',
  'card.aria.highlight.selected': 'selected',
  'card.aria.error': 'Card error',

  // Embedding by id (`<kult-card card-id="usher">`).
  'card.loading': 'Loading card {id}…',
  'card.error.title': 'Cannot show card “{id}”',
  'card.error.unknown': 'No card with id “{id}” in the set “{set}”.',
  'card.error.fetch': 'Could not load the card set {url}: {reason}',
  'card.error.json': 'The card set {url} is not valid JSON: {reason}',
  'card.error.problem': '{card} › {field}: {message}',

  // The Mystic Cross.
  'cross.label': "{player}'s Mystic Cross",
  'cross.stage': 'Stage',
  'cross.cast': 'Cast',
  'cross.hub': "{player}'s Hub: {major}, {markers}",
  'cross.station.empty': "{player}'s {station} station: empty",
  'cross.station.card': "{player}'s {station} station: {card}, {face}, {markers}",
  'cross.faceUp': 'face-up',
  'cross.faceDown': 'face-down',
  'cross.hidden': 'unknown card',
  'cross.attachments': 'with {cards} attached',
  'cross.legal': 'can be chosen',
  'cross.selected': 'selected',
  'cross.dragMarkers': 'drag to move a marker',
  'cross.tokens.one': '{count} marker',
  'cross.tokens.other': '{count} markers',

  // The hand.
  'hand.label.one': "{player}'s hand: {count} card",
  'hand.label.other': "{player}'s hand: {count} cards",
  'hand.empty': 'No cards in hand',

  // Pool, draw pile, discard pile.
  'piles.label': "{player}'s piles",
  'piles.pool.one': 'Population pool: {count} marker',
  'piles.pool.other': 'Population pool: {count} markers',
  'piles.poolDrop': 'drop a marker here to send it to the pool',
  'piles.draw': 'Draw pile: {count}',
  'piles.discard': 'Discard pile: {count}',
  'piles.poolTitle': 'Pool',
  'piles.drawTitle': 'Draw',
  'piles.discardTitle': 'Discard',
} as const;
