// A new file's chunks keep each one's days close together: opening reads the chunks around today first, so a long
// stay or a booking without a day among the short ones would make a chunk span weeks and be read for every day.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../../shared/domain/dates.js';
import { compactedBase } from '../../../../../electron/core/offline/working-set/disk/compaction.js';
import { emptyParts } from '../../../../../electron/core/offline/working-set/working-set-parts.js';
import { summary, TODAY } from './fixtures.js';

describe('the chunks of a compacted working set', () => {
  it('puts long stays and bookings without a day after the short ones, whatever their first day', async () => {
    const parts = emptyParts(10_000, () => []);
    // Long stays begin on the first day: in listing order they come first. One short booking more than a chunk holds,
    // since one of them becomes long below.
    for (let i = 0; i < 3; i += 1) parts.bookings.putSummary(summary({ startDay: TODAY, endDay: addDays(TODAY, 30) }), 1);
    for (let i = 0; i < 1001; i += 1) {
      const startDay = addDays(TODAY, Math.floor(i / 100));
      parts.bookings.putSummary(summary({ startDay, endDay: addDays(startDay, 2) }), 1);
    }
    for (let i = 0; i < 2; i += 1) parts.bookings.putSummary(summary({ startDay: null, endDay: null, dates: '' }), 1);
    // A short booking that became a long stay before the file is written counts as long.
    const stretched = parts.bookings.inOrder().find((entry) => entry.summary.startDay === addDays(TODAY, 9))!.summary;
    parts.bookings.putSummary({ ...stretched, endDay: addDays(TODAY, 40), lastModified: stretched.lastModified! + 1 }, 2);

    const { chunks } = await compactedBase(parts);

    expect(chunks).toEqual([
      { count: 1000, first: TODAY, last: addDays(TODAY, 10), lastEnd: addDays(TODAY, 12) },
      { count: 6, first: TODAY, last: addDays(TODAY, 9), lastEnd: addDays(TODAY, 40) },
    ]);
  });
});
