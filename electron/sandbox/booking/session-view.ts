// How a booking session is written on the wire: member booking.session (spec 2.10).
import { daysBetween } from '../../../shared/domain/dates.js';
import { chargedDays } from '../pricing/index.js';
import type { BookingSession, Item, SessionLine } from '../state/model.js';
import { amountText } from '../minor-units.js';
import type { Store } from '../state/store.js';
import { TAX_RATE } from './session-totals.js';
import { dateDesc } from '../views/date-desc.js';
import { unitsLeft } from './availability.js';
import { packageKind } from './session-book.js';
import { lineCents, sessionTotals } from './session-totals.js';
import { spanOf, stayOf, type Stay } from './stay-times.js';

function timeText(stay: Stay): string {
  return stay.startTime === '' ? '' : `${stay.startTime} - ${stay.endTime}`;
}

/** "2 Adults, 1 Children × 3 nights": what the line's price is for; parameters hidden to all are not named. */
function rateSummary(store: Store, line: SessionLine, timing: Item | undefined): string {
  const item = store.item(line.itemId);
  const people = store.state.params
    .filter((p) => (line.params[p.id] ?? 0) > 0 && !item?.params[p.id]?.hidden)
    .map((p) => `${line.params[p.id]} ${p.label}`)
    .join(', ');
  const [first, last] = chargedDays(timing?.unit ?? 'D', line.startDay, line.endDay);
  const count = daysBetween(first, last) + 1;
  const word = timing?.unit === 'N' ? 'night' : 'day';
  const length = timing?.unit === 'H' ? '' : `${count} ${word}${count === 1 ? '' : 's'}`;
  return [people, length].filter((part) => part !== '').join(' × ');
}

function lineRecord(store: Store, session: BookingSession, line: SessionLine) {
  const item = store.item(line.itemId);
  const isPackage = line.packageOf !== null;
  // A package goes with its main line: a wetsuit is needed for the three hours of the tour, not for a day.
  const parent = isPackage ? session.lines.find((l) => l.lineId === line.packageOf) : undefined;
  const timing = parent ? store.item(parent.itemId) : item;
  const { timezone, locale: { currency } } = store.state.account;
  const stay = stayOf(line, timing, timezone);
  return {
    sku: item?.sku ?? '',
    item_id: line.itemId,
    name: item?.name ?? `Item ${line.itemId}`,
    unit: item?.unit ?? 'D',
    rate: {
      total: amountText(lineCents(line), currency),
      item_total: amountText(line.unitTotal, currency),
      qty: line.qty,
      summary: rateSummary(store, line, timing),
    },
    date: {
      summary: [dateDesc(stay.startDay, stay.endDay, ''), timeText(stay)].filter((t) => t !== '').join(', '),
      start_date: stay.startsAt,
      end_date: stay.endsAt,
    },
    slip: line.slip,
    available: unitsLeft(store, line),
    // Spec 2.10 and 3: package lines carry optin (O in the sample) and opt (in or out).
    ...(isPackage ? { optin: packageKind(store, session.lines, line), opt: line.optedIn ? 'in' : 'out' } : {}),
  };
}

function summaryOf(store: Store, lines: SessionLine[]): string {
  return lines
    .filter((line) => line.packageOf === null)
    .map((line) => `${store.item(line.itemId)?.name ?? `Item ${line.itemId}`}${line.qty > 1 ? ` × ${line.qty}` : ''}`)
    .join(', ');
}

/** 2.10 shows tax as an array without its members; ours names the included tax, its rate and amount. */
function taxRecord(tax: string) {
  return { name: 'GST + PST', rate: Math.round(TAX_RATE * 10_000) / 100, inclusive: true, total: tax };
}

export function sessionRecord(store: Store, session: BookingSession, now: number) {
  const { account } = store.state;
  const totals = sessionTotals(session);
  const mainStays = session.lines
    .filter((line) => line.packageOf === null)
    .map((line) => stayOf(line, store.item(line.itemId), account.timezone));
  const span = spanOf(mainStays);
  const money = (minor: number) => amountText(minor, account.locale.currency);
  return {
    id: session.id,
    age: Math.max(0, Math.floor(now - session.createdAt)),
    summary: summaryOf(store, session.lines),
    start_date: span?.startsAt ?? 0,
    end_date: span?.endsAt ?? 0,
    date_desc: span ? dateDesc(span.startDay, span.endDay, span.startTime) : '',
    time_desc: span ? timeText(span) : '',
    account_id: account.id,
    partner_id: 0,
    currency_id: account.locale.currency,
    sub_total: money(totals.subTotal),
    tax_total: money(totals.tax),
    tax_inc_total: money(totals.total),
    discount: money(totals.discount),
    total: money(totals.total),
    due: money(totals.total),
    paid_total: money(0),
    // Discounts here come per line from DC events; the sandbox has no flat, session-wide discount.
    flat_discount: { total: 0, total_pretax: 0 },
    deposit: null,
    tax: totals.total > 0 ? [taxRecord(money(totals.tax))] : [],
    qty: totals.qty,
    item: Object.fromEntries(session.lines.map((line) => [line.lineId, lineRecord(store, session, line)])),
  };
}
