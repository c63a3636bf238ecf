// The top of a printed manifest: the account's name, the day, and when it was printed (paper goes stale), on the
// first page in full and on every page in its margin (CSS page-margin boxes, which Chromium prints).
import type { Day } from '../../../shared/domain/dates.js';
import { useAccountInfo } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';

/** A CSS string: the text with its quotes and backslashes escaped, and no line breaks. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

export function PrintHeading({ day, format }: { day: Day; format: Formatter }) {
  const name = useAccountInfo().data?.name ?? '';
  const title = `${name ? `${name}: ` : ''}Manifest for ${format.day(day, 'long')}`;
  const printed = `Printed ${format.dateTime(new Date().toISOString())}`;
  const margins = `@media print { @page { margin: 14mm 10mm 12mm;
    @top-left { content: ${cssString(title)}; font-size: 9pt; }
    @top-right { content: ${cssString(printed)}; font-size: 9pt; }
    @bottom-right { content: "Page " counter(page) " of " counter(pages); font-size: 9pt; } } }`;
  return (
    <div className="print-only print-heading">
      <style>{margins}</style>
      <h1>{title}</h1>
      <p>{printed}</p>
    </div>
  );
}
