// What a manager chose on the Reports screen and expects to find again: the statuses that count as revenue and the
// date basis (saved in localStorage), with the period and the category and item filters kept while the desk is open
// (back from a booking, the report is the one left).
import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useVisitState } from '../../ui/visit-state.js';
import type { DateBasis, PeriodChoiceInput } from '../../../shared/contract/model/report.js';
import { DEFAULT_REVENUE } from '../../../shared/domain/statuses.js';
import { readChoice, saveChoice } from '../../ui/stored-choice.js';

const REVENUE_KEY = 'frontdesk.reports.revenueStatuses';
const BASIS_KEY = 'frontdesk.reports.basis';

const BASIS_WORDS = words(defineMessages({
  start: { id: 'reports.basis.start', defaultMessage: 'Start date' },
  created: { id: 'reports.basis.created', defaultMessage: 'Created' },
  end: { id: 'reports.basis.end', defaultMessage: 'End date' },
}));

/** The dates that can place a booking in a period, each with what the desk calls it. */
export const BASES = (['start', 'created', 'end'] as const).map((id) => ({ id, label: BASIS_WORDS[id] }));

function savedRevenue(): string[] {
  const stored = readChoice(REVENUE_KEY);
  if (!Array.isArray(stored)) return [...DEFAULT_REVENUE];
  return stored.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 40);
}

function savedBasis(): DateBasis {
  const stored = readChoice(BASIS_KEY);
  return BASES.some((basis) => basis.id === stored) ? (stored as DateBasis) : 'start';
}

export interface ReportChoice {
  period: PeriodChoiceInput;
  basis: DateBasis;
  revenueStatuses: string[];
  categoryIds: number[];
  itemIds: number[];
}

export function useReportChoice() {
  const [choice, setChoice] = useVisitState<ReportChoice>('reports.choice', () => ({
    period: { kind: 'last', unit: 'month' }, basis: savedBasis(), revenueStatuses: savedRevenue(), categoryIds: [], itemIds: [],
  }));
  const change = useCallback((next: Partial<ReportChoice>) => {
    if (next.revenueStatuses) saveChoice(REVENUE_KEY, next.revenueStatuses);
    if (next.basis) saveChoice(BASIS_KEY, next.basis);
    setChoice((current) => ({ ...current, ...next }));
  }, [setChoice]);
  return { choice, change };
}
