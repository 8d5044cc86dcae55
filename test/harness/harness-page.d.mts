// Types of test/harness/harness-page.mjs, for the TypeScript tests that import it.
/** The page's HTML for the harness `test/harness/<name>.ts`: one file, the bundle inline as an ES module. */
export function harnessPage(name: string): Promise<string>;
