// Server paging: which page of how many, how many bookings in all, and how many to a page.
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { PAGE_SIZES } from './filters.js';
import { formatNumber } from '../../ui/format.js';

const SAID = words(defineMessages({
  label: { id: 'bookings.pager.label', defaultMessage: 'Pages of bookings' },
  first: { id: 'bookings.pager.first', defaultMessage: 'First page' },
  last: { id: 'bookings.pager.last', defaultMessage: 'Last page' },
}));

interface PagerProps {
  page: number;
  pages: number;
  total: number | null;
  /** The service's count did not match what it listed (the list says why, below the toolbar). */
  uncertain: boolean;
  pageSize: number;
  locale: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function Pager({ page, pages, total, uncertain, pageSize, locale, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  const intl = useIntl();
  const count = (n: number) => formatNumber(n, locale);
  const canGoBack = page > 1;
  const canGoOn = page < pages;
  return (
    <nav className="pager" aria-label={intl.formatMessage(SAID.label)}>
      <button type="button" className="btn" onClick={() => onPage(1)} disabled={!canGoBack} aria-label={intl.formatMessage(SAID.first)}>«</button>
      <button type="button" className="btn" onClick={() => onPage(page - 1)} disabled={!canGoBack}>
        <FormattedMessage id="bookings.pager.previous" defaultMessage="Previous" />
      </button>
      <span className="pager-position" aria-live="polite">
        <FormattedMessage id="bookings.pager.position"
          defaultMessage="Page {page} of {pages}{known, select, no {} other { · {uncertain, select, yes {about } other {}}{count} {total, plural, one {booking} other {bookings}}}}"
          values={{
            page: count(page), pages: count(Math.max(pages, 1)), known: total === null ? 'no' : 'yes',
            uncertain: uncertain ? 'yes' : 'no', count: count(total ?? 0), total: total ?? 0,
          }} />
      </span>
      <button type="button" className="btn" onClick={() => onPage(page + 1)} disabled={!canGoOn}>
        <FormattedMessage id="bookings.pager.next" defaultMessage="Next" />
      </button>
      <button type="button" className="btn" onClick={() => onPage(pages)} disabled={!canGoOn} aria-label={intl.formatMessage(SAID.last)}>»</button>
      <label htmlFor={sizeId} className="pager-size">
        <FormattedMessage id="bookings.pager.rowsPerPage" defaultMessage="Rows per page" />
      </label>
      <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
      </select>
    </nav>
  );
}
