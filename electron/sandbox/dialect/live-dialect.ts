// The same facts written the way a live PHP service writes them (issue 10): numbers as text and text as numbers,
// flags as 0/1/"1"/"", nulls as "", false or [], empty maps as [], zero dates, HTML-escaped names, members nobody
// asked for, keys in another order. Meaning is kept: a desk that reads tolerantly shows exactly what it would
// show for the standard answer.
import { Random } from '../seed/random.js';

/** A record, as opposed to a collection keyed by ids or codes: it has an id member of its own. */
const isRecord = (value: Record<string, unknown>) => Object.keys(value).some((key) => /(^|_)id$/.test(key));
/** Members a person reads as a name: a PHP service HTML-escapes them. */
const isNameKey = (key: string) => /(^|_)(name|title|label)$/.test(key);
const isDateKey = (key: string) => /(^|_)(date|day)$/.test(key);
/** Text PHP would have sent as a number: no leading zero, short enough to stay exact. */
const NUMBER_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;

/** How PHP writes "nothing" in a member, and "no date" in a date member. */
const PHP_NULLS: readonly unknown[] = ['', false, [], null];
const ZERO_DATES: readonly unknown[] = ['0000-00-00', '', 0, null];

/** A custom member of each JSON type, as an account's own fields arrive. */
const CUSTOM_VALUES: readonly unknown[] = [
  'custom text', 42, 0, true, false, null, '', [], {}, ['a', 1], { nested: { deeper: [1, 'two'] } },
];

export class LiveDialect {
  private readonly random: Random;

  constructor(seed: number) {
    this.random = new Random(seed);
  }

  private pick<T>(choices: readonly T[]): T {
    return choices[Math.floor(this.random.next() * choices.length)]!;
  }

  private chance(share: number): boolean {
    return this.random.next() < share;
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

  rewrite(value: unknown, key = ''): unknown {
    if (value === null) return this.pick<unknown>(isDateKey(key) ? ZERO_DATES : PHP_NULLS);
    if (typeof value === 'boolean') return value ? this.pick([1, '1', true]) : this.pick([0, '', false, '0']);
    if (typeof value === 'number') return this.chance(0.5) ? String(value) : value;
    if (typeof value === 'string') return this.text(value, key);
    if (Array.isArray(value)) return value.map((element) => this.rewrite(element));
    return this.object(value as Record<string, unknown>);
  }

  private text(value: string, key: string): unknown {
    if (value === '') return this.pick(['', null]);
    if (isNameKey(key) && /[&'"<>]/.test(value)) return escapeHtml(value);
    if (NUMBER_TEXT.test(value) && this.chance(0.5)) return Number(value);
    return value;
  }

  private object(value: Record<string, unknown>): unknown {
    const entries = Object.entries(value);
    // PHP's json_encode writes an empty associative array as [].
    if (entries.length === 0) return [];
    const record = isRecord(value);
    const rewritten = entries.map(([key, member]) => [key, this.rewrite(member, key)] as [string, unknown]);
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
