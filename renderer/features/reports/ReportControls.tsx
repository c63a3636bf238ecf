// What a report covers: period, which date places a booking in it, which statuses are revenue, and which
// categories and items it is narrowed to.
import { useCallback, useId } from 'react';
import type { DateBasis } from '../../../shared/contract/model/report.js';
import { DEFAULT_STATUSES } from '../../../shared/domain/statuses.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ChoiceList } from './ChoiceList.js';
import { PeriodPicker } from './PeriodPicker.js';
import { BASES, type ReportChoice } from './report-settings.js';

const STATUSES = [...DEFAULT_STATUSES];
const NO_OPTIONS: { id: number; name: string }[] = [];

interface ReportControlsProps {
  choice: ReportChoice;
  shown: { from: number; to: number } | undefined;
  today: number;
  onChange: (change: Partial<ReportChoice>) => void;
}

export function ReportControls({ choice, shown, today, onChange }: ReportControlsProps) {
  const basisId = useId();
  const categories = useDeskQuery('categories.list', {}, { staleTime: 10 * 60_000 });
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 });
  const chooseStatuses = useCallback((revenueStatuses: string[]) => onChange({ revenueStatuses }), [onChange]);
  const chooseCategories = useCallback((categoryIds: number[]) => onChange({ categoryIds }), [onChange]);
  const chooseItems = useCallback((itemIds: number[]) => onChange({ itemIds }), [onChange]);
  return (
    <form className="report-controls" aria-label="What the report covers" onSubmit={(event) => event.preventDefault()}>
      <PeriodPicker period={choice.period} shown={shown} today={today} onChange={(period) => onChange({ period })} />
      <div className="field">
        <label htmlFor={basisId}>Placed by</label>
        <select id={basisId} value={choice.basis} onChange={(event) => onChange({ basis: event.target.value as DateBasis })}>
          {BASES.map((basis) => <option key={basis.id} value={basis.id}>{basis.label}</option>)}
        </select>
      </div>
      <ChoiceList legend="Revenue statuses" options={STATUSES} chosen={choice.revenueStatuses}
        noneLabel="none" onChange={chooseStatuses} />
      <ChoiceList legend="Categories" options={categories.data ?? NO_OPTIONS} chosen={choice.categoryIds}
        noneLabel="all" onChange={chooseCategories} />
      <ChoiceList legend="Items" options={items.data ?? NO_OPTIONS} chosen={choice.itemIds}
        noneLabel="all" onChange={chooseItems} />
    </form>
  );
}
