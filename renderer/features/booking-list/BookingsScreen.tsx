// Bookings: every booking of the account, filtered as booking/index allows, a server page at a time.
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { bookingPath, navigate } from '../../navigation/router.js';
import { formatter } from '../../ui/format.js';
import { ErrorNotice } from '../../ui/QueryState.js';
import { usePrinting } from '../../ui/use-printing.js';
import { useVisitState } from '../../ui/visit-state.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { BOOKINGS } from '../offline/record-names.js';
import './bookings.css';
import { BookingsTable } from './BookingsTable.js';
import { bookingColumns, columnTexts, type ColumnId } from './columns.js';
import { FilterPanel } from './FilterPanel.js';
import { filterWords } from './filter-words.js';
import { hasFilters } from './filters.js';
import { DEFAULT_SORTING, ListToolbar, ListTools, SortNote } from './ListToolbar.js';
import { LeftOutNote, ListNotes, LoadingOverlay, NoMatches } from './ListStates.js';
import { listSort } from './list-sort.js';
import { useHiddenColumns } from './preferences.js';
import { useBookingList } from './use-booking-list.js';
import { PrintControl } from './PrintControl.js';
import { PrintedList, printedNote } from './PrintedList.js';
import { usePrintAll } from './use-print-all.js';
import type { StampKind } from '../../../shared/domain/stamps.js';
import { StampOutcomeLine } from '../stamps/StampOutcomeLine.js';
import { useStamping } from '../stamps/use-stamping.js';

const openBooking = (booking: BookingSummary) => navigate(bookingPath(booking.code));
/** The background sync keeps the copy within about a minute of the service while the desk is online. */
const COPY_IN_STEP_SECONDS = 120;
const NO_BOOKINGS: BookingSummary[] = [];

const SAID = words(defineMessages({
  // The keys are the same in every language (I, O, Enter): they are values, never words to translate.
  caption: {
    id: 'bookings.caption',
    defaultMessage: 'Bookings, page {page} of {pages}. {up} and {down} move between bookings, {enter} opens one, {checkIn} checks it in, {checkOut} checks it out.',
  },
  quickFilter: { id: 'bookings.quickFilter.label', defaultMessage: 'Quick filter (all matching bookings)' },
  quickFilterHint: { id: 'bookings.quickFilter.placeholder', defaultMessage: 'Quick filter: code, guest, e-mail, item' },
  loadingPage: { id: 'bookings.loadingPage', defaultMessage: 'Loading page {page}…' },
  loading: { id: 'bookings.loading', defaultMessage: 'Loading bookings…' },
}));

export function BookingsScreen({ query }: { query: URLSearchParams }) {
  // Kept while the desk is open: back from a booking, the list is in the order it was.
  const [sorting, setSorting] = useVisitState<SortingState>('bookings.sorting', DEFAULT_SORTING);
  const [quick, setQuick] = useVisitState('bookings.quick', '');
  // Every keystroke answers at once, without a pause: in the page once the list is held, from the desk before.
  const text = quick;
  const { view, list, format, pageSize, choosePageSize, shownKey, upcoming } = useBookingList(query, { sorting, text });
  // Columns the window had no room for (only until the person chooses columns): said, and a tick away.
  const [leftOut, setLeftOut] = useState<ColumnId[]>([]);
  const { hidden, chosen, setShown } = useHiddenColumns(leftOut);
  const seenHidden = useMemo(() => [...hidden, ...leftOut], [hidden, leftOut]);
  // A new order starts from its first page.
  const sortBy: OnChangeFn<SortingState> = (change) => {
    setSorting(change);
    view.setPage(1);
  };
  const intl = useIntl();
  const stamping = useStamping();
  const { press } = stamping;
  const stamp = useCallback((kind: StampKind, booking: BookingSummary) => press(kind, booking.code), [press]);
  const { locale, currency, timeZone } = format;
  const columns = useMemo(() => bookingColumns({ locale, currency, timeZone }, intl), [locale, currency, timeZone, intl]);
  const texts = useMemo(() => columnTexts(formatter({ locale, currency, timeZone })), [locale, currency, timeZone]);
  const data = list.data;
  const rows = data?.bookings ?? NO_BOOKINGS;
  const clearAll = () => {
    view.clearFilters();
    setQuick('');
  };
  const filtered = hasFilters(view.settled.filters) || text.trim() !== '';
  // The page asked for, at once: the pager answers the click while its rows are still on the way.
  const page = view.settled.page;
  const pages = data?.pages ?? 1;
  const caption = intl.formatMessage(SAID.caption, { page, pages, up: '↑', down: '↓', enter: 'Enter', checkIn: 'I', checkOut: 'O' });
  const pager = {
    page, pages, total: data?.total ?? null, uncertain: Boolean(data?.countUncertain), pageSize, locale,
    onPage: view.setPage, onPageSize: choosePageSize,
  };
  const refinement = { sort: listSort(sorting), ...(text.trim() ? { text } : {}) };
  const printAll = usePrintAll(view.settled.filters, refinement);
  const printing = usePrinting();
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 }).data;
  const itemName = (itemId: number) => items?.find((item) => item.id === itemId)?.name;
  const printed = printAll.rows ?? rows;
  // Written only for paper: every key of the quick filter would write it again for nothing.
  const note = printing ? printedNote({
    all: printAll.rows !== null, printed: printed.length, total: data?.total ?? printed.length, page, pages, locale, text,
  }, intl) : '';

  return (
    <section className="bookings" aria-labelledby="bookings-title">
      <header className="bookings-header">
        <h1 id="bookings-title"><FormattedMessage id="bookings.title" defaultMessage="Bookings" /></h1>
        <SortNote sorting={sorting} onReset={() => sortBy(DEFAULT_SORTING)} />
        <ListTools hidden={seenHidden} onShow={setShown} exportFilters={view.settled.filters}
          exportRefinement={refinement} exportDisabled={!data || data.total === 0} locale={locale}
          print={<PrintControl state={printAll.state} total={data?.total ?? null} locale={locale}
            onStart={() => void printAll.start()} onCancel={printAll.cancel} />} />
      </header>
      <FilterPanel filters={view.filters} onChange={view.setFilters} onClear={view.clearFilters} />
      <ListToolbar pager={pager}>
        <div className="quick-filter">
          <label htmlFor="quick-filter" className="visually-hidden">{intl.formatMessage(SAID.quickFilter)}</label>
          <input id="quick-filter" type="search" value={quick} onChange={(event) => {
            setQuick(event.target.value);
            view.setPage(1);
          }}
            placeholder={intl.formatMessage(SAID.quickFilterHint)} />
        </div>
        <LeftOutNote leftOut={leftOut} />
      </ListToolbar>
      <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      {/* Sorted from the copy (the list's default order): its age is news only once it falls behind. */}
      <AnswerNotes source={data} what={BOOKINGS} quietFor={COPY_IN_STEP_SECONDS} />
      <ListNotes countUncertain={data?.countUncertain ?? null} unsorted={data?.unsorted ?? false} />
      <StampOutcomeLine outcome={stamping.outcome} onDismiss={stamping.dismiss} />
      {stamping.dialog}
      {/* The quick filter's words the rows on screen answer, for the benchmark that times them. */}
      <div className="table-frame" data-rows-for={shownKey ? (JSON.parse(shownKey) as { text?: string }).text ?? '' : undefined}>
        <BookingsTable bookings={rows} columns={columns} texts={texts} hidden={hidden} chosen={chosen} onLeftOut={setLeftOut}
          sorting={sorting}
          onSortingChange={sortBy} onOpen={openBooking} onStamp={stamp} busy={list.isFetching} caption={caption}
          listKey={shownKey} upcoming={upcoming} />
        {/* Only a new page or list dims the table; a quiet refresh after a check-in does not. */}
        {list.isPending || list.isPlaceholderData
          ? <LoadingOverlay label={data ? intl.formatMessage(SAID.loadingPage, { page }) : intl.formatMessage(SAID.loading)} /> : null}
        {data && !list.isPlaceholderData && data.bookings.length === 0
          ? <NoMatches filtered={filtered} onClear={clearAll} /> : null}
      </div>
      {/* Paper gets every row (the table above draws only those in view): drawn only while printing. */}
      {printing ? <PrintedList bookings={printed} columns={columns} hidden={hidden} note={note}
        filters={filterWords(view.settled.filters, { format: formatter({ locale, currency, timeZone }), itemName, intl })} /> : null}
    </section>
  );
}
