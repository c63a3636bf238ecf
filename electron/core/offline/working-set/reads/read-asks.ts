// What the reads' worker is asked, and how each ask is answered from its copy (read-model.ts).
import { getHeapStatistics } from 'node:v8';
import type { BookingQuery } from '../../../../../shared/contract/model/booking-query.js';
import type { DateBasis, Report, ReportBooking, ReportQuery } from '../../../../../shared/contract/model/report.js';
import type { Day } from '../../../../../shared/domain/dates.js';
import type { DayRange } from '../../../../../shared/domain/report-period.js';
import type { ReportFacts, ReportList } from '../../../reports/report-answers.js';
import { collector } from './idle-collection.js';
import type { ListAnswer, ReadModel } from './read-model.js';

export type ReadAsk =
  | { kind: 'list'; query: BookingQuery; today: Day }
  | { kind: 'search'; text: string; limit: number; today: Day }
  | { kind: 'report'; facts: ReportFacts; query: ReportQuery }
  | { kind: 'reportRows'; facts: ReportFacts; query: ReportQuery; list: ReportList; from: number; count: number }
  | { kind: 'withoutCounts'; range: DayRange; basis: DateBasis; timeZone: string }
  /** The worker's heap in bytes, after a collection when `collect` (the benchmarks' heap figures). */
  | { kind: 'heap'; collect: boolean };

export interface ReadAnswers {
  list: ListAnswer;
  search: Int32Array;
  report: Report;
  reportRows: ReportBooking[];
  withoutCounts: string[];
  heap: number;
}

export type Answer<A extends ReadAsk> = ReadAnswers[A['kind']];

function heap(collect: boolean): number {
  if (collect) collector()();
  return getHeapStatistics().used_heap_size;
}

export function answer(model: ReadModel, ask: ReadAsk): ReadAnswers[ReadAsk['kind']] {
  switch (ask.kind) {
    case 'list': return model.list(ask.query, ask.today);
    case 'search': return model.search(ask.text, ask.limit, ask.today);
    case 'report': return model.report(ask.facts, ask.query);
    case 'reportRows': return model.reportRows(ask.facts, ask.query, ask.list, ask.from, ask.count);
    case 'withoutCounts': return model.withoutCounts(ask.range, ask.basis, ask.timeZone);
    case 'heap': return heap(ask.collect);
  }
}
