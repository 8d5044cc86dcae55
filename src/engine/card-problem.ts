/** One problem a game's card files have, as the card linters print it: `code card field: message`. */
export interface CardProblem {
  /** The problem's code from the game's list (e.g. CYGW-SCHEMA, MEAT-COST, CARD-FILE). */
  readonly code: string;
  /** The card's id, or a file or set name in parentheses (`(miracles)`, `(set)`) for a problem of a whole file or set. */
  readonly card: string;
  readonly field: string;
  readonly message: string;
}
