/**
 * The Stately inspector behind `?inspect`. `src/pages/main.ts` imports this module dynamically,
 * so it is a chunk of its own that only `?inspect` fetches.
 *
 * The named, static import matters: esbuild keeps every export of a module that is imported
 * dynamically, so `await import('@statelyai/inspect')` would also bundle the Sky and WebSocket
 * inspectors with their dependencies (partysocket, superjson, isomorphic-ws), about two thirds
 * of that chunk. Through this module only `createBrowserInspector` and what it uses remain.
 *
 * The inspector records from the page's start but opens its window only when the player asks
 * (a window opened without a click is blocked), then replays what it recorded. Its page lives at
 * stately.ai: without the internet it never answers, and the player is told so.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import type { Inspector, InspectorOpened } from '../app/match-port.js';

/** Events kept for the window until it opens: a whole practice game's worth. */
const RECORDED = 20_000;
/** How long the inspector's page has to answer once its window is open. */
const ANSWER_MS = 15_000;

/** The inspector, recording; `host` is the page's window (a stand-in in tests). */
export function createInspector(host: Window = window, answerMs = ANSWER_MS): Inspector {
  let opened: Window | null = null;
  // The adapter opens its window and hears its answer through this: the page's own, watched.
  const watched = {
    open: (url?: string | URL, target?: string) => (opened = host.open(url, target)),
    addEventListener: host.addEventListener.bind(host),
  } as unknown as Window;
  const inspector = createBrowserInspector({ window: watched, autoStart: false, maxDeferredEvents: RECORDED });
  return {
    observer: inspector.inspect,
    open: () => {
      const answered = new Promise<InspectorOpened>((resolve) => {
        const timer = setTimeout(() => resolve('unreachable'), answerMs);
        host.addEventListener('message', function heard(e: MessageEvent) {
          if ((e.data as { type?: unknown } | null)?.type !== '@statelyai.connected') return;
          clearTimeout(timer);
          host.removeEventListener('message', heard);
          resolve('connected');
        });
      });
      inspector.start();
      return opened ? answered : Promise.resolve('blocked');
    },
  };
}
