// Reports already worked out, kept while the desk's copy stands: a manager flipping between this month and last, or
// a category on and off, is answered without a second pass over every booking. Keyed by the copy's sources (the same
// array while the working set is unchanged), the parameters that are no guests, every other fact a report says (the
// catalogue's age, the day, the currency, when the copy was synced…) and the question; a few per copy, the oldest
// dropped first.
import type { Report, ReportQuery } from '../../../shared/contract/model/report.js';
import type { ReportSource } from './report-entry.js';

const MOST_PER_COPY = 16;

export class KeptReports {
  private readonly byCopy = new WeakMap<readonly ReportSource[], WeakMap<ReadonlySet<string>, Map<string, Report>>>();

  /** `facts`: everything else the report is built from, as plain values (compared as JSON). */
  answer(copy: { sources: readonly ReportSource[]; notGuests: ReadonlySet<string>; facts: unknown },
    query: ReportQuery, build: () => Report): Report {
    let byGuests = this.byCopy.get(copy.sources);
    if (!byGuests) this.byCopy.set(copy.sources, (byGuests = new WeakMap()));
    let kept = byGuests.get(copy.notGuests);
    if (!kept) byGuests.set(copy.notGuests, (kept = new Map()));
    const key = JSON.stringify([copy.facts, query]);
    let report = kept.get(key);
    if (!report) {
      report = build();
      if (kept.size >= MOST_PER_COPY) kept.delete(kept.keys().next().value!);
      kept.set(key, report);
    }
    return report;
  }
}
