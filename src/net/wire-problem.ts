/**
 * A refused message in this table's own words (NET-SHAPE-01): what kind of message it was, the
 * field by its schema name and what was wrong, never the friend's value. valibot's default
 * messages quote the value received ("…but received "Claim your prize…""), and a strict
 * object's unknown key is the friend's text too, so neither is used: a field is named only if
 * the schema itself has that key, and the problem is worded from the schema's side (its type,
 * its expectation). The words end up in the lobby's details, in a notice and in the reject sent
 * back, so they are short and bounded by the schema's depth.
 */
import type * as v from 'valibot';

type Issue = v.BaseIssue<unknown>;

/** Every object key a schema (and the schemas inside it) declares: the only field names a refusal may show. */
export function schemaKeys(schema: unknown, into: Set<string> = new Set(), seen: Set<unknown> = new Set()): Set<string> {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return into;
  seen.add(schema);
  const s = schema as { entries?: Record<string, unknown>; item?: unknown; items?: unknown; options?: unknown; wrapped?: unknown; pipe?: unknown };
  if (s.entries && typeof s.entries === 'object') {
    for (const [key, inner] of Object.entries(s.entries)) {
      into.add(key);
      schemaKeys(inner, into, seen);
    }
  }
  for (const inner of [s.item, s.wrapped]) schemaKeys(inner, into, seen);
  for (const list of [s.options, s.items, s.pipe]) if (Array.isArray(list)) for (const inner of list) schemaKeys(inner, into, seen);
  return into;
}

/**
 * A problem worded from the schema's side, for valibot's `message` config: it stands in for
 * the default message (which quotes the value) wherever the schema has no message of its own
 * (the schema's own messages are this project's words too).
 */
export function ownProblem(issue: Issue): string {
  const expected = issue.expected;
  switch (issue.type) {
    case 'string': return 'expected text';
    case 'number': return 'expected a number';
    case 'boolean': return 'expected true or false';
    case 'array': return 'expected a list';
    case 'object':
    case 'strict_object':
      // A missing key (its name is the schema's, in the path); an extra one; or not an object at all.
      if (issue.kind === 'schema' && expected === 'never') return 'not part of this message';
      if (issue.input === undefined && expected !== null && expected.startsWith('"')) return 'missing';
      return 'expected an object';
    case 'literal':
    case 'picklist': return expected ? `expected ${expected}` : 'not an expected value';
    case 'variant':
    case 'union': return 'not one of the forms this table knows';
    case 'nullable': return 'expected a value or null';
    case 'min_length': return `too short (${expected ?? 'a minimum'})`;
    case 'max_length': return `too long (${expected ?? 'a maximum'})`;
    case 'length': return `wrong length (${expected ?? 'a fixed length'})`;
    case 'regex': return 'not in the expected format';
    case 'integer': return 'not a whole number';
    case 'min_value':
    case 'max_value': return `out of range (${expected ?? 'a limit'})`;
    default: return `refused by the ${issue.type} check`;
  }
}

/**
 * "at reveals.0.salt": the issue's path in schema names and list positions; a key the schema
 * does not have is "an unexpected field" (an unknown key is the friend's own text).
 */
export function ownPath(issue: Issue, known: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    if (typeof key === 'number' && Number.isInteger(key) && key >= 0) parts.push(String(key));
    else if (typeof key === 'string' && known.has(key) && !(issue.expected === 'never' && item === issue.path?.at(-1))) parts.push(key);
    else parts.push('an unexpected field');
  }
  return parts.join('.');
}

/** The whole sentence: "malformed message (hello) at clockSeconds: one of the settings the lobby offers (NET-SETTINGS-01)". */
export function wireProblem(issue: Issue, known: ReadonlySet<string>, kind: string | null): string {
  const path = ownPath(issue, known);
  return `malformed message${kind ? ` (${kind})` : ''}${path ? ` at ${path}` : ''}: ${issue.message}`;
}
