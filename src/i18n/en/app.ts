/** The app shell (`<kult-app>`, `<kult-match>`): loading, routing, the result screen and its audit. */
export const app = {
  'app.name': 'taroticum',
  'app.tagline': 'KULT at the table, judged by the rules',
  'app.loading': 'Setting the table…',
  'app.resuming': 'Resuming your match in room {room}…',
  'app.saved.damaged': 'The match saved for room {room} cannot be resumed ({error}). It is kept as it was; a new match starts instead.',
  'app.saved.unreadable': 'Saved matches cannot be read here ({error}), so this match starts afresh.',
  'app.saved.dismiss': 'Dismiss',
  'app.seat.held': 'This match is already open in another tab of this browser.',
  'app.friend.unavailable': 'Friend play could not start: its code did not load ({error}). Check the connection and try again.',
  'app.seat.takeOver': 'Play it here instead',
  'app.seat.takenOver': 'The match in room {room} is now played in another tab of this browser, so it stopped here.',
  'app.practice.label': 'Practice against the bot',
  'app.friend.label': 'Match with a friend',
  'app.leave': 'Leave the match',
  'app.cardSet.loading': 'Loading the card set {url}…',
  'app.cardSet.error': 'The card set {url} cannot be used',
  'app.inspect': 'Inspector on: the match and session statecharts are sent to the Stately inspector window.',

  // The result screen
  'app.result.heading': 'The game is over',
  'app.result.won': 'You won',
  'app.result.lost': '{player} won',
  'app.result.draw': 'No winner',
  'app.result.why': '{rule}: {says}',
  'app.result.turns': 'after {turns} turns',
  'app.audit.heading': 'Fair play audit',
  'app.audit.waiting': 'Checking fair play: both tables reveal every hidden card and deck list…',
  'app.audit.fair': 'Fair play verified: every commitment opened, both decks are the ones committed and legal, and every card played was really in hand.',
  'app.audit.unfair': 'Fair play NOT verified: {count} checks failed.',
  'app.audit.failedChecks': 'Checks that failed',
  'app.audit.allChecks': 'All {count} checks',
  'app.audit.local': 'Solo practice: the bot plays on this page with the same engine, so there is nothing to audit.',
  'app.result.again': 'Back to the lobby',
  'app.result.table': 'Look at the final table',
  'app.result.hideTable': 'Hide the table',

  // FriendMatch's notices (connection and storage; fairplay.* for the friend's refusals)
  'friend.notice.reconnecting': 'the connection to your friend dropped: reconnecting…',
  'friend.notice.retry': 'connection failed ({error}); trying again in {seconds} s (attempt {attempt})',
  'friend.notice.connectFailed': 'could not connect: {error}',
  'friend.notice.saveFailed': 'this match could not be saved on this device ({error}): reloading this page may not resume it',

  // The table status line
  'app.status.friendAway': 'Your friend is away: the game waits for them.',
  'app.status.reconnecting': 'Reconnecting to your friend…',
  'app.status.friendSilent': 'Your friend’s table is not answering: reconnecting…',
} as const;
