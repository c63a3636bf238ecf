// The first screen: the day's manifest. Activities by item and start time, stays as arrivals, in house
// and departures, each group rolled up; check-in and check-out with a question before a slip and an undo window;
// printable (print.css), and saved as a PDF in the desktop app.
import { words } from '../../i18n/words.js';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useMemo, useState, type CSSProperties } from 'react';
import { addDays, type Day } from '../../../shared/domain/dates.js';
import { notGuestIds } from '../../../shared/domain/guests.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { useVisitState } from '../../ui/visit-state.js';
import { useFormFields } from '../form-answers/use-form-fields.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { BOOKINGS } from '../offline/record-names.js';
import { answerColumnsOf } from './answer-columns.js';
import { DayStepper } from './DayStepper.js';
import { DayTotalsLine } from './DayTotalsLine.js';
import { manifestOf, type ManifestFilter, type SectionId } from './manifest-groups.js';
import { CompactToggle, useCompact } from './CompactToggle.js';
import { JumpStrip } from './JumpStrip.js';
import { ManifestExport } from './ManifestExport.js';
import { ManifestFilters } from './ManifestFilters.js';
import { useManifestColumns } from './manifest-columns.js';
import { manifestKeyHandler } from './manifest-keys.js';
import { widestAmounts } from './manifest-text.js';
import { LISTS_STALE_MS } from './manifest-reads.js';
import { ManifestGroupTable } from './ManifestGroupTable.js';
import { rowsPerGroup, useRowBudget } from './first-rows.js';
import { ManifestSection } from './ManifestSection.js';
import { PrintButton } from './PrintButton.js';
import { PrintHeading } from './PrintHeading.js';
import { accountNow } from '../../ui/account-now.js';
import { StampOutcomeLine } from '../stamps/StampOutcomeLine.js';
import { AFTER_STAMP } from '../stamps/stamp-reads.js';
import { useStamping } from '../stamps/use-stamping.js';
import { closingOf } from './departure-facts.js';
import { closingKeyHandler } from './closing-keys.js';
import { DepartureCloser } from './DepartureCloser.js';
import { ReadinessOnManifest } from '../readiness/ReadinessOnManifest.js';
import { PrintChangesNotice } from './PrintChangesNotice.js';
import { usePrintMark } from './use-print-mark.js';
import './manifest.css';

const SECTIONS: SectionId[] = ['activities', 'arrivals', 'inHouse', 'departures'];

export function ManifestScreen() {
  const format = useFormatter();
  const intl = useIntl();
  if (!format.known) return <Loading label={intl.formatMessage(WORDS.opening)} />;
  return <Manifest format={format} />;
}

/** Parameter labels by id, and the parameters that are no guests (Rooms, Units: shared/domain/guests.ts). */
function useParameters(): { labels: ReadonlyMap<string, string>; notGuests: ReadonlySet<string> } {
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: LISTS_STALE_MS }).data;
  return useMemo(() => ({
    labels: new Map((parameters ?? []).map((parameter) => [parameter.id, parameter.label])),
    notGuests: notGuestIds(parameters),
  }), [parameters]);
}

const WORDS = words(defineMessages({
  opening: { id: 'manifest.opening', defaultMessage: 'Opening the manifest…' },
  reading: { id: 'manifest.readingDay', defaultMessage: 'Reading the day…' },
}));

function Manifest({ format }: { format: Formatter }) {
  const intl = useIntl();
  const now = accountNow(Date.now(), format.timeZone);
  // Kept while the desk is open: back from a booking, the manifest shows the day and filter it was left on (the
  // day only until midnight: a desk left open overnight opens on the new today).
  const [day, setDay] = useVisitState<Day>(`manifest.day.${now.day}`, now.day);
  const [filter, setFilter] = useVisitState<ManifestFilter>('manifest.filter', {});
  const [compact, setCompact] = useCompact();
  const contents = useDeskQuery('day.contents', { day }, {
    // The guest counts of bookings never read arrive behind the first answer.
    refetchInterval: (query) => ((query.state.data?.countsPending ?? 0) > 0 ? 1500 : false),
  });
  const items = useDeskQuery('items.list', {}, { staleTime: LISTS_STALE_MS }).data ?? [];
  const categories = useDeskQuery('categories.list', {}, { staleTime: LISTS_STALE_MS }).data ?? [];
  const { labels, notGuests } = useParameters();
  const form = useFormFields();
  const [columns, chooseColumns] = useManifestColumns();
  const answerColumns = useMemo(() => answerColumnsOf(columns, form.fields), [columns, form.fields]);
  const stamping = useStamping();
  const closings = useDeskQuery('departures.list', { day }).data ?? [];
  const [closingGroup, setClosingGroup] = useState<string | null>(null);
  usePrintMark(day);
  const undo = useDeskMutation('bookings.undoStamp', AFTER_STAMP);
  const manifest = useMemo(() => manifestOf(day, contents.data?.bookings ?? [], items, filter, notGuests),
    [day, contents.data, items, filter, notGuests]);
  const empty = SECTIONS.every((id) => manifest.sections[id].length === 0);
  // Records read behind the day's lists: what they hold is being counted. Offline it is not known, and says so.
  const counting = (contents.data?.countsPending ?? 0) > 0;
  const amountWidths = useMemo(() => {
    const widest = widestAmounts(manifest.sections, format, intl);
    return { '--value-chars': widest.value, '--balance-chars': widest.balance } as CSSProperties;
  }, [manifest, format, intl]);
  const budget = useRowBudget(!empty);
  const drawn = rowsPerGroup(SECTIONS.flatMap((id) => manifest.sections[id].map((group) => group.entries.length)), budget);
  let groupIndex = 0;
  const onKeyDown = useMemo(() => closingKeyHandler(manifest, setClosingGroup, manifestKeyHandler({
    contentsOf: (code) => contents.data?.bookings.find((booking) => booking.booking.code === code),
    onStamp: (booking, kind) => stamping.press(kind, booking), onUndo: (code) => undo.mutate({ code }),
  })), [manifest, contents.data, stamping.press, undo.mutate]);
  return (
    <div className={compact ? 'manifest manifest-compact' : 'manifest'} style={amountWidths} onKeyDown={onKeyDown}>
      <PrintHeading day={day} format={format} />
      <header className="manifest-head no-print">
        <h1><FormattedMessage id="manifest.heading" defaultMessage="Manifest {day}"
          values={{ day: <span className="muted" translate="no">{format.day(day, 'long')}</span> }} /></h1>
        <DayStepper day={day} today={now.day} onChange={setDay} />
        <ManifestFilters items={items} categories={categories} filter={filter} onChange={setFilter} />
        <CompactToggle compact={compact} onChange={setCompact} />
        <ManifestExport manifest={manifest} labels={labels} format={format} chosen={columns} form={form}
          onChange={chooseColumns} />
        <PrintButton day={day} />
      </header>
      <JumpStrip sections={manifest.sections} format={format} />
      <DayTotalsLine totals={manifest.totals} reading={contents.data?.countsPending ?? 0} format={format} />
      <AnswerNotes source={contents.data} what={BOOKINGS} />
      <PrintChangesNotice day={day} format={format} />
      {day === addDays(now.day, 1) ? <ReadinessOnManifest day={day} /> : null}
      <ErrorNotice error={contents.error} onRetry={() => void contents.refetch()} />
      {stamping.outcome?.tone === 'bad' ? <StampOutcomeLine outcome={stamping.outcome} onDismiss={stamping.dismiss} /> : null}
      {contents.isPending ? <Loading label={intl.formatMessage(WORDS.reading)} /> : null}
      {contents.data && empty ? <Empty><FormattedMessage id="manifest.nothingBooked"
        defaultMessage="{filtered, select, yes {Nothing booked on this day for this filter.} other {Nothing booked on this day.}}"
        values={{ filtered: filter.itemId || filter.categoryId ? 'yes' : 'no' }} /></Empty> : null}
      {SECTIONS.map((id) => {
        const rows = manifest.sections[id].map(() => drawn[groupIndex++]!);
        // A part of the day below the first screenful comes with the rest, a frame later.
        if (rows.every((count) => count === 0)) return null;
        return (
          <ManifestSection key={id} id={id} groups={manifest.sections[id]} counting={counting}>
            {manifest.sections[id].map((group, i) => (rows[i]! > 0
              ? <ManifestGroupTable key={group.key} day={day} group={group} labels={labels} format={format} now={now}
                answerColumns={answerColumns} rows={rows[i]!} counting={counting} onStamp={stamping.press}
                extra={<DepartureCloser group={group} day={day} now={now} closing={closingOf(group, closings)} format={format}
                  open={closingGroup === group.key} onOpenChange={(open) => setClosingGroup(open ? group.key : null)} />} />
              : null))}
          </ManifestSection>
        );
      })}
      {manifest.notComing > 0 ? <p className="muted"><FormattedMessage id="manifest.notComing"
        defaultMessage="{count, plural, one {# void or cancelled booking} other {# void or cancelled bookings}} not shown."
        values={{ count: manifest.notComing }} /></p> : null}
      {stamping.dialog}
    </div>
  );
}
