/**
 * taroticum's KULT rules engine: the public API (mirrored in package.json
 * `exports` as `taroticum/kult`). Pure functions over immutable GameState.
 */
export { createMatch, act, stateHash, serialize, restore, type ActResult, type RestoreResult } from './match.js';
export { judge } from './judge.js';
export { legalActions } from './legal-actions.js';
export { publicView, privateView } from './views.js';
export { validateDeck, validateDeckFor, deckSizeCheck, deckWarnings, type DeckContext, type DeckWarning } from './rules/deck.js';
export { optionsFor, DEFAULT_OPTIONS, type MatchConfig, type PlayerConfig, type SetupResult } from './rules/setup.js';
export { winTarget, winRace, wagerOutcome, type WinRace } from './rules/win.js';
export { combatOutcome, combatPreview, type CombatOutcome, type CombatPreview } from './rules/combat.js';
export { openingFacts, type OpeningFact } from './rules/opening.js';
export { actRecap, type Recap, type Outcome, type Place } from './recap.js';
export { invariantProblems } from './invariants.js';
export { revealCards, revealedCopyBreach, type Reveal, type RevealResult } from './hidden.js';
export { loadCardSets, type CardSet, type CardProblem, type CardSetResult } from './cards/card-set.js';
export { CARD_PROBLEM_CODES } from './cards/checks.js';
export { parseDeckList, formatDeckList, type DeckList, type DeckListProblem, type DeckListResult } from './cards/deck-list.js';
export { controlledSuits, suitMatch, type SuitControl } from './state/suits.js';
export { combatValue, describeCv, type CombatValue } from './state/cv.js';
export { handTarget } from './state/hand-size.js';
export { floorHolder, locate, defOf } from './state/access.js';
export { actionSchema } from './action-schema.js';
export { coreCards, coreCardsWith } from './cards/core.js';
export {
  buildPosition, dealOrder, instancesOf, lastActId, playOnUntil, moveOn, placeCard, attachCard, drawToHand, setHubMarkers, eliminateMarkers,
  PositionError, FILLER_CARD, type PositionPlan, type SeatPlan, type CrossPlan, type Zone,
} from './position.js';
export { STARTER_DECKS } from './cards/starter-decks.js';
export type { Ctx } from './context.js';
export type * from './types.js';
export { SUITS, STATIONS, STAGE, CAST, STEPS, REALMS, STRUGGLES, PROFILES } from './types.js';
export { kultGame, kultSettingsSchema, type KultGame, type KultSettings } from './game.js';
export { BOT_LEVELS, botFor, isBotLevel, selfHarm, SELF_HARM_KINDS, type BotLevel, type KultBot, type SelfHarm, type SelfHarmKind } from './bots/index.js';
export type { Judgement, Check } from '../engine/judgement.js';
