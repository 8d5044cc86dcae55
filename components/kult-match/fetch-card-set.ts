/** A KULT card set the embedding page names by URL (`<kult-match cards-url>`), fetched and validated. */
import { loadCardSets, type CardSet } from '../../src/kult/index.js';

/** A card set fetched from a URL and validated, or the lines saying why it cannot be used. */
export async function fetchCardSet(url: string): Promise<{ readonly ok: true; readonly set: CardSet } | { readonly ok: false; readonly lines: readonly string[] }> {
  let json: unknown;
  try {
    const res = await fetch(url);
    if (!res.ok) return { ok: false, lines: [`HTTP ${res.status}`] };
    json = await res.json();
  } catch (err) {
    return { ok: false, lines: [err instanceof Error ? err.message : String(err)] };
  }
  const r = loadCardSets([json]);
  return r.ok ? { ok: true, set: r.set } : { ok: false, lines: r.problems.map((p) => `${p.card}.${p.field}: ${p.message}`) };
}
