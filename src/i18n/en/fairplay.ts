/**
 * Fair play in this table's own words (`fairplay.*`): what the friend's table did against the
 * protocol (src/net/violation.ts codes), the verdict on the result screen, and the table's
 * banners. Parameters are this table's own: a rule ID, an act number, an act kind in our words,
 * a count. Nothing here ever holds words the friend's table sent.
 */
export const fairplay = {
  // One sentence per violation code
  'fairplay.violation.refused-legal-act': 'Your friend’s table refused {act}, which the rules allow on the state both tables share ({rule}). Tables that play by the rules never disagree, so the match is stopped as a dispute; the refused act and the refusal are kept as evidence.',
  'fairplay.violation.forged-ack': 'Your friend’s table acknowledged {act} with a state fingerprint that is not this table’s ({rule}): its state is not the one the rules give. The match is stopped.',
  'fairplay.violation.illegal-act': 'Your friend’s table tried to play {kind} ({act}), which the rules refuse ({rule}). It was refused and nothing changed.',
  'fairplay.violation.bad-message': 'Your friend’s table sent a message this table refuses ({rule}). It was refused and nothing changed.',
  'fairplay.violation.illegal-deck': 'Your friend’s deck breaks the deck rules ({rule}). The match is stopped.',
  'fairplay.violation.bad-commitment': 'Your friend’s table opened a commitment another way than it made it ({rule}): it could have changed a hidden card. The match is stopped.',
  'fairplay.violation.flood': 'Your friend’s table kept sending refused or malformed messages ({rule}). The match is stopped.',
  'fairplay.violation.no-audit': 'Your friend’s table did not show its cards after the game ({rule}): the result is unverified, and that counts against your friend. If its cards arrive late, they are still checked.',
  'fairplay.violation.abandoned': 'Your friend’s table left the match before its end ({rule}): the game is unfinished and unverified, and that counts against your friend.',
  'fairplay.violation.unknown': 'Your friend’s table broke a protocol rule ({rule}).',
  'fairplay.refusal': 'Its refusal cited {rules}.',
  'fairplay.act': 'act #{seq}',
  'fairplay.act.none': 'an act',
  'fairplay.rule.unknown': 'a rule of the protocol',

  // The friend's act kinds, in our words (never the friend's text)
  'fairplay.kind.pass': 'a pass',
  'fairplay.kind.endStep': 'the end of a step',
  'fairplay.kind.sway': 'a Sway',
  'fairplay.kind.recruit': 'a recruit decision',
  'fairplay.kind.repel': 'a Repel',
  'fairplay.kind.proclaim': 'a Proclaim',
  'fairplay.kind.influence': 'an Influence',
  'fairplay.kind.commandment': 'a Commandment',
  'fairplay.kind.spell': 'a Spell',
  'fairplay.kind.ability': 'an ability',
  'fairplay.kind.attack': 'an attack',
  'fairplay.kind.declineAttack': 'a declined attack',
  'fairplay.kind.weapon': 'a Weapon choice',
  'fairplay.kind.discard': 'a discard',
  'fairplay.kind.choose': 'a marker placement',
  'fairplay.kind.recommit': 'a re-commitment of a reshuffled pile',
  'fairplay.kind.cut': 'a cut',
  'fairplay.kind.unknown': 'an act',

  // On the table, as it happens
  'fairplay.table.count.one': 'Your friend’s table has sent {count} refused message in this match.',
  'fairplay.table.count.other': 'Your friend’s table has sent {count} refused messages in this match.',
  'fairplay.stop.heading': 'The match is stopped',
  'fairplay.stop.result': 'See the result',

  // The result screen's verdict
  'fairplay.result.stopped': 'The match was stopped before its end.',
  'fairplay.verdict.heading': 'Fair play',
  'fairplay.verdict.verified': 'Fair play verified: every commitment opened, both decks are the ones committed and legal, and every card played was really in hand.',
  'fairplay.verdict.violated': 'Fair play NOT verified.',
  'fairplay.verdict.more.one': 'And {count} more violation.',
  'fairplay.verdict.more.other': 'And {count} more violations.',
  'fairplay.verdict.stop': 'What stopped the match: {sentence}',
  'fairplay.verdict.unfinished': 'Fair play not verified: the match ended before both tables could show their cards.',
  'fairplay.verdict.all': 'All {count} violations kept as evidence',
} as const;
