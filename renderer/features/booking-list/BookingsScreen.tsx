// Bookings: every booking of the account, filtered as booking/index allows, a server page at a time.
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
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
import type { KeyPainter } from './key-painter.js';
import { bookingColumns, columnTexts, type ColumnId } from './columns.js';
import { FilterPanel } from './FilterPanel.js';
import { filterWords } from './filter-words.js';
import { hasFilters } from './filters.js';
import { DEFAULT_SORTING, ListToolbar, ListTools, SortNote } from './ListToolbar.js';
import { LeftOutNote, ListNotes, LoadingOverlay, NoMatches } from './ListStates.js';
import { listSort } from './list-sort.js';
import { useHiddenColumns } from './preferences.js';
import { useBookingList, useShownList, type ListSources } from './use-booking-list.js';
import { asTyped, hasWords, setPaintedQuickText, setQuickText, useQuickText } from './quick-text.js';
import { firstPageOf } from './quick-filter.js';
import { PrintControl } from './PrintControl.js';
import { QUICK_FILTER_ID, QuickFilterBox } from './QuickFilterBox.js';
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
  loadingPage: { id: 'bookings.loadingPage', defaultMessage: 'Loading page {page}…' },
  loading: { id: 'bookings.loading', defaultMessage: 'Loading bookings…' },
}));

export function BookingsScreen({ query }: { query: URLSearchParams }) {
  // Kept while the desk is open: back from a booking, the list is in the order it was.
  const [sorting, setSorting] = useVisitState<SortingState>('bookings.sorting', DEFAULT_SORTING);
  const sources = useBookingList(query, sorting);
  const { view, format } = sources;
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
  const printing = usePrinting();
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 }).data;
  const itemName = (itemId: number) => items?.find((item) => item.id === itemId)?.name;
  const table = {
    columns, texts, hidden, chosen, onLeftOut: setLeftOut, sorting, onSortingChange: sortBy, onOpen: openBooking,
    onStamp: stamp, upcoming: sources.upcoming,
  };
  return (
    <section className="bookings" aria-labelledby="bookings-title">
      <ShownList sources={sources} table={table} seenHidden={seenHidden} onShow={setShown} printing={printing}
        itemName={itemName} leftOut={leftOut} stampLine={<>
          <StampOutcomeLine outcome={stamping.outcome} onDismiss={stamping.dismiss} />
          {stamping.dialog}
        </>} />
    </section>
  );
}

type TableChoices = Omit<Parameters<typeof BookingsTable>[0], 'bookings' | 'busy' | 'caption' | 'listKey' | 'typing' | 'keyPainter'>;

interface ShownListProps {
  sources: ListSources;
  table: TableChoices;
  seenHidden: ColumnId[];
  leftOut: ColumnId[];
  onShow: (id: ColumnId, shown: boolean) => void;
  printing: boolean;
  itemName: (itemId: number) => string | undefined;
  /** The last check-in's outcome and its question, drawn by the screen. */
  stampLine: ReactNode;
}

/**
 * Everything on the screen that the quick filter's words change: the box itself, the pager, the table, the notes
 * about the list, and the export and print that take the list as filtered. A key draws this alone; the screen's own
 * hooks (the account's formats, stamping, the columns, the items' names) are not run again.
 */
function ShownList({ sources, table, seenHidden, leftOut, onShow, printing, itemName, stampLine }: ShownListProps) {
  // Every keystroke answers at once, without a pause: in the page once the list is held, from the desk before.
  const text = useQuickText(asTyped);
  const { view, format, pageSize, choosePageSize } = sources;
  const { list, shownKey, keyFor } = useShownList(sources, text);
  const keyPainter = useRef<KeyPainter | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const { locale, currency, timeZone } = format;
  const data = list.data;
  const rows = data?.bookings ?? NO_BOOKINGS;
  const clearAll = () => {
    view.clearFilters();
    setQuickText('');
  };
  const filtered = hasFilters(view.settled.filters) || text.trim() !== '';
  // The page asked for, at once: the pager answers the click while its rows are still on the way.
  const page = view.settled.page;
  const shownWhole = data !== undefined && !list.isPending && !list.isPlaceholderData && !list.error;
  /** A key's first page as the list will show it, when the page has it at once: the held list narrowed, or the desk's page. */
  const rowsAtOnce = (typed: string) => {
    if (!shownWhole || page !== 1) return null;
    if (hasWords(typed)) return sources.held ? firstPageOf(sources.held, typed, pageSize) : null;
    return sources.asked.data && !sources.asked.isPlaceholderData ? sources.asked.data.bookings : null;
  };
  // The key's rows painted in its own event where they can be (BookingsTable's KeyPainter); the rest after the frame.
  const typeKey = (typed: string) => {
    const rows = rowsAtOnce(typed);
    if (rows && frame.current && keyPainter.current?.(rows, keyFor(typed))) {
      // As React will write it: blank text is the list unfiltered.
      frame.current.dataset.rowsFor = hasWords(typed) ? typed : '';
      setPaintedQuickText(typed);
      return;
    }
    setQuickText(typed);
    view.setPage(1);
  };
  const pages = data?.pages ?? 1;
  const caption = intl.formatMessage(SAID.caption, { page, pages, up: '↑', down: '↓', enter: 'Enter', checkIn: 'I', checkOut: 'O' });
  const pager = {
    page, pages, total: data?.total ?? null, uncertain: Boolean(data?.countUncertain), pageSize, locale,
    onPage: view.setPage, onPageSize: choosePageSize,
  };
  const refinement = { sort: listSort(table.sorting), ...(text.trim() ? { text } : {}) };
  const printAll = usePrintAll(view.settled.filters, refinement, timeZone);
  const printed = printAll.rows ?? rows;
  // Written only for paper: every key of the quick filter would write it again for nothing.
  const note = printing ? printedNote({
    all: printAll.rows !== null, printed: printed.length, total: data?.total ?? printed.length, page, pages, locale, text,
  }, intl) : '';

  return (
    <>
      <header className="bookings-header">
        <h1 id="bookings-title"><FormattedMessage id="bookings.title" defaultMessage="Bookings" /></h1>
        <SortNote sorting={table.sorting} onReset={() => table.onSortingChange(DEFAULT_SORTING)} />
        <ListTools hidden={seenHidden} onShow={onShow} exportFilters={view.settled.filters}
          exportRefinement={refinement} exportDisabled={!data || data.total === 0} locale={locale} currency={currency} timeZone={timeZone}
          print={<PrintControl state={printAll.state} total={data?.total ?? null} locale={locale}
            onStart={() => void printAll.start()} onCancel={printAll.cancel} />} />
      </header>
      <FilterPanel filters={view.filters} onChange={view.setFilters} onClear={view.clearFilters} />
      <ListToolbar pager={pager}>
        <QuickFilterBox onType={typeKey} />
        <LeftOutNote leftOut={leftOut} />
      </ListToolbar>
      <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      {/* Sorted from the copy (the list's default order): its age is news only once it falls behind. */}
      <AnswerNotes source={data} what={BOOKINGS} quietFor={COPY_IN_STEP_SECONDS} />
      <ListNotes countUncertain={data?.countUncertain ?? null} unsorted={data?.unsorted ?? false} />
      {stampLine}
      {/* The quick filter's words the rows on screen answer, for the benchmark that times them. */}
      <div className="table-frame" ref={frame} data-rows-for={shownKey ? (JSON.parse(shownKey) as { text?: string }).text ?? '' : undefined}>
        <BookingsTable bookings={rows} {...table} busy={list.isFetching} caption={caption} listKey={shownKey}
          typing={hasWords(text) || document.activeElement?.id === QUICK_FILTER_ID} keyPainter={keyPainter} />
        {/* Only a new page or list dims the table; a quiet refresh after a check-in does not. */}
        {list.isPending || list.isPlaceholderData
          ? <LoadingOverlay label={data ? intl.formatMessage(SAID.loadingPage, { page }) : intl.formatMessage(SAID.loading)} /> : null}
        {data && !list.isPlaceholderData && data.bookings.length === 0
          ? <NoMatches filtered={filtered} onClear={clearAll} /> : null}
      </div>
      {/* Paper gets every row (the table above draws only those in view): drawn only while printing. */}
      {printing ? <PrintedList bookings={printed} columns={table.columns} hidden={table.hidden} note={note}
        filters={filterWords(view.settled.filters, { format: formatter({ locale, currency, timeZone }), itemName, intl })} /> : null}
    </>
  );
}
