/**
 * The real app page (src/pages/index.html with src/pages/main.ts) in an iframe of the test page,
 * for browser tests that judge what a player sees: the frame fills the test page's viewport (set
 * with `setViewport`), so the app lays itself out for that screen. A second page (a friend) can
 * sit behind it. Browser only; not a test file itself.
 */
import { deep } from './layout-probe.js';
import type { KultApp } from '../../components/kult-app/kult-app.js';

export interface AppFrame {
  readonly name: string;
  readonly frame: HTMLIFrameElement;
  readonly win: Window & typeof globalThis;
  readonly doc: Document;
  readonly app: KultApp;
}

const frames: HTMLIFrameElement[] = [];

/** Polls `probe` until it returns something truthy (thrown errors count as not yet); `seen` adds what the page shows to a timeout. */
export async function until<T>(what: string, probe: () => T | null | undefined | false, ms = 30_000, seen?: () => string): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    let v: T | null | undefined | false;
    try {
      v = probe();
    } catch {
      v = null;
    }
    if (v) return v;
    if (performance.now() > end) throw new Error(`timed out: ${what}${seen ? ` (the page shows: ${seen()})` : ''}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/**
 * Opens `page` (default the app page) with `query` in a frame. `behind`: the frame lies under the
 * others (a friend's page that plays along but is not looked at).
 */
export async function openFrame(name: string, query = '', opts: { readonly behind?: boolean; readonly page?: string; readonly module?: string } = {}): Promise<Omit<AppFrame, 'app'>> {
  document.body.style.margin = '0';
  document.documentElement.style.overflow = 'hidden';
  const frame = document.createElement('iframe');
  frame.title = name;
  // The frame is the player's screen: exactly the viewport.
  frame.style.cssText = `position:fixed;inset:0;width:100%;height:100%;border:0;display:block;${opts.behind ? 'z-index:-1;' : 'z-index:1;'}`;
  frames.push(frame);
  document.body.append(frame);
  frame.src = `${opts.page ?? '/src/pages/index.html'}${query}`;
  await new Promise((r) => frame.addEventListener('load', r, { once: true }));
  // The page names its built script (dist/…); the test server compiles the source instead.
  const doc = frame.contentDocument!;
  const win = frame.contentWindow as Window & typeof globalThis;
  ownStorage(win);
  if (!win.customElements.get('kult-app')) {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = opts.module ?? '/src/pages/main.ts';
    doc.head.append(script);
  }
  return { name, frame, win, doc };
}

/** The app page in a frame, once its lobby shows. */
export async function openAppPage(name: string, query = '', opts: { readonly behind?: boolean } = {}): Promise<AppFrame> {
  const f = await openFrame(name, query, opts);
  await until(`${name}: the app`, () => f.win.customElements?.get('kult-app') && f.doc.querySelector('kult-app'));
  const app = f.doc.querySelector('kult-app') as KultApp;
  await until(`${name}: the lobby`, () => deep(app, 'kult-lobby'));
  return { ...f, app };
}

/**
 * Gives the page its own, empty localStorage and sessionStorage, as a fresh browser would: what
 * it saves (a practice game, the rooms it hosts) stays with it and reaches no other test, and
 * nothing another test saved reaches it. Set before the app's module runs.
 */
function ownStorage(win: Window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    const items = new Map<string, string>();
    const storage = {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (k: string) => items.get(String(k)) ?? null,
      setItem: (k: string, v: string) => void items.set(String(k), String(v)),
      removeItem: (k: string) => void items.delete(String(k)),
      clear: () => items.clear(),
    };
    Object.defineProperty(win, name, { value: storage, configurable: true });
  }
}

/** Leaves every match (the page's app, or an embedded one) and removes the frames (call from afterEach). */
export function closeFrames(): void {
  for (const f of frames.splice(0)) {
    try {
      const doc = f.contentDocument;
      const apps = doc ? [doc.querySelector('kult-app'), ...[...doc.querySelectorAll('kult-match')].map((m) => m.shadowRoot?.querySelector('kult-app') ?? null)] : [];
      for (const app of apps) (app as (KultApp & { leave(): void }) | null)?.leave();
    } catch {
      /* the page may not have started */
    }
    f.remove();
  }
}

/**
 * A task of `win` later, with its layout brought up to date: a resize or a render has been laid
 * out. (Not animation frames: a test page wtr runs beside another is hidden, and a hidden page
 * runs none.)
 */
export async function laidOut(win: Window): Promise<void> {
  await new Promise((r) => win.setTimeout(r, 0));
  win.document.documentElement.getBoundingClientRect();
}
