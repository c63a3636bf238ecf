// Notes across all bookings (booking/notes): the desk's log of what staff and guests wrote, by period.
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useDeskQuery, useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { useVisitState } from '../../ui/visit-state.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { NOTES } from '../offline/record-names.js';
import { filtersNotes, NO_FILTER, type NoteFilter } from '../../../shared/domain/note-filter.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { filterNotes } from './note-filter.js';
import { NoteFilters } from './NoteFilters.js';
import { NoteList } from './NoteList.js';
import { NotePeriodPicker } from './NotePeriodPicker.js';
import { NOTES_PAGE, RECENT, notesQuery, periodTitle, type NotePeriod } from './note-period.js';
import './notes.css';

/** How long typing pauses before the desk looks through the whole period: one ask per word, not per key. */
const FILTER_PAUSE_MS = 250;

const SAID = words(defineMessages({
  title: { id: 'notes.title', defaultMessage: 'Notes' },
  period: { id: 'notes.period', defaultMessage: '{kind, select, day {On {title}} month {In {title}} other {From the last 30 days}}' },
  count: {
    id: 'notes.count',
    defaultMessage: '{filtered, select, yes {{shown, number} of {count, plural, one {# note} other {# notes}}} other {{count, plural, one {# note} other {# notes}}}}, newest first',
  },
  loading: { id: 'notes.loading', defaultMessage: 'Loading notes…' },
  none: {
    id: 'notes.none',
    defaultMessage: '{kind, select, day {No notes from {title}.} month {No notes from {title}.} other {No notes from the last 30 days.}} Pick another month or day, or write one from a booking ({key}).',
  },
  noMatch: { id: 'notes.noMatch', defaultMessage: 'No note matches these filters.' },
  newest: {
    id: 'notes.newest',
    defaultMessage: 'The {loaded, number} newest of {total, plural, one {# note} other {# notes}}, newest first',
  },
  newestMatching: {
    id: 'notes.newestMatching',
    defaultMessage: 'The {loaded, number} newest of {matching, plural, one {# note} other {# notes}} that match, of {total, number}, newest first',
  },
  looking: { id: 'notes.looking', defaultMessage: 'Looking through {total, plural, one {# note} other {# notes}}…' },
  more: { id: 'notes.more', defaultMessage: 'Show {count, number} more' },
}));

export function NotesScreen() {
  const intl = useIntl();
  // Kept while the desk is open: back from a booking, the same period and filters.
  const [period, setPeriod] = useVisitState<NotePeriod>('notes.period', RECENT);
  const format = useFormatter();
  const staff = useDeskStatus().data?.staff ?? [];
  // How many of the period's newest notes are shown: back to a page whenever another period is picked.
  const [shownUpTo, setShownUpTo] = useState({ period, limit: NOTES_PAGE });
  const limit = shownUpTo.period === period ? shownUpTo.limit : NOTES_PAGE;
  const [filter, setFilter] = useVisitState<NoteFilter>('notes.filter', NO_FILTER);
  // The desk looks through the whole period once typing pauses; meanwhile the notes shown narrow at each key.
  const settledFilter = useDebounced(filter, FILTER_PAUSE_MS);
  // The notes shown stay while more of the same period are asked for (another period's would sit under its title).
  const asked = notesQuery(period, limit, settledFilter);
  const notes = useDeskQuery('notes.list', asked, {
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1] as typeof asked | undefined;
      return before?.day === asked.day && before?.month === asked.month ? previous : undefined;
    },
  });
  const title = periodTitle(period, format);
  const count = notes.data?.notes.length ?? 0;
  const matching = notes.data?.matching ?? 0;
  const total = notes.data?.total ?? 0;
  const shown = useMemo(() => filterNotes(notes.data?.notes ?? [], filter), [notes.data, filter]);
  const looking = filtersNotes(filter) && (settledFilter !== filter || notes.isPlaceholderData);
  const tally = (): string => {
    if (looking) return intl.formatMessage(SAID.looking, { total });
    if (matching > count) {
      return matching < total
        ? intl.formatMessage(SAID.newestMatching, { loaded: count, matching, total })
        : intl.formatMessage(SAID.newest, { loaded: count, total });
    }
    return intl.formatMessage(SAID.count, { filtered: matching < total ? 'yes' : 'no', shown: matching, count: total });
  };
  return (
    <section className="notes-screen" aria-labelledby="notes-title">
      <h1 id="notes-title">{intl.formatMessage(SAID.title)}</h1>
      <NotePeriodPicker period={period} onChange={setPeriod} />
      <h2 className="notes-period-title">
        {intl.formatMessage(SAID.period, { kind: period.kind, title: <span translate="no" key="title">{title}</span> })}
        {notes.data ? <span className="muted"> · {tally()}</span> : null}
      </h2>
      <AnswerNotes source={notes.data} what={NOTES} />
      {notes.isPending ? <Loading label={intl.formatMessage(SAID.loading)} /> : null}
      <ErrorNotice error={notes.error} onRetry={() => void notes.refetch()} />
      {notes.data && total === 0 ? <Empty>{intl.formatMessage(SAID.none, { kind: period.kind, title, key: 'N' })}</Empty> : null}
      {total > 0 ? <NoteFilters filter={filter} staff={staff} onChange={setFilter} /> : null}
      {total > 0 && !looking && shown.length === 0 ? <Empty>{intl.formatMessage(SAID.noMatch)}</Empty> : null}
      {shown.length > 0 ? <NoteList notes={shown} staff={staff} format={format} /> : null}
      {notes.data && matching > count ? (
        <button type="button" className="notes-more" disabled={notes.isFetching}
          onClick={() => setShownUpTo({ period, limit: limit + NOTES_PAGE })}>
          {intl.formatMessage(SAID.more, { count: Math.min(NOTES_PAGE, matching - count) })}
        </button>
      ) : null}
    </section>
  );
}
