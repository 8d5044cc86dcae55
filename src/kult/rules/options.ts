/** The match options, and what each ruleset profile changes in them (K-DECK-01's minimum, the FAQ's lists). */
import type { MatchConfig } from './setup.js';
import type { Options } from '../types.js';

export const DEFAULT_OPTIONS: Options = {
  profile: 'FAQ',
  faqSuggestedLists: true,
  minDeckSize: 58,
  kingpinDrawTarget: true,
  reshuffle: 'seeded',
  turnCap: 400,
};

export function optionsFor(partial: MatchConfig['options']): Options {
  const profile = partial?.profile ?? 'FAQ';
  const byProfile: Partial<Options> = profile === 'IT' ? { minDeckSize: 59, faqSuggestedLists: false } : profile === 'BASE_V1' ? { faqSuggestedLists: false } : {};
  const { collectionMode: _c, ...rest } = partial ?? {};
  return { ...DEFAULT_OPTIONS, ...byProfile, ...rest, profile };
}

