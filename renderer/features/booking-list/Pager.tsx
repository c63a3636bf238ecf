// Server paging: which page of how many, how many bookings in all, and how many to a page.
import { useId } from 'react';
import { PAGE_SIZES } from './filters.js';
import { formatNumber } from '../../ui/format.js';

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
  const count = (n: number) => formatNumber(n, locale);
  const canGoBack = page > 1;
  const canGoOn = page < pages;
  return (
    <nav className="pager" aria-label="Pages of bookings">
      <button type="button" className="btn" onClick={() => onPage(1)} disabled={!canGoBack} aria-label="First page">«</button>
      <button type="button" className="btn" onClick={() => onPage(page - 1)} disabled={!canGoBack}>Previous</button>
      <span className="pager-position" aria-live="polite">
        Page {count(page)} of {count(Math.max(pages, 1))}
        {total === null ? '' : ` · ${uncertain ? 'about ' : ''}${count(total)} ${total === 1 ? 'booking' : 'bookings'}`}
      </span>
      <button type="button" className="btn" onClick={() => onPage(page + 1)} disabled={!canGoOn}>Next</button>
      <button type="button" className="btn" onClick={() => onPage(pages)} disabled={!canGoOn} aria-label="Last page">»</button>
      <label htmlFor={sizeId} className="pager-size">Rows per page</label>
      <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
      </select>
    </nav>
  );
}
