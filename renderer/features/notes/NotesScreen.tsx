// Notes across all bookings (booking/notes): the desk's log of what staff and guests wrote, by period.
import { useMemo } from 'react';
import { useDeskQuery, useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { useVisitState } from '../../ui/visit-state.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { NOTES } from '../offline/record-names.js';
import { filterNotes, NO_FILTER, type NoteFilter } from './note-filter.js';
import { NoteFilters } from './NoteFilters.js';
import { NoteList } from './NoteList.js';
import { NotePeriodPicker } from './NotePeriodPicker.js';
import { RECENT, notesQuery, periodTitle, type NotePeriod } from './note-period.js';
import './notes.css';

export function NotesScreen() {
  // Kept while the desk is open: back from a booking, the same period and filters.
  const [period, setPeriod] = useVisitState<NotePeriod>('notes.period', RECENT);
  const format = useFormatter();
  const staff = useDeskStatus().data?.staff ?? [];
  const notes = useDeskQuery('notes.list', notesQuery(period));
  const title = periodTitle(period, format);
  const count = notes.data?.notes.length ?? 0;
  const [filter, setFilter] = useVisitState<NoteFilter>('notes.filter', NO_FILTER);
  const shown = useMemo(() => filterNotes(notes.data?.notes ?? [], filter), [notes.data, filter]);
  return (
    <section className="notes-screen" aria-labelledby="notes-title">
      <h1 id="notes-title">Notes</h1>
      <NotePeriodPicker period={period} onChange={setPeriod} />
      <h2 className="notes-period-title">
        {period.kind === 'day' ? 'On' : period.kind === 'month' ? 'In' : 'From'} {title}
        {notes.data ? <span className="muted"> · {shown.length === count ? format.count(count, 'note') : `${format.number(shown.length)} of ${format.count(count, 'note')}`}, newest first</span> : null}
      </h2>
      <AnswerNotes source={notes.data} what={NOTES} />
      {notes.isPending ? <Loading label="Loading notes…" /> : null}
      <ErrorNotice error={notes.error} onRetry={() => void notes.refetch()} />
      {notes.data && count === 0 ? (
        <Empty>No notes from {title}. Pick another month or day, or write one from a booking (N).</Empty>
      ) : null}
      {notes.data && count > 0 ? <NoteFilters filter={filter} staff={staff} onChange={setFilter} /> : null}
      {notes.data && count > 0 && shown.length === 0 ? <Empty>No note matches these filters.</Empty> : null}
      {shown.length > 0 ? <NoteList notes={shown} staff={staff} format={format} /> : null}
    </section>
  );
}
