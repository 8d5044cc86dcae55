/** The match options, and what each ruleset profile changes in them (K-DECK-01's minimum, the FAQ's lists). */
import type { Options } from '../types.js';

export const DEFAULT_OPTIONS: Options = {
  profile: 'FAQ',
  faqSuggestedLists: true,
  minDeckSize: 58,
  kingpinDrawTarget: true,
  reshuffle: 'seeded',
  turnCap: 400,
};

/** The options a match is set up with: any of them, and `collectionMode` (deck building without the 3-copy limit). */
export type MatchOptions = Partial<Options> & { readonly collectionMode?: boolean };

export function optionsFor(partial: MatchOptions | undefined): Options {
  const profile = partial?.profile ?? 'FAQ';
  const byProfile: Partial<Options> = profile === 'IT' ? { minDeckSize: 59, faqSuggestedLists: false } : profile === 'BASE_V1' ? { faqSuggestedLists: false } : {};
  const { collectionMode: _c, ...rest } = partial ?? {};
  return { ...DEFAULT_OPTIONS, ...byProfile, ...rest, profile };
}

