/**
 * Where a table's secret tokens (salts, seeds) come from: crypto.getRandomValues, here at the
 * I/O edge. The rules never see randomness except through seeds and the tables' hash chains.
 */

/** 128 random bits as 32 lowercase hex digits. */
export function randomToken(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(16), (x) => x.toString(16).padStart(2, '0')).join('');
}
