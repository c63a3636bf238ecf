// How the sandbox writes its successful API answers: as the standard says (the default), the way a live PHP
// service does (--dialect live), or through a test's own rewrite (one kind of change at a time).
import { STANDARD_FORMS, isBookingAnswer, rewriteForms, rewritePaging, type AnswerForms } from './answer-forms.js';
import { LiveDialect } from './live-dialect.js';

export const DIALECTS = ['standard', 'live'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** A test's rewrite of one answer's JSON; it may change the value in place or return a new one. */
export type AnswerRewrite = (body: unknown, request: { method: string; path: string }) => unknown;

/** Same request, same rewrite: a failure seen under the live dialect can be repeated. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export class AnswerDialect {
  rewriteHook: AnswerRewrite | null = null;
  /** How booking answers write dates, amounts and paging (answer-forms.ts); standard until a test changes it. */
  forms: AnswerForms = { ...STANDARD_FORMS };

  /**
   * `timeZone`: the account's, in which zone-less forms (yyyymmdd, MySQL text) are written. `formSeed`: how the live
   * dialect writes each member (text or number, which empty), the same for every answer of this run.
   */
  constructor(
    public dialect: Dialect = 'standard', private readonly timeZone: () => string = () => 'UTC', private readonly formSeed = 0,
  ) {}

  /** The body of a 2xx JSON answer to an API request, rewritten; other bodies pass as they are. */
  apply(body: string, method: string, path: string): string {
    const formsApply = isBookingAnswer(path) && JSON.stringify(this.forms) !== JSON.stringify(STANDARD_FORMS);
    if (this.dialect === 'standard' && this.rewriteHook === null && !formsApply) return body;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return body;
    }
    if (formsApply) {
      value = rewriteForms(value, this.forms, this.timeZone());
      rewritePaging(value as Record<string, unknown>, this.forms);
    }
    if (this.dialect === 'live') value = new LiveDialect(seedOf(`${method} ${path}`), this.formSeed).rewriteAnswer(value);
    if (this.rewriteHook) value = this.rewriteHook(value, { method, path });
    return JSON.stringify(value);
  }
}

/** The dialect a sandbox starts in when its options do not say: FRONTDESK_SANDBOX_DIALECT, so CI can run every suite again in it. */
export function dialectFromEnvironment(): Dialect {
  const asked = process.env.FRONTDESK_SANDBOX_DIALECT;
  return (DIALECTS as readonly string[]).includes(asked ?? '') ? (asked as Dialect) : 'standard';
}
