/** The statements proofs are bound to: which deck, which seat, which card and which version. */
import { bytesToHex, framed, text } from './group.js';

export function shareContext(deckId: string, seat: string, handle: number, version: number): string {
  return bytesToHex(framed([text('share'), text(deckId), text(seat), text(String(handle)), text(String(version))]));
}

export function moveContext(deckId: string, seat: string, handle: number, version: number): string {
  return bytesToHex(framed([text('move'), text(deckId), text(seat), text(String(handle)), text(String(version))]));
}
