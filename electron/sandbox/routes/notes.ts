// booking/notes (spec 4.4): notes across all bookings for a day or a month, by default the past thirty days.
import { addDays, dayInZone, instantInZone, parseDay } from '../../../shared/domain/dates.js';
import { badRequest } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import { dateFilter, inRange, type InstantRange } from '../http/date-filter.js';
import { optionalText } from '../http/read.js';
import type { Route } from '../http/router.js';
import { noteRecord } from '../views/booking-view.js';

const DEFAULT_WINDOW_DAYS = 30;

function monthRange(text: string, timeZone: string): InstantRange | null {
  const match = /^(\d{4})-?(\d{2})$/.exec(text);
  if (!match) return null;
  const first = parseDay(`${match[1]}-${match[2]}-01`);
  if (first === null) return null;
  const nextMonth = Number(match[2]) === 12 ? (Number(match[1]) + 1) * 10000 + 101 : first + 100;
  return { from: instantInZone(first, timeZone), to: instantInZone(nextMonth, timeZone) - 1 };
}

function window(context: RequestContext): InstantRange {
  const { timezone } = context.store.state.account;
  const now = context.clock.now();
  const date = optionalText(context.params, 'date')?.trim();
  if (date === undefined || date === '') {
    return { from: instantInZone(addDays(dayInZone(now, timezone), -DEFAULT_WINDOW_DAYS), timezone), to: now };
  }
  const month = monthRange(date, timezone);
  if (month) return month;
  if (/^[<>]/.test(date)) throw badRequest('invalid_parameter', 'date names a day or a month, without < or >.', ['date']);
  return dateFilter('date', [date], timezone, now);
}

function notes(context: RequestContext) {
  const range = window(context);
  const { store } = context;
  const found = store.state.notes.filter((note) => inRange(range, note.at)).sort((a, b) => b.at - a.at || b.id - a.id);
  return {
    member: 'notes',
    data: found.map((note) => noteRecord(store, note)),
    request: { resource: 'booking', id: 'notes', records: found.length, limit: 0, timestamp: context.clock.now() },
  };
}

export const noteRoutes: Route[] = [
  // The spec lists POST; the recorded sample answered a GET, so both are served.
  { methods: ['GET', 'POST'], pattern: 'booking/notes', access: 'staff', handler: notes },
];
