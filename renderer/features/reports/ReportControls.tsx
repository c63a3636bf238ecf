// What a report covers: period, which date places a booking in it, which statuses are revenue, and which
// categories and items it is narrowed to.
import { useCallback, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { DateBasis } from '../../../shared/contract/model/report.js';
import { DEFAULT_STATUSES } from '../../../shared/domain/statuses.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ChoiceList } from './ChoiceList.js';
import { PeriodPicker } from './PeriodPicker.js';
import { BASES, type ReportChoice } from './report-settings.js';

const STATUSES = [...DEFAULT_STATUSES];
const NO_OPTIONS: { id: number; name: string }[] = [];

const WORDS = words(defineMessages({
  form: { id: 'reports.controls.label', defaultMessage: 'What the report covers' },
  placedBy: { id: 'reports.controls.placedBy', defaultMessage: 'Placed by' },
  statuses: { id: 'reports.controls.statuses', defaultMessage: 'Revenue statuses' },
  none: { id: 'reports.controls.none', defaultMessage: 'none' },
  categories: { id: 'reports.controls.categories', defaultMessage: 'Categories' },
  items: { id: 'reports.controls.items', defaultMessage: 'Items' },
  all: { id: 'reports.controls.all', defaultMessage: 'all' },
}));

interface ReportControlsProps {
  choice: ReportChoice;
  shown: { from: number; to: number } | undefined;
  today: number;
  onChange: (change: Partial<ReportChoice>) => void;
}

export function ReportControls({ choice, shown, today, onChange }: ReportControlsProps) {
  const basisId = useId();
  const intl = useIntl();
  const say = intl.formatMessage;
  const categories = useDeskQuery('categories.list', {}, { staleTime: 10 * 60_000 });
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 });
  const chooseStatuses = useCallback((revenueStatuses: string[]) => onChange({ revenueStatuses }), [onChange]);
  const chooseCategories = useCallback((categoryIds: number[]) => onChange({ categoryIds }), [onChange]);
  const chooseItems = useCallback((itemIds: number[]) => onChange({ itemIds }), [onChange]);
  return (
    <form className="report-controls" aria-label={say(WORDS.form)} onSubmit={(event) => event.preventDefault()}>
      <PeriodPicker period={choice.period} shown={shown} today={today} onChange={(period) => onChange({ period })} />
      <div className="field">
        <label htmlFor={basisId}>{say(WORDS.placedBy)}</label>
        <select id={basisId} value={choice.basis} onChange={(event) => onChange({ basis: event.target.value as DateBasis })}>
          {BASES.map((basis) => <option key={basis.id} value={basis.id}>{say(basis.label)}</option>)}
        </select>
      </div>
      <ChoiceList legend={say(WORDS.statuses)} options={STATUSES} chosen={choice.revenueStatuses}
        noneLabel={say(WORDS.none)} onChange={chooseStatuses} />
      <ChoiceList legend={say(WORDS.categories)} options={categories.data ?? NO_OPTIONS} chosen={choice.categoryIds}
        noneLabel={say(WORDS.all)} onChange={chooseCategories} />
      <ChoiceList legend={say(WORDS.items)} options={items.data ?? NO_OPTIONS} chosen={choice.itemIds}
        noneLabel={say(WORDS.all)} onChange={chooseItems} />
    </form>
  );
}
