// The account's time zone rules as the desk reads them, sent to the page with the account's details so that the page
// keeps the desk's calendar (shared/domain/zone-rules.ts says why two runtimes can disagree).
import { zoneRules } from '../../../shared/domain/dates.js';
import type { ZoneRules } from '../../../shared/domain/zone-rules.js';

const DAY_SECONDS = 86_400;
/** Far enough back for a report of the last two years, far enough ahead for what is booked. */
const SPAN_BEFORE = 3 * 366 * DAY_SECONDS;
const SPAN_AFTER = 2 * 366 * DAY_SECONDS;

/** The last rules worked out (about 500 Intl readings, a few ms): asked again on every accounts.info. */
let kept: { timeZone: string; day: number; rules: ZoneRules } | null = null;

/** The zone's rules over a span around now; a zone this runtime does not know (a typo) reads as UTC rather than fail the account's details. */
export function deskZoneRules(timeZone: string, nowMs: number): ZoneRules {
  const day = Math.floor(nowMs / 1000 / DAY_SECONDS);
  if (kept?.timeZone === timeZone && kept.day === day) return kept.rules;
  const start = day * DAY_SECONDS;
  let rules: ZoneRules;
  try {
    rules = zoneRules(timeZone, start - SPAN_BEFORE, start + SPAN_AFTER);
  } catch {
    rules = { from: start - SPAN_BEFORE, to: start + SPAN_AFTER, changes: [[start - SPAN_BEFORE, 0]] };
  }
  kept = { timeZone, day, rules };
  return rules;
}
