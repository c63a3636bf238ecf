// Ways a live PHP service writes an answer differently from the spec's examples, one kind at a time, applied to
// real sandbox answers through the sandbox's rewrite hook. The property test changes one member at a time; the
// benchmark changes every member of its kind across every answer, as the proxy did.
import { escapeHtml } from '../../electron/sandbox/dialect/live-dialect.js';

type Json = unknown;
type Members = Record<string, Json>;

const isMembers = (value: Json): value is Members => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDateKey = (key: string) => /(^|_)(date|day)$|_at$/.test(key);
const isNameKey = (key: string) => /(^|_)(name|title|label)$/.test(key);
/** A record (it has an id of its own), as opposed to a collection keyed by ids or codes. */
const isRecord = (value: Members) => Object.keys(value).some((key) => /(^|_)id$/.test(key));

/** PHP's ways of writing "nothing". */
export const PHP_EMPTIES: readonly Json[] = ['', '0', 0, false, null, [], {}, '0000-00-00'];

/** A kind of change: what it does to one member (key, value); undefined leaves the member out. */
export interface MutationKind {
  name: string;
  /** Whether this member is one the kind changes. */
  applies(key: string, value: Json, parent: Members | Json[], top: boolean): boolean;
  change(key: string, value: Json, variant: number): Json;
}

const NUMBER_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;

export const MUTATION_KINDS: readonly MutationKind[] = [
  { name: '"" → null', applies: (_, v) => v === '', change: () => null },
  { name: 'null → ""', applies: (_, v) => v === null, change: () => '' },
  { name: 'empties → false', applies: (_, v) => v === '' || v === null, change: () => false },
  { name: 'empties → []', applies: (_, v) => v === '' || v === null, change: () => [] },
  { name: 'dates → ""', applies: (k, v) => isDateKey(k) && (typeof v === 'string' || typeof v === 'number'), change: () => '' },
  { name: 'dates → 0000-00-00', applies: (k, v) => isDateKey(k) && (typeof v === 'string' || typeof v === 'number'), change: () => '0000-00-00' },
  { name: 'numbers → text', applies: (_, v) => typeof v === 'number', change: (_, v) => String(v) },
  { name: 'numeric text → numbers', applies: (_, v) => typeof v === 'string' && NUMBER_TEXT.test(v), change: (_, v) => Number(v) },
  { name: 'flags → 0/1/"1"/""', applies: (_, v) => typeof v === 'boolean', change: (_, v, n) => (v ? [1, '1'][n % 2] : [0, ''][n % 2]) },
  { name: 'names HTML-escaped', applies: (k, v) => isNameKey(k) && typeof v === 'string', change: (_, v) => escapeHtml(`${String(v)} & Co's`) },
  { name: '{} → []', applies: (_, v) => isMembers(v) && Object.keys(v).length === 0, change: () => [] },
  // Not the answer's own members (its collection, request, locale): a record's objects, such as a booking's customer.
  { name: 'nested objects → null', applies: (_, v, parent, top) => !top && isMembers(v) && isMembers(parent) && isRecord(parent), change: () => null },
  { name: 'custom members of every type', applies: (_, v) => isMembers(v) && isRecord(v), change: (_, v, n) => withCustomMembers(v as Members, n) },
  { name: 'records reordered', applies: (_, v) => isMembers(v) && isRecord(v), change: (_, v, n) => reordered(v as Members, n) },
];

/** For the property test: any PHP empty in place of one member. */
export const PHP_EMPTY_KIND: MutationKind = {
  name: 'one member → a PHP empty', applies: () => true, change: (_, __, n) => structuredClone(PHP_EMPTIES[n % PHP_EMPTIES.length]),
};

/** For the property test: one member left out. */
export const MISSING_KIND: MutationKind = { name: 'one member missing', applies: () => true, change: () => undefined };

function withCustomMembers(record: Members, variant: number): Members {
  const values: Json[] = [{ a: { b: [1] } }, [1, 'x'], 'text', 12, true, null, '', []];
  return { ...record, [`custom_${variant % 100}`]: values[variant % values.length], custom_object: { any: 'thing' } };
}

function reordered(record: Members, variant: number): Members {
  const entries = Object.entries(record);
  const shift = (variant % Math.max(1, entries.length)) + 1;
  return Object.fromEntries([...entries.slice(shift), ...entries.slice(0, shift)].reverse());
}

interface Site {
  parent: Members | Json[];
  /** A member of the answer itself. */
  top: boolean;
  key: string;
  value: Json;
}

/** Every member under the root, parents before children, in a steady order. */
export function sitesOf(root: Json): Site[] {
  const sites: Site[] = [];
  const visit = (value: Json) => {
    const top = value === root;
    const members: [string, Json][] = Array.isArray(value) ? value.map((member, i) => [String(i), member])
      : isMembers(value) ? Object.entries(value) : [];
    for (const [key, member] of members) {
      sites.push({ parent: value as Members | Json[], top, key, value: member });
      visit(member);
    }
  };
  visit(root);
  return sites;
}

function put(site: Site, changed: Json): void {
  if (Array.isArray(site.parent)) {
    if (changed === undefined) site.parent.splice(Number(site.key), 1);
    else site.parent[Number(site.key)] = changed;
  } else if (changed === undefined) {
    delete site.parent[site.key];
  } else {
    site.parent[site.key] = changed;
  }
}

/** One member the kind applies to, chosen by `pick`, changed in place; false when the answer has none. */
export function mutateOne(root: Json, kind: MutationKind, pick: number, variant: number): string | null {
  const sites = sitesOf(root).filter((site) => kind.applies(site.key, site.value, site.parent, site.top));
  if (sites.length === 0) return null;
  const site = sites[pick % sites.length]!;
  put(site, kind.change(site.key, site.value, variant));
  return site.key;
}

/** Every member the kind applies to, changed; deepest first, so a change to a parent does not hide its children. */
export function mutateAll(root: Json, kind: MutationKind): Json {
  const sites = sitesOf(root).filter((site) => kind.applies(site.key, site.value, site.parent, site.top)).reverse();
  sites.forEach((site, i) => put(site, kind.change(site.key, site.value, i)));
  return root;
}
