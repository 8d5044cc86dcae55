import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ruleWords from '../../src/kult/rule-words.json' with { type: 'json' };

const srcDir = new URL('../../src/kult/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

test('every rule ID the engine cites exists in the rule catalog, with its words for the judge overlay', () => {
  const words = ruleWords as Record<string, string>;
  const cited = new Set<string>();
  for (const file of sources(srcDir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['"`]((?:K-[A-Z]+(?:-[A-Z]+)?-\d\d)|(?:Q-\d\d)|(?:NET-[A-Z]+-\d\d))['"`]/g)) cited.add(m[1]!);
  }
  assert.ok(cited.size > 100, `found ${cited.size} cited rule IDs`);
  const unknown = [...cited].filter((id) => !words[id]);
  assert.deepEqual(unknown, [], `cited but not in the catalog: ${unknown.join(', ')}`);
  for (const id of cited) assert.ok(words[id]!.length > 20, `${id} has words`);
});

test('NET-… the protocol rules\' words for the judge are those of docs/protocol-rules.md (run scripts/extract-rule-words.mjs when it changes)', () => {
  const words = ruleWords as Record<string, string>;
  const rows = readFileSync(new URL('../../docs/protocol-rules.md', import.meta.url), 'utf8').split('\n')
    .map((line) => line.split('|').map((c) => c.trim()))
    .filter((cells) => /^NET-[A-Z]+-\d\d$/.test(cells[1] ?? ''));
  assert.ok(rows.length >= 10);
  for (const [, id, rule] of rows) assert.equal(words[id!], rule!.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim(), `${id}'s words`);
  assert.deepEqual(Object.keys(words).filter((k) => k.startsWith('NET-')).sort(), rows.map((r) => r[1]!).sort());
});
