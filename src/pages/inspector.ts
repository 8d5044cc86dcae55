/**
 * The Stately inspector behind `?inspect`, in a new window. `src/pages/main.ts` imports this
 * module dynamically, so it is a chunk of its own that only `?inspect` fetches.
 *
 * The named, static import matters: esbuild keeps every export of a module that is imported
 * dynamically, so `await import('@statelyai/inspect')` would also bundle the Sky and WebSocket
 * inspectors with their dependencies (partysocket, superjson, isomorphic-ws), about two thirds
 * of that chunk. Through this module only `createBrowserInspector` and what it uses remain.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectObserver } from '../app/match-port.js';

/** Opens the inspector window and returns the observer to pass to the actors. */
export function openInspector(): InspectObserver {
  return createBrowserInspector().inspect;
}
