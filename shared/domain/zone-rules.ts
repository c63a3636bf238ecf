// A time zone's offsets from UTC over a span of time, as one runtime's time zone database has them, so that another
// runtime can read the account's wall clock by the same rules. The desk core and the page are two runtimes: in
// browser mode the page is a browser whose database may be newer or older than Node's (British Columbia kept UTC-7
// from November 2026 in Chromium 156's database, not in Node 20's), and the two would disagree on what day it is
// for an hour a day, and on every time of day by an hour. The desk's rules are the desk's calendar; the page takes them.

/** From `since` (Unix seconds) on, the wall clock is `offset` seconds ahead of UTC, until the next entry. */
export type OffsetChange = [since: number, offset: number];

export interface ZoneRules {
  /** The span the changes describe, in Unix seconds; outside it they say nothing. */
  from: number;
  to: number;
  /** In time order; the first starts at `from`. */
  changes: OffsetChange[];
}

/** A zone's offsets change at most once in this long (twice a year where clocks change), so a step finds each. */
const STEP_SECONDS = 7 * 86_400;

/** The rules of a zone over a span, read from `offsetAt` (seconds ahead of UTC at an instant): each change is found to the second. */
export function zoneRulesFrom(offsetAt: (unixSeconds: number) => number, from: number, to: number): ZoneRules {
  const changes: OffsetChange[] = [[from, offsetAt(from)]];
  for (let start = from; start < to; start += STEP_SECONDS) {
    const current = changes.at(-1)![1];
    let [before, after] = [start, Math.min(start + STEP_SECONDS, to)];
    if (offsetAt(after) === current) continue;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetAt(middle) === current) before = middle;
      else after = middle;
    }
    changes.push([after, offsetAt(after)]);
  }
  return { from, to, changes };
}

/** The offset the rules give at an instant, or null outside their span. */
export function offsetFromRules(rules: ZoneRules, unixSeconds: number): number | null {
  if (unixSeconds < rules.from || unixSeconds > rules.to) return null;
  let offset = rules.changes[0]![1];
  for (const [since, value] of rules.changes) {
    if (since > unixSeconds) break;
    offset = value;
  }
  return offset;
}
