// The guests' earlier no-shows follow the working set change by change: a booking that becomes a no-show, one that
// stops being one, a mark of this desk, a guest's new e-mail; and after a change only what changed is looked at.
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { EarlierNoShows, type NoShowSource } from '../../../../electron/core/readiness/earlier-no-shows.js';

function summary(code: string, customerId: number | null, email: string, statusId: string, startDay: number): BookingSummary {
  return {
    code, status: { id: statusId, name: statusId }, customer: { id: customerId, name: 'Ola Berg', email },
    startDay, endDay: startDay, summary: '', dates: '', total: null, paid: null, due: null, lastModified: null,
  } as unknown as BookingSummary;
}

/** A working set of a few listings, counting its changes as the real one does (changedSince: codes after a moment). */
class Listings implements NoShowSource {
  generation = 0;
  wholeReads = 0;
  private readonly held = new Map<string, BookingSummary>();
  private readonly log: { generation: number; code: string }[] = [];

  put(...list: BookingSummary[]): void {
    for (const each of list) { this.held.set(each.code, each); this.log.push({ generation: this.generation + 1, code: each.code }); }
    this.generation += 1;
  }

  changedSince(generation: number): string[] | null {
    return this.log.filter((change) => change.generation > generation).map((change) => change.code);
  }

  summary(code: string): BookingSummary | null {
    return this.held.get(code) ?? null;
  }

  summaries(): Iterable<BookingSummary> {
    this.wholeReads += 1;
    return this.held.values();
  }
}

const tomorrow = summary('B-9', 7, 'ola@example.com', 'PAID', 20261113);
const codes = (index: EarlierNoShows) => index.before(tomorrow).map((each) => each.code);

describe('earlier no-shows kept with the working set', () => {
  it('places only the bookings that changed, and finds them by customer id or e-mail', () => {
    const set = new Listings();
    set.put(summary('B-1', 7, '', 'NOSHOW', 20261012), summary('B-2', 7, 'ola@example.com', 'PAID', 20261020), tomorrow);
    const index = new EarlierNoShows();
    index.update(set, 'NOSHOW', new Set());
    expect(codes(index)).toEqual(['B-1']);

    // The guest did not come to B-2 either, and B-1 was a mistake: it is paid after all.
    set.put(summary('B-2', null, 'Ola@Example.com ', 'NOSHOW', 20261020));
    set.put(summary('B-1', 7, '', 'PAID', 20261012));
    index.update(set, 'NOSHOW', new Set());
    expect(codes(index)).toEqual(['B-2']);
    expect(set.wholeReads).toBe(1);

    // A no-show kept as this desk's mark, and one after tomorrow's booking (not earlier, so not said).
    set.put(summary('B-3', 7, '', 'NOSHOW', 20261201));
    index.update(set, 'NOSHOW', new Set(['B-1']));
    expect(codes(index)).toEqual(['B-1', 'B-2']);
    index.update(set, 'NOSHOW', new Set());
    expect(codes(index)).toEqual(['B-2']);
    expect(set.wholeReads).toBe(1);
  });

  it('gathers everything again when the no-show status changes or the working set cannot say what changed', () => {
    const set = new Listings();
    set.put(summary('B-1', 7, '', 'NOSHOW', 20261012), summary('B-2', 7, '', 'STOP', 20261020));
    const index = new EarlierNoShows();
    index.update(set, 'NOSHOW', new Set());
    index.update(set, 'STOP', new Set());
    expect(codes(index)).toEqual(['B-2']);
    set.changedSince = () => null;
    set.put(summary('B-1', 7, '', 'STOP', 20261012));
    index.update(set, 'STOP', new Set());
    expect(codes(index)).toEqual(['B-1', 'B-2']);
    expect(set.wholeReads).toBe(3);
  });
});
