// A report the reads' worker answered is kept on the thread that answers the screens while the copy stands: asked
// again, it is the same answer at once; once a booking changes, or every booking may read otherwise, it is worked
// out again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outputSchema } from '../../../../../../electron/core/desk/output-checks.js';
import type { WorkingSet } from '../../../../../../electron/core/offline/working-set/index.js';
import type { ReportFacts } from '../../../../../../electron/core/reports/report-answers.js';
import { openSet, summary, tempFolder, TODAY, ZONE, type Folder } from '../fixtures.js';

let folder: Folder;
let set: WorkingSet;

const facts: ReportFacts = {
  items: [], itemsFetchedAt: null, today: TODAY, timeZone: ZONE, currency: 'CAD', held: 3, accountTotal: 3, syncedAt: 1,
  serviceSaid: null, notGuests: [],
};
const query = { period: { kind: 'this', unit: 'month' } as const, basis: 'start' as const, revenueStatuses: ['PAID'],
  categoryIds: [], itemIds: [] };

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path, { readsOffThreadFrom: 0 });
  set.putSummaries([summary({ total: '10.00' }), summary({ total: '20.00' })], 1);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

describe('a report asked again', () => {
  it('is the same answer, frozen, while the copy stands', async () => {
    const first = await set.report(facts, query);
    expect(set.readsOffThread).toBe(true);
    const again = await set.report(facts, query);
    expect(again).toBe(first);
    expect(Object.isFrozen(again.totals)).toBe(true);
    // Checked against the contract the first time it is sent, then sent as it is (desk/output-checks.ts).
    expect(outputSchema('reports.run').parse(again)).toBe(again);
    expect((await set.report({ ...facts, today: TODAY + 1 }, query))).not.toBe(first);
  });

  it('counts a booking stored since, even one stored in the same turn as the ask', async () => {
    expect((await set.report(facts, query)).totals.revenue).toBe('30.00');
    set.putSummaries([summary({ total: '5.00' })], 2);
    expect((await set.report(facts, query)).totals.revenue).toBe('35.00');
  });

  it('is worked out again when every booking may read otherwise (a new catalogue)', async () => {
    const first = await set.report(facts, query);
    set.putItems([{ id: 101, name: 'Harbour View Double', categoryId: 1, categoryName: 'Rooms' } as never], 3);
    expect(await set.report(facts, query)).not.toBe(first);
  });
});
