/**
 * Which English message keys no code names. A key is used when the code (src/, components/,
 * machines/, the pages' HTML `data-msg`; not the catalogs themselves, nor tests) holds it as a string, or a template or
 * concatenation that builds it from a fixed start (`step.${step}` uses every `step.…` key); a
 * counted message's forms (`.one`, `.few`, …) and a seat's second-person form (`.you`) are used
 * with their message; a game's own words for a shell message (`kult.lobby.intro`) are used with
 * the shell's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIRS = ['src', 'components', 'machines'];
const FORMS = /\.(zero|one|two|few|many|other|you)$/;
// KULT's own words, M.E.A.T.'s for the lobby, and Cult's for the lobby (`cygw.lobby.intro`) and its fair-play verdict (`cygw.fairplay.verdict.verified`).
const GAME_PREFIX = /^(?:kult\.|cygw\.(?=lobby\.|fairplay\.)|meat\.(?=lobby\.))/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      // The catalogs themselves (src/i18n/en, pl, it) name every key.
      if (/i18n[\\/]\w\w$/.test(path)) continue;
      out.push(...sourceFiles(path));
    } else if ((e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) || e.name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** Every whole string literal in the code, and the fixed starts of the templates and concatenations that build keys. */
function namesInCode(root: string): { literals: Set<string>; prefixes: string[] } {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of DIRS.flatMap((d) => sourceFiles(join(root, d)))) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/'([\w.-]+)'|"([\w.-]+)"|`([\w.-]+)`/g)) literals.add(m[1] ?? m[2] ?? m[3]!);
    // `step.${…}`, `lobby.settings.rules.${v}`: a start that ends at a dot or inside a word.
    for (const m of code.matchAll(/`([a-z][\w.-]*\.[\w-]*)\$\{/g)) prefixes.add(m[1]!);
    // 'card.kind.' + kind
    for (const m of code.matchAll(/'([a-z][\w-]*\.[\w.-]*\.)'\s*\+/g)) prefixes.add(m[1]!);
  }
  return { literals, prefixes: [...prefixes] };
}

export function unusedKeys(root: string, keys: readonly string[]): string[] {
  const { literals, prefixes } = namesInCode(root);
  const used = (key: string): boolean => literals.has(key) || prefixes.some((p) => key.startsWith(p));
  return keys.filter((key) => {
    const base = key.replace(FORMS, '');
    const shell = key.replace(GAME_PREFIX, '');
    return ![key, base, shell, shell.replace(FORMS, '')].some(used);
  });
}
