// What a report covers: period, which date places a booking in it, which statuses are revenue, and which
// categories and items it is narrowed to.
import { useId } from 'react';
import type { DateBasis } from '../../../shared/contract/model/report.js';
import { DEFAULT_STATUSES } from '../../../shared/domain/statuses.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ChoiceList } from './ChoiceList.js';
import { PeriodPicker } from './PeriodPicker.js';
import { BASES, type ReportChoice } from './report-settings.js';

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
  return (
    <form className="report-controls" aria-label="What the report covers" onSubmit={(event) => event.preventDefault()}>
      <PeriodPicker period={choice.period} shown={shown} today={today} onChange={(period) => onChange({ period })} />
      <div className="field">
        <label htmlFor={basisId}>Placed by</label>
        <select id={basisId} value={choice.basis} onChange={(event) => onChange({ basis: event.target.value as DateBasis })}>
          {BASES.map((basis) => <option key={basis.id} value={basis.id}>{basis.label}</option>)}
        </select>
      </div>
      <ChoiceList legend="Revenue statuses" options={[...DEFAULT_STATUSES]} chosen={choice.revenueStatuses}
        noneLabel="none" onChange={(revenueStatuses) => onChange({ revenueStatuses })} />
      <ChoiceList legend="Categories" options={categories.data ?? []} chosen={choice.categoryIds}
        noneLabel="all" onChange={(categoryIds) => onChange({ categoryIds })} />
      <ChoiceList legend="Items" options={items.data ?? []} chosen={choice.itemIds}
        noneLabel="all" onChange={(itemIds) => onChange({ itemIds })} />
    </form>
  );
}
