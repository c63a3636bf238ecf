// The same facts written the way a live PHP service writes them: numbers as text and text as numbers,
// flags as 0/1/"1"/"", nulls as "", false or [], empty maps as [], zero dates, HTML-escaped names, members nobody
// asked for, keys in another order. Meaning is kept: a desk that reads tolerantly shows exactly what it would
// show for the standard answer.
//
// How a member is written is chosen once per member for the whole run, as recorded answers show it: a member is
// text in every record and every answer, or a number in all of them, never one way in one record and the other in
// the next. What varies from answer to answer is only what a live service varies: its extra members and the order.
import { Random } from '../seed/random.js';

/** A record, as opposed to a collection keyed by ids or codes: it has an id member of its own. */
const isRecord = (value: Record<string, unknown>) => Object.keys(value).some((key) => /(^|_)id$/.test(key));
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Members a person reads as a name: a PHP service HTML-escapes them. */
const isNameKey = (key: string) => /(^|_)(name|title|label)$/.test(key);
const isDateKey = (key: string) => /(^|_)(date|day)$/.test(key);
/** Text PHP would have sent as a number: no leading zero, short enough to stay exact. */
const NUMBER_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;
/** Keys of a collection rather than members: ids, days, line ids ("1.1"), booking and customer codes. */
const ID_KEY = /^(?=.*\d)[A-Z\d.-]+$/;

/** How PHP writes "nothing" in a member, and "no date" in a date member. */
const PHP_NULLS: readonly unknown[] = ['', false, [], null];
const ZERO_DATES: readonly unknown[] = ['0000-00-00', '', 0, null];
/** A flag, true and false, as one PHP member writes it. */
const FLAG_FORMS: readonly [unknown, unknown][] = [[1, 0], ['1', '0'], ['1', ''], [true, false]];

/** A custom member of each JSON type, as an account's own fields arrive. */
const CUSTOM_VALUES: readonly unknown[] = [
  'custom text', 42, 0, true, false, null, '', [], {}, ['a', 1], { nested: { deeper: [1, 'two'] } },
];

/** FNV-1a of the text from the seed, then MurmurHash3's finaliser, so that every bit depends on every character. */
function hashOf(text: string, seed: number): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Where a member sits, the same in a list and in one record: ids written *, the answer's own member left out. */
const memberOf = (path: readonly string[]) =>
  (path.length <= 1 ? path.join('/') : path.slice(1).join('/').replace(/^(\*\/)+/, ''));

export class LiveDialect {
  private readonly random: Random;

  /** `seed`: this answer's extra members and order; `formSeed`: how each member is written, for the whole run. */
  constructor(seed: number, private readonly formSeed = seed) {
    this.random = new Random(seed);
  }

  private pick<T>(choices: readonly T[]): T {
    return choices[Math.floor(this.random.next() * choices.length)]!;
  }

  /** The member's one way of writing, out of `count`. */
  private formOf(path: readonly string[], count: number): number {
    return hashOf(memberOf(path), this.formSeed) % count;
  }

  /**
   * A whole answer: every member rewritten but version and request (status, paging, time), which every recorded
   * answer writes as the standard does ("3.0", numbers): a live service varies its data, not its envelope.
   */
  rewriteAnswer(answer: unknown): unknown {
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return this.rewrite(answer);
    const { version, request, ...data } = answer as Record<string, unknown>;
    const rewritten = this.rewrite(data);
    const members = Array.isArray(rewritten) ? {} : rewritten as Record<string, unknown>;
    return { ...(version !== undefined ? { version } : {}), ...members, ...(request !== undefined ? { request } : {}) };
  }

  /** `path`: the members leading to the value, from the answer's root (an id or an array's index written *). */
  rewrite(value: unknown, path: readonly string[] = []): unknown {
    const key = path.at(-1) ?? '';
    if (value === null) return (isDateKey(key) ? ZERO_DATES : PHP_NULLS)[this.formOf(path, 4)];
    if (typeof value === 'boolean') return FLAG_FORMS[this.formOf(path, FLAG_FORMS.length)]![value ? 0 : 1];
    if (typeof value === 'number') return this.formOf(path, 2) === 1 ? String(value) : value;
    if (typeof value === 'string') return this.text(value, path);
    if (Array.isArray(value)) return value.map((element) => this.rewrite(element, [...path, '*']));
    return this.object(value as Record<string, unknown>, path);
  }

  private text(value: string, path: readonly string[]): unknown {
    if (value === '') return this.formOf(path, 2) === 1 ? null : '';
    if (isNameKey(path.at(-1) ?? '') && /[&'"<>]/.test(value)) return escapeHtml(value);
    if (NUMBER_TEXT.test(value) && this.formOf(path, 2) === 1) return Number(value);
    return value;
  }

  private object(value: Record<string, unknown>, path: readonly string[]): unknown {
    const entries = Object.entries(value);
    // PHP's json_encode writes an empty associative array as [].
    if (entries.length === 0) return [];
    const record = isRecord(value);
    const collection = !record && entries.every(([, member]) => isPlainObject(member) && isRecord(member));
    const rewritten = entries.map(([key, member]) =>
      [key, this.rewrite(member, [...path, collection || ID_KEY.test(key) ? '*' : key])] as [string, unknown]);
    if (!record) return Object.fromEntries(rewritten);
    rewritten.push([`custom_field_${Math.floor(this.random.next() * 1000)}`, this.pick(CUSTOM_VALUES)]);
    return Object.fromEntries(this.shuffled(rewritten));
  }

  private shuffled<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/** PHP's htmlspecialchars with ENT_QUOTES. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;').replaceAll("'", '&#039;');
}
