// How a report cell reads on screen, in the account's words (the one formatter); the CSV keeps raw values.
import { defineMessage, type IntlShape } from 'react-intl';
import type { Formatter } from '../../ui/format.js';
import type { CellKind } from './report-tables.js';

const percentFormats = new Map<string, Intl.NumberFormat>();

function percent(change: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    percentFormats.set(locale, format);
  }
  return format.format(change);
}

const COUNT_NOT_KNOWN = defineMessage({ id: 'reports.cell.countNotKnown', defaultMessage: 'Not known' });

/** A cell nobody could fill: no change from nothing, an amount or a count not known (in the desk's words), or empty. */
function nothingText(kind: CellKind, format: Formatter, intl: IntlShape): string {
  if (kind === 'change') return '–';
  if (kind === 'money') return format.money(null);
  return kind === 'count' ? intl.formatMessage(COUNT_NOT_KNOWN) : '';
}

export function cellText(kind: CellKind, value: string | number | null, format: Formatter, intl: IntlShape): string {
  if (value === null) return nothingText(kind, format, intl);
  if (kind === 'clock') return format.clock(String(value));
  if (kind === 'money') return format.money(String(value));
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'count': return format.number(value);
    case 'day': return format.day(value, 'medium');
    case 'instant': return format.dateTime(value);
    case 'change': return percent(value, format.locale);
    default: return String(value);
  }
}

export const isNumeric = (kind: CellKind) => kind === 'money' || kind === 'count' || kind === 'change';
