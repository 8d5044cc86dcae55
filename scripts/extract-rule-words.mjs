// Extracts every rule statement from the shared rule catalog into
// src/kult/rule-words.json ({ "K-SUIT-04": "A card with Suit requirements…", "Q-05": "…" }), with the
// protocol's NET-… rules from docs/protocol-rules.md,
// so the judge overlay can show the rule's words next to its ID. Run it when the
// catalog or docs/protocol-rules.md changes: node scripts/extract-rule-words.mjs [path/to/kult-rule-catalog.md]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = process.argv[2] ?? `${root}../shared/rules/kult-rule-catalog.md`;
const text = readFileSync(source, 'utf8');
const words = {};
for (const line of text.split('\n')) {
  // | K-XXX-NN | statement | source | example |   and   | Q-NN | question | why | default |
  const cells = line.split('|').map((c) => c.trim());
  const id = cells[1];
  if (!id) continue;
  if (/^K-[A-Z-]+-\d\d$/.test(id)) words[id] = clean(cells[2]);
  else if (/^Q-\d\d$/.test(id)) words[id] = `${clean(cells[2]).replace(/[?.]?$/, (m) => m || '.')} House default: ${clean(cells[4])}`;
}
// The friend-match protocol's own rules (docs/protocol-rules.md: | NET-XXX-NN | rule |), which the
// judge cites next to the game's when a friend's table breaks the protocol.
for (const line of readFileSync(`${root}docs/protocol-rules.md`, 'utf8').split('\n')) {
  const cells = line.split('|').map((c) => c.trim());
  if (/^NET-[A-Z]+-\d\d$/.test(cells[1] ?? '')) words[cells[1]] = clean(cells[2]);
}
writeFileSync(`${root}src/kult/rule-words.json`, JSON.stringify(words, null, 1) + '\n');
console.log(`rule-words: ${Object.keys(words).length} rules written`);

function clean(s = '') {
  return s.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
}
