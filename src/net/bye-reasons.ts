/**
 * What this table says when the friend's table stopped and sent its reason (`bye`). The reason
 * is the friend's error code, a word the schema bounds but the friend chooses ("claim-your-prize"
 * is a valid code), so only codes this project uses are named, each with this table's own words;
 * any other reads as a reason this table does not know.
 */

/** The error codes a table may give in its `bye`, with this table's words for them. */
const KNOWN: Readonly<Record<string, string>> = {
  protocol: 'this table sent something it did not understand',
  version: 'the two tables run different versions',
  ruleset: 'the two tables play different rules',
  'card-set': 'the two tables use different card sets',
  commitment: 'a commitment did not open as it was made',
  setup: 'the agreed set-up is not a legal match',
  saved: 'its saved match could not be resumed',
  restarted: 'this table started the match again before it began',
  'restarted-in-play': 'this table started a new match while this one was being played',
  'connection-lost': 'the connection was lost',
  network: 'a network error',
  'refused-legal-act': 'it says this table refused a legal act',
  'forged-ack': 'it says the two tables disagree about the state',
  'illegal-act': 'it says this table sent an act the rules refuse',
  'bad-message': 'it says this table sent a message it refuses',
  'illegal-deck': 'it says this table\'s deck breaks the deck rules',
  'bad-commitment': 'it says a commitment of this table did not open as it was made',
  flood: 'it says this table sent too many refused messages',
  'setup-stalled': 'it says this table stopped answering the setup',
  dispute: 'the two tables disagree about an act',
  desync: 'the two tables disagree about the state',
};

/**
 * @example
 * byeWords('restarted')         // "your friend's table stopped the match (restarted): this table started the match again before it began"
 * byeWords('claim-your-prize')  // "your friend's table stopped the match, for a reason this table does not know"
 */
export function byeWords(reason: string): string {
  const words = Object.hasOwn(KNOWN, reason) ? KNOWN[reason] : undefined;
  return words === undefined ? "your friend's table stopped the match, for a reason this table does not know" : `your friend's table stopped the match (${reason}): ${words}`;
}
