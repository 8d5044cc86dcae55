/**
 * What the card linters of Cult and M.E.A.T. (scripts/lint-cygw.ts, scripts/lint-meat.ts) share:
 * reading a game's card files, one line per problem (`CODE card-id field: message`), and the summary.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CardProblem } from '../src/engine/card-problem.js';

/** The card folder named on the command line, or `fallback`. */
export function cardDir(fallback: string): string {
  return process.argv.slice(2).find((a) => !a.startsWith('--')) ?? fallback;
}

/**
 * Reads `dir/<name>.json` for each name; a file that does not read or parse is a `fileCode` problem.
 * `listKey(name)` is the key of a file's list, whose entries count as its cards.
 */
export function readCardFiles(dir: string, names: readonly string[], fileCode: string, listKey: (name: string) => string): { files: Record<string, unknown>; problems: CardProblem[]; cardCount: number } {
  const files: Record<string, unknown> = {};
  const problems: CardProblem[] = [];
  let cardCount = 0;
  for (const name of names) {
    const path = join(dir, `${name}.json`);
    try {
      const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> | null;
      files[name] = json;
      const list = json?.[listKey(name)];
      if (Array.isArray(list)) cardCount += list.length;
    } catch (e) {
      problems.push({ code: fileCode, card: `(${name})`, field: '(file)', message: `${relative(process.cwd(), path) || path}: ${(e as Error).message}` });
    }
  }
  return { files, problems, cardCount };
}

/** The reading problems and the loader's (less its own word for a file already said unreadable), each printed as a line. */
export function printProblems(read: readonly CardProblem[], loader: readonly CardProblem[], fileCode: string): CardProblem[] {
  const all = [...read, ...loader.filter((p) => !(p.code === fileCode && p.field === '(file)' && read.some((q) => q.card === p.card)))];
  for (const p of all) console.log(`${p.code} ${p.card} ${p.field}: ${p.message}`);
  return all;
}

/** `tool: where<sound>, no problems`, or `tool: N problems (CODE ×n, …) across where`; exit code 1 on a problem. */
export function printSummary(tool: string, all: readonly CardProblem[], where: string, sound: string): void {
  const byCode = new Map<string, number>();
  for (const p of all) byCode.set(p.code, (byCode.get(p.code) ?? 0) + 1);
  console.log(all.length === 0
    ? `${tool}: ${where}${sound}, no problems`
    : `${tool}: ${all.length} problem${all.length === 1 ? '' : 's'} (${[...byCode].map(([c, n]) => `${c} ×${n}`).join(', ')}) across ${where}`);
  process.exitCode = all.length > 0 ? 1 : 0;
}
