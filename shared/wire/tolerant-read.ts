// Reads a service answer with its wire schema, giving up as little as possible: a member the schema cannot read
// is left out (the optional ones are then simply absent); where the member is one a record cannot do without, the
// record is left out instead; only when the answer itself cannot stand is it refused, naming the member at fault.
//
// It works on the schema's own verdict (zod issue paths), so the wire schemas stay the single description of what
// the desk needs: an optional member is one whose removal satisfies the schema, a required one is not.
import type { z } from 'zod';
import { isPhpEmpty } from './php-empty.js';

export type WirePath = readonly (string | number)[];

/** One member or record the reader left out, and why. */
export interface Removal {
  path: WirePath;
  /** The schema's complaint about what was there (or about a member the removed record lacked). */
  problem: string;
  /** The value was one of PHP's ways to say "nothing" ("", "0", null, false, [], {}…): absent, not odd. */
  empty: boolean;
}

export type TolerantRead<T> =
  | { ok: true; value: T; removals: Removal[] }
  | { ok: false; path: WirePath; problem: string; removals: Removal[] };

/** Each round removes what the last parse complained of, at least one level deeper than the answer's root. */
const MAX_ROUNDS = 12;

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const hasMember = (node: Container, key: PropertyKey): boolean =>
  Array.isArray(node) ? Number(key) >= 0 && Number(key) < node.length : Object.hasOwn(node, key as string);

export function readTolerantly<S extends z.ZodType>(schema: S, input: unknown): TolerantRead<z.output<S>> {
  let parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data, removals: [] };
  const data: unknown = structuredClone(input);
  const removals: Removal[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const planned = plan(data, parsed.error.issues);
    if ('refused' in planned) return { ok: false, ...firstComplaint(planned.refused, removals), removals };
    for (const removal of planned.removals) removals.push({ ...removal, empty: isPhpEmpty(valueAt(data, removal.path)) });
    remove(data, planned.removals.map((removal) => removal.path));
    parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, value: parsed.data, removals };
  }
  const [first] = parsed.error.issues;
  return { ok: false, path: pathOf(first), problem: first?.message ?? 'not as expected', removals };
}

/** A member removed earlier for its value, then found to be required: its first complaint is the true one. */
function firstComplaint(refused: { path: WirePath; problem: string }, removals: readonly Removal[]) {
  const earlier = removals.find((removal) =>
    isInside(removal.path, refused.path) || String(removal.path) === String(refused.path));
  return earlier ?? refused;
}

const pathOf = (issue: z.core.$ZodIssue | undefined): WirePath =>
  (issue?.path ?? []).filter((key): key is string | number => typeof key !== 'symbol');

/**
 * Where each complaint points into the data: the value there is removed; when the member is missing (required),
 * the object that lacks it is removed; a path that runs through a value the schema decoded first (a JSON-encoded
 * string) removes that value. The root is never removed: that is the answer refused.
 */
function plan(data: unknown, issues: readonly z.core.$ZodIssue[]):
  { removals: { path: WirePath; problem: string }[] } | { refused: { path: WirePath; problem: string } } {
  const byPath = new Map<string, { path: WirePath; problem: string }>();
  for (const issue of issues) {
    const wanted = pathOf(issue);
    const reachable = reachablePart(data, wanted);
    if (reachable.length === 0) return { refused: { path: wanted, problem: issue.message } };
    byPath.set(JSON.stringify(reachable), { path: reachable, problem: describe(issue, wanted, reachable) });
  }
  // A removal inside another one is already done by it.
  const all = [...byPath.values()];
  return { removals: all.filter((removal) => !all.some((other) => isInside(removal.path, other.path))) };
}

const isInside = (path: WirePath, outer: WirePath): boolean =>
  outer.length < path.length && outer.every((key, i) => String(key) === String(path[i]));

function describe(issue: z.core.$ZodIssue, wanted: WirePath, reachable: WirePath): string {
  if (reachable.length < wanted.length) return `${wanted.slice(reachable.length).join(' › ')}: ${issue.message}`;
  return issue.message;
}

function reachablePart(data: unknown, path: WirePath): WirePath {
  const reached: (string | number)[] = [];
  let node = data;
  for (const key of path) {
    if (!isContainer(node)) return reached;
    // A member the data lacks: the schema wants it, so the object without it is what goes.
    if (!hasMember(node, key)) return reached;
    reached.push(key);
    node = (node as Record<string, unknown>)[key as string];
  }
  return reached;
}

function valueAt(data: unknown, path: WirePath): unknown {
  let node = data;
  for (const key of path) node = isContainer(node) ? (node as Record<string, unknown>)[key as string] : undefined;
  return node;
}

/** Object members are deleted; array elements are taken out last to first, so the other indexes stay true. */
function remove(data: unknown, paths: readonly WirePath[]): void {
  const fromArrays = new Map<unknown[], number[]>();
  for (const path of paths) {
    const parent = valueAt(data, path.slice(0, -1));
    const key = path[path.length - 1]!;
    if (Array.isArray(parent)) fromArrays.set(parent, [...(fromArrays.get(parent) ?? []), Number(key)]);
    else if (isContainer(parent)) delete (parent as Record<string, unknown>)[key as string];
  }
  for (const [array, indexes] of fromArrays) {
    for (const index of [...new Set(indexes)].sort((a, b) => b - a)) array.splice(index, 1);
  }
}
