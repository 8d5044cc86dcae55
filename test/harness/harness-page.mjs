// A harness page as one HTML file: the harness bundled by esbuild as an ES module and put
// inline, so the page works from file:// (where a module script cannot be loaded from a file)
// and may use top-level await (the engine's state fingerprint loads its WebAssembly that way).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { alias, embedPlugins } from '../../scripts/build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The page's HTML for the harness `test/harness/<name>.ts`. */
export async function harnessPage(name) {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(root, 'test/harness', `${name}.ts`)],
    write: false,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'),
    // As the embed is built: one file, the rule words inside as a data: URL.
    plugins: embedPlugins,
    alias,
    logLevel: 'warning',
  });
  // Inline, `</script` would end the element: `<\/script` means the same in JavaScript text.
  const code = built.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<style>
  html { background: #101418; }
  body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; color: #ddd;
    background: radial-gradient(ellipse at 50% 30%, #1e3a30 0%, #132620 55%, #0b1613 100%); min-height: 100vh; box-sizing: border-box; }
  #root { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
</style></head><body><div id="root"></div><script type="module">${code}</script></body></html>`;
}
