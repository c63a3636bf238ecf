// The shift: every write this desk made or took over, by whom and when, filtered by period, staff member,
// desk and kind, as one timeline or one per staff member or desk, saved as CSV; and "Hand over", which ends the shift.
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SHIFT_WRITE_KINDS, type ShiftQuery, type ShiftWriteKind } from '../../../shared/contract/model/shift.js';
import { instantInZone, isoInZone } from '../../../shared/domain/dates.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { deskText } from '../../ui/desk-words.js';
import type { Formatter } from '../../ui/format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { useVisitState } from '../../ui/visit-state.js';
import { downloadCsv } from '../../ui/download.js';
import { accountNow } from '../../ui/account-now.js';
import { staffText } from '../../ui/staff-words.js';
import { HandoverPanel } from './HandoverPanel.js';
import { recordWarningText } from './handover-text.js';
import { shiftCsv } from './shift-csv.js';
import { KIND_NAMES } from './shift-words.js';
import { words } from '../../i18n/words.js';
import { ShiftTimeline, type TimelineGrouping } from './ShiftTimeline.js';
import './handover.css';

type Period = 'today' | 'week' | 'all';
const PERIODS = words(defineMessages({
  today: { id: 'shift.period.today', defaultMessage: 'Today' },
  week: { id: 'shift.period.week', defaultMessage: 'The last 7 days' },
  all: { id: 'shift.period.all', defaultMessage: 'The 90 days kept' },
})) satisfies Record<Period, unknown>;

interface Filters { period: Period; staffName: string; deskName: string; kind: ShiftWriteKind | ''; grouping: TimelineGrouping }
const NO_FILTERS: Filters = { period: 'today', staffName: '', deskName: '', kind: '', grouping: 'time' };

function queryOf(filters: Filters, format: Formatter): ShiftQuery {
  const today = accountNow(Date.now(), format.timeZone).day;
  const startOfToday = instantInZone(today, format.timeZone) * 1000;
  return {
    ...(filters.period === 'today' ? { from: startOfToday } : filters.period === 'week' ? { from: startOfToday - 6 * 86_400_000 } : {}),
    ...(filters.staffName ? { staffName: filters.staffName } : {}), ...(filters.deskName ? { deskName: filters.deskName } : {}),
    ...(filters.kind ? { kinds: [filters.kind] } : {}),
  };
}

function FilterBar({ filters, staff, desks, onChange }: { filters: Filters; staff: string[]; desks: string[]; onChange(next: Filters): void }) {
  const intl = useIntl();
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  return (
    <div className="shift-filters" role="group" aria-label={intl.formatMessage({ id: 'shift.filters', defaultMessage: 'Which writes' })}>
      <label><FormattedMessage id="shift.filter.period" defaultMessage="Period" /> <select value={filters.period} onChange={(event) => set('period', event.target.value as Period)}>
        {(Object.keys(PERIODS) as Period[]).map((period) => <option key={period} value={period}>{intl.formatMessage(PERIODS[period])}</option>)}
      </select></label>
      <label><FormattedMessage id="shift.filter.staff" defaultMessage="Staff member" /> <select value={filters.staffName} onChange={(event) => set('staffName', event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'shift.filter.everyone', defaultMessage: 'Everyone' })}</option>
        {staff.map((name) => <option key={name} value={name} translate="no">{staffText(intl, name)}</option>)}
      </select></label>
      <label><FormattedMessage id="shift.filter.desk" defaultMessage="Desk" /> <select value={filters.deskName} onChange={(event) => set('deskName', event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'shift.filter.everyDesk', defaultMessage: 'Every desk' })}</option>
        {desks.map((name) => <option key={name} value={name} translate="no">{deskText(intl, name)}</option>)}
      </select></label>
      <label><FormattedMessage id="shift.filter.what" defaultMessage="What" /> <select value={filters.kind} onChange={(event) => set('kind', event.target.value as ShiftWriteKind | '')}>
        <option value="">{intl.formatMessage({ id: 'shift.filter.everyWrite', defaultMessage: 'Every write' })}</option>
        {SHIFT_WRITE_KINDS.map((kind) => <option key={kind} value={kind}>{intl.formatMessage(KIND_NAMES[kind])}</option>)}
      </select></label>
      <label><FormattedMessage id="shift.filter.show" defaultMessage="Show" /> <select value={filters.grouping} onChange={(event) => set('grouping', event.target.value as TimelineGrouping)}>
        <option value="time">{intl.formatMessage({ id: 'shift.show.time', defaultMessage: 'One timeline' })}</option>
        <option value="staff">{intl.formatMessage({ id: 'shift.show.staff', defaultMessage: 'A timeline per staff member' })}</option>
        <option value="desk">{intl.formatMessage({ id: 'shift.show.desk', defaultMessage: 'A timeline per desk' })}</option>
      </select></label>
    </div>
  );
}

export function ShiftScreen() {
  const format = useFormatter();
  const intl = useIntl();
  if (!format.known) return <Loading label={intl.formatMessage({ id: 'shift.opening', defaultMessage: 'Opening the shift…' })} />;
  return <Shift format={format} />;
}

function Shift({ format }: { format: Formatter }) {
  const [filters, setFilters] = useVisitState<Filters>('shift.filters', NO_FILTERS);
  const intl = useIntl();
  const [handingOver, setHandingOver] = useState(false);
  const record = useDeskQuery('shift.record', queryOf(filters, format));
  const entries = record.data?.entries ?? [];
  const save = () => downloadCsv(shiftCsv(entries, (at) => isoInZone(at / 1000, format.timeZone), intl), `shift-${filters.period}.csv`);
  return (
    <div className="shift">
      <header className="shift-head">
        <h1><FormattedMessage id="shift.title" defaultMessage="Shift" /></h1>
        <button type="button" className="btn btn-primary" aria-expanded={handingOver} onClick={() => setHandingOver(!handingOver)}>
          <FormattedMessage id="shift.handOver" defaultMessage="Hand over…" /></button>
        <button type="button" className="btn" onClick={save} disabled={entries.length === 0}>
          <FormattedMessage id="shift.csv" defaultMessage="Save as CSV" /></button>
      </header>
      {handingOver ? <HandoverPanel format={format} /> : null}
      <FilterBar filters={filters} staff={record.data?.staffNames ?? []} desks={record.data?.deskNames ?? []} onChange={setFilters} />
      {record.data?.warning ? <p className="notice notice-warn" role="alert">{recordWarningText(intl, record.data.warning)}</p> : null}
      <ErrorNotice error={record.error} onRetry={() => void record.refetch()} />
      {record.isPending ? <Loading label={intl.formatMessage({ id: 'shift.reading', defaultMessage: 'Reading the shift\'s record…' })} /> : null}
      {record.data && entries.length === 0 ? <Empty><FormattedMessage id="shift.empty" defaultMessage="No writes on this desk for this choice." /></Empty> : null}
      {entries.length > 0 ? <ShiftTimeline entries={entries} grouping={filters.grouping} format={format} /> : null}
      {(record.data?.more ?? 0) > 0 ? (
        <p className="muted">
          <FormattedMessage id="shift.more" defaultMessage="{count, plural, one {# older write} other {# older writes}} not shown: narrow the choice."
            values={{ count: record.data!.more }} />
        </p>
      ) : null}
    </div>
  );
}
