/**
 * Defence in depth for text this table shows but did not word itself in the moment (a check's
 * `says`, an error's details): Unicode NFC, no control or bidirectional formatting characters
 * (a right-to-left override reverses what follows it), and a length cap. Words a friend's table
 * sent never reach the screen in the first place (issue 11, item 8); this only bounds what a
 * bug could let through. CSS (`overflow-wrap: anywhere`) keeps any word from widening the page.
 */

/** C0/C1 controls, and the bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–E, U+2066–9). */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * @example
 * cleanText('abc\u202Edef')        // 'abcdef'
 * cleanText('x'.repeat(500), 10)   // 'xxxxxxxxx…'
 */
export function cleanText(text: string, max = 1_000): string {
  const clean = text.normalize('NFC').replace(UNSAFE, '');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
