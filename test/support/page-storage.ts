/**
 * Each test page gets a localStorage of its own. The runner runs two test files at once in one
 * browser, and pages of one origin share localStorage: one file's practice game, or its clean-up,
 * would otherwise overwrite or remove the save another file is checking. A page's reload tests
 * stay within the page, so a store that lives as long as the page keeps their meaning. Pages the
 * tests open in frames keep the browser's own storage.
 */
class PageStorage implements Storage {
  readonly #items = new Map<string, string>();
  [name: string]: unknown;

  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  clear(): void {
    this.#items.clear();
  }
}

Object.defineProperty(window, 'localStorage', { value: new PageStorage(), configurable: true });
