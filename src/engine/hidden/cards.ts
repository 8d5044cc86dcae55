/** Which card of a deck's list a decrypted point is: a lookup built once per deck. */
import { cardPoint } from './elgamal.js';
import { pointHex, type Point } from './group.js';

const tables = new Map<string, Map<string, number>>();
const TABLES_MAX = 16;

/** The card's index in the list, or undefined when the point is no card of this deck (NET-DECK-08). */
export function cardIndex(deckId: string, size: number, m: Point): number | undefined {
  const key = `${size}:${deckId}`;
  let table = tables.get(key);
  if (!table) {
    table = new Map(Array.from({ length: size }, (_, i) => [pointHex(cardPoint(deckId, i)), i] as const));
    if (tables.size >= TABLES_MAX) tables.delete(tables.keys().next().value!);
    tables.set(key, table);
  }
  return m.is0() ? undefined : table.get(pointHex(m));
}
