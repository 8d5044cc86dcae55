// Extracts every rule statement of M.E.A.T.'s catalog into src/meat/rule-words.json
// ({ "M-KW-TOKSYNA-01": "Any damage dealt by…", "M-AMB-19": "… House default: Not lethal." }), with the
// statechart nodes' and random events' rows (M-FLOW) and the protocol rules the game's judge cites,
// so the judge shows a rule's words next to its ID. Run it when the catalog changes:
// node scripts/extract-meat-rule-words.mjs [path/to/meat-rule-catalog.md]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = process.argv[2] ?? `${root}../shared/rules/meat-rule-catalog.md`;
const lines = readFileSync(source, 'utf8').split('\n');
const words = {};
const clean = (s = '') => s.replace(/\*\*/g, '').replace(/`/g, '').replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

for (let i = 0; i < lines.length; i++) {
  // #### M-XXX-NN [TAG] Title, then "- Rule: …" (possibly continued by indented lines) up to "- Source:".
  const head = /^#### (M-[A-Z0-9-]+-\d\d) /.exec(lines[i]);
  if (head) {
    const at = lines.findIndex((l, k) => k > i && l.startsWith('- Rule:'));
    const parts = [lines[at].slice('- Rule:'.length)];
    for (let k = at + 1; k < lines.length && !lines[k].startsWith('- Source:') && !lines[k].startsWith('#'); k++) parts.push(lines[k]);
    words[head[1]] = clean(parts.join(' ')).replace(/^(\S)/, (m) => m);
    continue;
  }
  const cells = lines[i].split('|').map((c) => c.trim());
  // | M-AMB-nn | problem | house default |
  if (/^M-AMB-\d\d$/.test(cells[1] ?? '')) words[cells[1]] = `${clean(cells[2]).replace(/[?.]?$/, (m) => m || '.')} House default: ${clean(cells[3])}`;
  // | M-FLOW-nn Name | who | choice | hidden | simultaneous | mechanism |
  const node = /^(M-FLOW-\d\d) (.+)$/.exec(cells[1] ?? '');
  if (node) words[node[1]] = `${clean(node[2])}: ${clean(cells[2])} decide ${clean(cells[3])}; hidden: ${clean(cells[4])}; between friends: ${clean(cells[6])}.`;
  // | M-FLOW-Rnn | event | kind | visibility |
  if (/^M-FLOW-R\d\d$/.test(cells[1] ?? '')) words[cells[1]] = `Random event: ${clean(cells[2])} (${clean(cells[3])}; ${clean(cells[4])}).`;
}
// The protocol's own rules the game's judge cites (docs/protocol-rules.md and the shared decks'
// docs/hidden-decks.md: | NET-XXX-NN | rule |).
for (const doc of ['protocol-rules.md', 'hidden-decks.md']) {
  for (const line of readFileSync(`${root}docs/${doc}`, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (/^NET-(?:SHAPE|SETTINGS|RANDOM|DECK|COMMIT|AUDIT)-\d\d$/.test(cells[1] ?? '')) words[cells[1]] = clean(cells[2]);
  }
}
writeFileSync(`${root}src/meat/rule-words.json`, JSON.stringify(words, null, 1) + '\n');
console.log(`rule-words: ${Object.keys(words).length} rules written`);
