// Contract handler for the managers' reports: computed in core from the working set, never from the service, so
// a report answers at once and offline; the service's cost is the sync that keeps the working set.
import { buildReport } from '../../reports/build-report.js';
import type { Desk } from '../desk.js';
import type { DeskHandlers } from '../dispatch.js';

type ReportHandlers = Pick<DeskHandlers, 'reports.run'>;

export function reportHandlers(desk: Desk): ReportHandlers {
  return {
    'reports.run': async (query) => {
      const { workingSet } = desk.offline();
      const { items } = workingSet.items();
      return buildReport(query, {
        sources: workingSet.reportSources(), items, today: workingSet.today(), timeZone: workingSet.timeZone,
        held: workingSet.size, accountTotal: workingSet.accountTotal, syncedAt: workingSet.lastSyncAt,
      });
    },
  };
}
