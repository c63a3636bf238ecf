// A report already worked out is answered again while the desk's copy stands, and worked out afresh the moment the
// copy, the parameters that are no guests, the catalogue, the day or the question changes.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import { KeptReports } from '../../../../electron/core/reports/kept-reports.js';
import { reportQuerySchema, type ReportQuery } from '../../../../shared/contract/model/report.js';
import { smallAccount } from './small-account.js';

const query = (change: Partial<ReportQuery> = {}) =>
  reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: ['PAID', 'PART', 'PEND'], ...change });

describe('reports kept while the copy stands', () => {
  it('works a question out once, and again for another question, copy, set of non-guests, catalogue or day', () => {
    const kept = new KeptReports();
    const account = smallAccount();
    const copy = { sources: account.sources, notGuests: new Set<string>(), facts: { itemsAt: 100, today: account.today } };
    let built = 0;
    const ask = (on: typeof copy, question: ReportQuery) => kept.answer(on, question, () => {
      built += 1;
      return buildReport(question, { ...account, sources: on.sources, notGuests: on.notGuests });
    });
    const first = ask(copy, query());
    expect(ask(copy, query())).toBe(first);
    expect(built).toBe(1);
    ask(copy, query({ period: { kind: 'this', unit: 'year' } }));
    expect(built).toBe(2);
    expect(ask(copy, query())).toBe(first);
    const changed = ask({ ...copy, sources: [...account.sources] }, query());
    expect(changed).not.toBe(first);
    expect(changed).toEqual(first);
    ask({ ...copy, notGuests: new Set(['rooms']) }, query());
    ask({ ...copy, facts: { ...copy.facts, itemsAt: 200 } }, query());
    ask({ ...copy, facts: { ...copy.facts, today: copy.facts.today + 1 } }, query());
    expect(built).toBe(6);
  });
});
