// The first screen (issue 11): the day's manifest. Activities by item and start time, stays as arrivals, in house
// and departures, each group rolled up; check-in and check-out with a question before a slip and an undo window;
// printable (print.css), and saved as a PDF in the desktop app.
import { useCallback, useMemo, useState } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Day } from '../../../shared/domain/dates.js';
import { notGuestIds } from '../../../shared/domain/guests.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { BOOKINGS } from '../offline/record-names.js';
import { DayStepper } from './DayStepper.js';
import { manifestOf, type ManifestFilter, type SectionId } from './manifest-groups.js';
import { ManifestFilters } from './ManifestFilters.js';
import { ManifestGroupTable } from './ManifestGroupTable.js';
import { ManifestSection } from './ManifestSection.js';
import { PrintButton } from './PrintButton.js';
import { PrintHeading } from './PrintHeading.js';
import { accountNow } from './no-show.js';
import { StampDialog, type StampChoice } from './StampDialog.js';
import { stampQuestions, type StampKind } from './stamp-questions.js';
import { useUndoableStamps } from './use-undoable-stamps.js';
import './manifest.css';

const SECTIONS: SectionId[] = ['activities', 'arrivals', 'inHouse', 'departures'];

export function ManifestScreen() {
  const format = useFormatter();
  if (!format.known) return <Loading label="Opening the manifest…" />;
  return <Manifest format={format} />;
}

interface Asking {
  contents: BookingContents;
  kind: StampKind;
}

/** Parameter labels by id, and the parameters that are no guests (Rooms, Units: shared/domain/guests.ts). */
function useParameters(): { labels: ReadonlyMap<string, string>; notGuests: ReadonlySet<string> } {
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: 10 * 60_000 }).data;
  return useMemo(() => ({
    labels: new Map((parameters ?? []).map((parameter) => [parameter.id, parameter.label])),
    notGuests: notGuestIds(parameters),
  }), [parameters]);
}

function Manifest({ format }: { format: Formatter }) {
  const now = accountNow(Date.now(), format.timeZone);
  const [day, setDay] = useState<Day>(now.day);
  const [filter, setFilter] = useState<ManifestFilter>({});
  const [asking, setAsking] = useState<Asking | null>(null);
  const contents = useDeskQuery('day.contents', { day }, {
    // The guest counts of bookings never read arrive behind the first answer.
    refetchInterval: (query) => ((query.state.data?.countsPending ?? 0) > 0 ? 1500 : false),
  });
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 }).data ?? [];
  const categories = useDeskQuery('categories.list', {}, { staleTime: 10 * 60_000 }).data ?? [];
  const { labels, notGuests } = useParameters();
  const stamps = useUndoableStamps();
  const manifest = useMemo(() => manifestOf(day, contents.data?.bookings ?? [], items, filter, notGuests),
    [day, contents.data, items, filter, notGuests]);
  const onStamp = useCallback((booking: BookingContents, kind: StampKind) => {
    const questions = stampQuestions(kind, booking, now.day, format);
    if (questions.reasons.length === 0 && questions.dueAtCheckOut === null) stamps.stamp(booking.booking.code, kind, false);
    else setAsking({ contents: booking, kind });
  }, [now.day, format, stamps]);
  const onChoose = (choice: StampChoice) => {
    if (asking && choice !== 'cancel') stamps.stamp(asking.contents.booking.code, asking.kind, choice === 'settle-and-go-on');
    setAsking(null);
  };
  const empty = SECTIONS.every((id) => manifest.sections[id].length === 0);
  return (
    <div className="manifest">
      <PrintHeading day={day} format={format} />
      <header className="manifest-head no-print">
        <h1>Manifest <span className="muted">{format.day(day, 'long')}</span></h1>
        <DayStepper day={day} today={now.day} onChange={setDay} />
        <ManifestFilters items={items} categories={categories} filter={filter} onChange={setFilter} />
        <PrintButton day={day} />
      </header>
      <AnswerNotes source={contents.data} what={BOOKINGS} />
      <ErrorNotice error={contents.error} onRetry={() => void contents.refetch()} />
      {contents.isPending ? <Loading label="Reading the day…" /> : null}
      {contents.data && empty ? <Empty>Nothing booked on this day{filter.itemId || filter.categoryId ? ' for this filter' : ''}.</Empty> : null}
      {SECTIONS.map((id) => (
        <ManifestSection key={id} id={id} groups={manifest.sections[id]} format={format}>
          {manifest.sections[id].map((group) => (
            <ManifestGroupTable key={group.key} day={day} group={group} labels={labels} format={format} now={now}
              states={stamps.states} onStamp={onStamp} onUndo={stamps.undo} />
          ))}
        </ManifestSection>
      ))}
      {manifest.notComing > 0 ? <p className="muted">{format.count(manifest.notComing, 'void or cancelled booking')} not shown.</p> : null}
      {asking ? (
        <StampDialog kind={asking.kind} contents={asking.contents} format={format}
          questions={stampQuestions(asking.kind, asking.contents, now.day, format)} onChoose={onChoose} />
      ) : null}
    </div>
  );
}
