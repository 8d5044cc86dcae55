/**
 * `npm run lint:lessons [-- files…]`: every lesson file (default: the shipped ones,
 * src/kult/lessons/data/*.json) loads with the lesson schema, its position builds on the real
 * engine, its solution reaches the goal, every listed wrong attempt is refused citing its rule,
 * every rule ID it names is in the catalog, and every words field is in every language the table
 * speaks (`LESSON-WORDS`: the schema loads a lesson in English only, the project ships none). One line per problem under a `# file` line, then
 * a summary; exit code 1 when there is a problem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreCards } from '../src/kult/index.js';
import { lessonProblems } from '../src/kult/lessons/lesson-check.js';
import { parseLesson } from '../src/kult/lessons/lesson-schema.js';
import { missingWords } from '../src/kult/lessons/lesson-words.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(root, 'src/kult/lessons/data');
const given = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = given.length > 0 ? given : readdirSync(dataDir).filter((f) => f.endsWith('.json')).sort().map((f) => join(dataDir, f));
const ruleIds = new Set(Object.keys(JSON.parse(readFileSync(join(root, 'src/kult/rule-words.json'), 'utf8')) as Record<string, string>));

let bad = 0;
const ids = new Map<string, string>();
for (const file of files) {
  const shown = relative(process.cwd(), file) || file;
  let problems: string[];
  try {
    const parsed = parseLesson(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.ok) problems = parsed.problems;
    else {
      problems = [...missingWords(parsed.lesson), ...lessonProblems(coreCards(), parsed.lesson, ruleIds)];
      const other = ids.get(parsed.lesson.id);
      if (other) problems.push(`id ${parsed.lesson.id} is also ${other}'s`);
      ids.set(parsed.lesson.id, shown);
    }
  } catch (e) {
    problems = [(e as Error).message];
  }
  if (problems.length === 0) continue;
  bad++;
  console.log(`# ${shown}`);
  for (const p of problems) console.log(`LESSON ${p}`);
}
console.log(`lint:lessons: ${files.length} lesson files, ${bad} with problems`);
process.exit(bad > 0 || files.length === 0 ? 1 : 0);
