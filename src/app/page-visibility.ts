/** Whether this page is hidden (another tab, minimised), for a friend match's presence frames (NET-LIVE-01). */

/** This page's visibility, as FriendMatch needs it (see {@link documentVisibility}). */
export interface PageVisibility {
  readonly hidden: boolean;
  /** Calls `onChange` whenever `hidden` may have changed; returns how to stop. */
  subscribe(onChange: () => void): () => void;
}

/** The document's visibility (`visibilitychange`), or null outside a browser. */
export function documentVisibility(): PageVisibility | null {
  const doc = globalThis.document;
  if (!doc) return null;
  return {
    get hidden() {
      return doc.visibilityState === 'hidden';
    },
    subscribe(onChange) {
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    },
  };
}
