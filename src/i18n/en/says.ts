/**
 * What KULT's judge found (a check's `says`), one message per finding. `{who}` is the seat the
 * sentence is about: a key's `.you` form is the sentence for that seat's own table ("you hold
 * the floor"), the plain key the sentence for everyone else ("Mara holds the floor"). `{x}` names
 * a seat ("you", "Mara"), `{x's}` gives its possessive ("your", "Mara's"); see src/i18n/words.ts.
 * The engine words its English `says` from these (for the actor), and each table words the same
 * check for its own reader; this table is loaded with the rules, not with the lobby.
 */
export const says: Record<string, string> = {
  // Seats and lists inside the sentences.
  'says.seat.pronoun': 'you',
  'says.seat.pronounPossessive': 'your',
  'says.seat.possessive': "{name}'s",
  'says.list.sep': '; ',

  // Card kinds with their article.
  'says.kind.major': 'a Major Arcanum',
  'says.kind.being': 'a Being',
  'says.kind.region': 'a Region',
  'says.kind.influence': 'an Influence card',
  'says.kind.spell': 'a Spell',
  'says.kind.commandment': 'a Commandment',

  // Card kinds without an article ("no Influence card").
  'says.noun.major': 'Major Arcanum',
  'says.noun.being': 'Being',
  'says.noun.region': 'Region',
  'says.noun.influence': 'Influence card',
  'says.noun.spell': 'Spell',
  'says.noun.commandment': 'Commandment',

  // Acts with their article (what a response may aim at).
  'says.act.sway': 'a Sway',
  'says.act.recruit': 'a recruit',
  'says.act.repel': 'a Repel',
  'says.act.proclaim': 'a Proclaim',
  'says.act.influence': 'an Influence',
  'says.act.commandment': 'a Commandment',
  'says.act.spell': 'a Spell',
  'says.act.ability': 'an ability',
  'says.act.attack': 'an attack',
  'says.act.discard': 'a discard',
  'says.act.weapon': 'a Weapon choice',
  'says.or': '{a} or {b}',

  // Whose turn, whose floor (K-ORDER-01, K-TIMING-04, K-ATTACK-06).
  'says.turn.active': '{who} is the active player',
  'says.turn.active.you': 'you are the active player',
  'says.turn.notYours': "it is {active's} turn; {who} cannot act now",
  'says.floor.holds': '{who} holds the floor',
  'says.floor.holds.you': 'you hold the floor',
  'says.floor.notYours': '{who} holds the floor in this window, not {actor}',
  'says.floor.notYours.you': 'you hold the floor in this window, not {actor}',
  'says.floor.inWindow': '{who} holds the floor in this window',
  'says.floor.inWindow.you': 'you hold the floor in this window',
  'says.floor.inOpen': '{who} holds the floor in the {window}',
  'says.floor.inOpen.you': 'you hold the floor in the {window}',
  'says.floor.noWindow': 'no window open: {who} holds the floor',
  'says.floor.noWindow.you': 'no window open: you hold the floor',
  'says.window.combat': 'combat modification loop',
  'says.window.preDraw': 'pre-draw window',
  'says.window.postDraw': 'post-draw window',
  'says.pass': '{who} passes',
  'says.pass.you': 'you pass',

  // Pending choices (Q-09, K-DRAW-03, K-SETUP-04, NET-RANDOM-01).
  'says.pending.answers': '{who} answers the pending choice',
  'says.pending.answers.you': 'you answer the pending choice',
  'says.pending.placeMarker': '{who} must first choose where a marker goes',
  'says.pending.placeMarker.you': 'you must first choose where a marker goes',
  'says.pending.recommit': '{who} must first commit afresh to their reshuffled discard pile',
  'says.pending.recommit.you': 'you must first commit afresh to your reshuffled discard pile',
  'says.pending.cut': '{who} must first cut the reshuffled pile',
  'says.pending.cut.you': 'you must first cut the reshuffled pile',
  'says.pending.random': '{who} must first show the next link of their hash chain for the random draw',
  'says.pending.random.you': 'you must first show the next link of your hash chain for the random draw',
  'says.chain.none': '{who} has no hash chain in this match',
  'says.chain.none.you': 'you have no hash chain in this match',
  'says.chain.usedUp': "{who's} hash chain is used up ({n} links)",
  'says.chain.allUsed': "{who's} hash chain is used up: no random outcome can be drawn any more",
  'says.chain.link': '{who} shows link {n} of their hash chain, which hashes to the one before',
  'says.chain.link.you': 'you show link {n} of your hash chain, which hashes to the one before',
  'says.chain.notNext': "{who's} link does not hash to their chain's last link: it is not the next one",
  'says.chain.notNext.you': "your link does not hash to your chain's last link: it is not the next one",
  'says.cut': "{who} cuts {owner's} reshuffled pile",
  'says.cut.you': "you cut {owner's} reshuffled pile",

  // The step and the card's timing (K-ORDER, K-CMD-01, K-SPELL-03, K-DEED-INFLUENCE-02, K-ATTACK-17).
  'says.step.yours': "{who's} step {n} ({step})",
  'says.step.notActive': "only the active player may do this, in their step {n}; it is {active's} turn",
  'says.timing.turn': "playable during {who's} turn",
  'says.timing.notTurn': "playable only during {who's} own turn; it is {active's} turn",
  'says.timing.deeds': "played in {who's} turn",
  'says.timing.notDeeds': "playable only in {who's} own step 4 (deeds) or in {who's} own combat (K-ATTACK-17)",
  'says.timing.step': "played in {who's} step {n}",
  'says.timing.notStep': "playable only in {who's} own step {n} ({step})",

  // The card played: in hand, its kind (K-DEED-01, K-DISCARD-02, K-CMD-01, K-SPELL-03, K-DEED-INFLUENCE-01, K-DEED-PROCLAIM-01).
  'says.hand.in': "{card} is in {who's} hand",
  'says.hand.notIn': "{card} is not in {who's} hand",
  'says.card.isKind': '{card} is {kind}',
  'says.card.notCommandment': '{card} is {kind}, not a Commandment',
  'says.card.notSpell': '{card} is {kind}, not a Spell',
  'says.card.notInfluence': '{card} is {kind}, not an Influence card',
  'says.card.proclaimable': '{card} is {kind}: it can be Proclaimed',
  'says.card.notProclaimable': '{card} is {kind}; only Beings and Regions are Proclaimed',

  'says.unique.inPlay': "{card} is Unique and a copy is already in play in {owner's} cross",

  // Where a card goes (K-DEED-PROCLAIM-02, K-DEED-INFLUENCE-03/10, K-ATTACH-01).
  'says.proclaim.own': "into {who's} own Mystic Cross",
  'says.proclaim.notOwn': "only into {who's} own Mystic Cross; {card} has no text allowing {owner's} cross",
  'says.influence.ownMajor': "{card} goes onto {who's} own Major Arcanum",
  'says.influence.notOwnMajor': "{card} can only be Influenced onto {who's} own Major Arcanum",
  'says.influence.attaches': "{card} attaches to {host} in {owner's} cross",
  'says.attach.ownPawn': "{card} attaches only to another Pawn in {who's} own cross",

  // Suits (K-SUIT-04): one part per Suit the card needs.
  'says.suits.none': 'needs no Suits',
  'says.suits.list': '{parts}',
  'says.suits.part': 'needs {suit}×{need}, {who} controls {suit}×{have}{origin}',
  'says.suits.part.you': 'needs {suit}×{need}, you control {suit}×{have}{origin}',

  // Attacks and Weapons (K-ATTACK-02..04, K-WEAPON-02).
  'says.being.inCast': "{card} is a Being in {who's} Cast ({station})",
  'says.attack.notOwnCast': "the attacker must be a Being in {who's} own Cast",
  'says.attack.notOwnCastAt': "the attacker must be a Being in {who's} own Cast ({card} is on {station} in {owner's} cross)",
  'says.attack.badTarget': 'the target must be another Being in a Cast (Stage cards, Regions and attachments cannot be attacked)',
  'says.attack.badTargetIs': 'the target must be another Being in a Cast: {card} is {kind} on {station} (Stage cards, Regions and attachments cannot be attacked)',
  'says.weapon.own': "{who's} combatant chooses its Weapon",

  // Spells' casters (K-SPELL-01, K-SPELL-02).
  'says.spell.noCaster': '{who} has no Spellcaster in play',
  'says.spell.noCaster.you': 'you have no Spellcaster in play',
  'says.spell.notCaster': '{caster} is not a Spellcaster',
  'says.spell.notInCross': "{card} is not in {who's} cross",
  'says.spell.faceUp': "{card} is face-up in {who's} cross",

  // Targets of Commandments (K-CMD-03) and cancelling (K-TIMING-02, K-TIMING-03).
  'says.target.name': '{card}: name its target before playing it',
  'says.cancel.nothing': 'there is no {what} on the floor for {card} to cancel',
  'says.cancel.cannot': '{card} cannot cancel {what}',
  'says.cancel.notOnFloor': '{card} must target an act still on the floor; earlier acts cannot be reached',
  'says.cancel.does': '{card} makes {what} ineffective',
  'says.cancel.already': '{what} is already ineffective',

  // Decks a Major cannot wholly play (K-AFFIL-04..06): warnings, not refusals.
  'says.deck.warning': 'warning: {text}',
  'says.deck.opposite': '{count} of the {total} cards can never be played by {major} (opposite affiliation)',
  'says.deck.misguidance': 'Beings of the opposite affiliation ({count} cards) can be played by {major} only with Misguidance on it',
  'says.deck.regions': '{regions} can never be played by {major} (opposite affiliation Region)',

  // How the game was won (K-WIN-01/02/04).
  'says.win.hub': '{who} holds {n} markers in the Hub: {target}',
  'says.win.hub.you': 'you hold {n} markers in the Hub: {target}',
  'says.win.regular': '{regular} markers in the Hub win',
  'says.win.majority': '{remaining} markers remain: a majority of {majority} wins (regular target {regular})',

  // Repels (K-REPEL-01, K-REPEL-09, Q-07).
  'says.repel.holds': "{spot} holds {n} marker(s) in {who's} cross",
  'says.repel.none': "no marker on {spot} in {who's} cross",
  'says.repel.purpose': 'the {suit} helps pay for {card} ({match})',
  'says.repel.hidden': "the purpose lies in {who's} hidden hand: it is verified at the audit",
  'says.repel.noPurpose': 'a Repel must have a purpose: no card {who} could play now needs another {suit}',

  // Abilities, The Void (K-GEN-01), Fly in the Ointment, Faith Shortcut (K-ATTACK-16).
  'says.ability.own': "{card} stands in {who's} cross",
  'says.ability.notOwn': "{card} stands in {owner's} cross, not in {who's} own",
  'says.void.discards': '{who} discards one of {n} cards at random',
  'says.void.discards.you': 'you discard one of {n} cards at random',
  'says.suitLoss.loses': "{who} loses one {suit} (controls {n}) until the end of the current player's turn",
  'says.suitLoss.loses.you': "you lose one {suit} (control {n}) until the end of the current player's turn",
  'says.suitLoss.none': '{who} controls no {suit} to lose',
  'says.suitLoss.none.you': 'you control no {suit} to lose',
  'says.move.alongCross': "{card} moves a marker one step along {who's} cross (Cast ↔ Stage ↔ Hub)",
};
