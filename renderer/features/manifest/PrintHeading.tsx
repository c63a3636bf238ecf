// The top of a printed manifest: the account's name, the day, and when it was printed (paper goes stale), on the
// first page in full and on every page in its margin (CSS page-margin boxes, which Chromium prints).
import { defineMessages, useIntl } from 'react-intl';
import type { Day } from '../../../shared/domain/dates.js';
import { words } from '../../i18n/words.js';
import { useAccountInfo } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';

/** A CSS string: the text with its quotes and backslashes escaped, and no line breaks. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

const WORDS = words(defineMessages({
  title: { id: 'manifest.print.title', defaultMessage: '{named, select, yes {{account}: Manifest for {day}} other {Manifest for {day}}}' },
  printed: { id: 'manifest.print.printed', defaultMessage: 'Printed {at}' },
  page: { id: 'manifest.print.page', defaultMessage: 'Page {page} of {pages}' },
}));

/** Marks where a counter goes in the page's words (a character of Unicode's private use: never in a message). */
const COUNTER = '\uE000';

/**
 * "Page 2 of 5" as CSS content in the desk's words: the numbers are the page box's counters, so the message is cut
 * where they go, each piece of words quoted, each counter between them.
 */
function pageContent(message: string): string {
  return message.split(COUNTER).map((piece, index) => (index % 2 === 1 ? `counter(${piece})` : cssString(piece))).join(' ');
}

export function PrintHeading({ day, format }: { day: Day; format: Formatter }) {
  const intl = useIntl();
  const name = useAccountInfo().data?.name ?? '';
  const title = intl.formatMessage(WORDS.title, { named: name ? 'yes' : 'no', account: name, day: format.day(day, 'long') });
  const printed = intl.formatMessage(WORDS.printed, { at: format.dateTime(new Date().toISOString()) });
  const page = pageContent(intl.formatMessage(WORDS.page, { page: `${COUNTER}page${COUNTER}`, pages: `${COUNTER}pages${COUNTER}` }));
  const margins = `@media print { @page { margin: 14mm 10mm 12mm;
    @top-left { content: ${cssString(title)}; font-size: 9pt; }
    @top-right { content: ${cssString(printed)}; font-size: 9pt; }
    @bottom-right { content: ${page}; font-size: 9pt; } } }`;
  return (
    <div className="print-only print-heading">
      <style>{margins}</style>
      <h1>{title}</h1>
      <p>{printed}</p>
    </div>
  );
}
