// axe-core checks accessibility in the browser tests (test/support/axe.ts) and nowhere else: the
// app's bundles, first load and lazy chunks, and the single-file embed hold none of it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
// @ts-expect-error scripts/build.mjs is plain JavaScript without type declarations.
import { appOptions, embedOptions } from '../../scripts/build.mjs';

describe('test-only dependencies stay out of the builds', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'taroticum-deps-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  for (const [name, options] of [
    ['app', () => appOptions(join(dir, 'app'))],
    ['embed', () => embedOptions(join(dir, 'embed', 'embed.js'))],
  ] as const) {
    it(`${name}: no module of axe-core among the bundled inputs`, async () => {
      const result = await esbuild.build({ ...(options() as esbuild.BuildOptions), sourcemap: false, logLevel: 'silent' });
      const inputs = Object.keys(result.metafile!.inputs);
      assert.ok(inputs.some((f) => f.startsWith('components/')), 'the metafile lists the bundled inputs');
      assert.deepEqual(inputs.filter((f) => /axe-core|test\/support/.test(f)), []);
    });
  }
});
