/**
 * The names of the named handlers (./named-handlers.ts), apart from their code: the card checks
 * read them when a card set loads (the lobby, before any rule is needed). named-handlers.ts
 * declares its table to satisfy `Record<HandlerName, …>`, so the two lists cannot drift apart.
 */
export const HANDLER_NAMES = ['manifestos-absorbs-pawn', 'femme-fatale-attaches', 'the-void', 'astaroth-stirs'] as const;

export type HandlerName = (typeof HANDLER_NAMES)[number];
