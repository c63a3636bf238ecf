// The readiness board: every booking expected in the days asked (its first day among them; void and cancelled ones
// are nobody coming) with something to do before the guest arrives, grouped by what. Worked out from the desk's copy
// alone, so it answers at once and offline; what the copy cannot tell (a record never read) is counted and named,
// never guessed.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { BookingDetail, BookingNote } from '../../../shared/contract/model/booking.js';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import type {
  ReadinessGroup, ReadinessGroupId, ReadinessReason, ReadinessRow,
} from '../../../shared/contract/model/readiness.js';
import type { Day } from '../../../shared/domain/dates.js';
import { isPositiveAmount } from '../../../shared/domain/money.js';
import { automaticNote } from '../../../shared/domain/notes.js';
import { owedBy } from '../../../shared/domain/payment.js';
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';
import type { PriorNoShow } from './earlier-no-shows.js';
import { missingAnswers, type FormRequirement } from './form-requirements.js';

export interface ReadinessSource {
  from: Day;
  to: Day;
  /** The bookings whose first day is in the range, with their contents as the manifest reads them. */
  starting: readonly BookingContents[];
  /** The booking's current full record, or null when the desk never read it (or a newer listing shows it changed). */
  record(code: string): BookingDetail | null;
  /** Item-days of the range whose bookings take more than the stock. */
  overbooked: readonly { itemId: number; day: Day; booked: number; stock: number }[];
  itemName(itemId: number): string;
  /** The form's requirements as last learned; null when the form was never read on this desk. */
  requirements: readonly FormRequirement[] | null;
  /** A guest's earlier no-shows (by customer id or e-mail) before the booking's first day; null when the desk cannot tell (no status chosen, no marks). */
  priorNoShows: ((booking: BookingContents['booking']) => readonly PriorNoShow[]) | null;
  /** When the day's manifest was last printed here (epoch ms, the service's clock where known); null: never. */
  printedAt(day: Day): number | null;
  /** Epoch ms (service clock where known): a day never printed counts notes of the last day before this. */
  now: number;
  staffName(staffId: number): string;
  /** This desk's writes still waiting for the booking. */
  pending(code: string): PendingWrite[];
}

interface Expected {
  contents: BookingContents;
  day: Day;
  time: string;
  record: BookingDetail | null;
}

const DAY_MS = 86_400_000;

/** Each booking once, on its first day; nobody comes for a void or cancelled one. */
function expectedBookings(source: ReadinessSource): Expected[] {
  const expected: Expected[] = [];
  for (const contents of source.starting) {
    const { booking } = contents;
    const day = booking.startDay;
    if (day === null || day < source.from || day > source.to || NO_CHECK_IN_STATUSES.has(booking.status.id.toUpperCase())) continue;
    const first = contents.lines.filter((line) => line.startDay === day && line.startTime !== '').map((line) => line.startTime).sort()[0];
    expected.push({ contents, day, time: first ?? contents.startTime, record: source.record(booking.code) });
  }
  return expected.sort((a, b) => a.day - b.day || a.time.localeCompare(b.time)
    || compareText(a.contents.booking.customer.name, b.contents.booking.customer.name));
}

const collator = new Intl.Collator('en');
const compareText = (a: string, b: string) => collator.compare(a, b);

function nextDay(day: Day): Day {
  const date = new Date(Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, (day % 100) + 1));
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

function rowOf(source: ReadinessSource, expected: Expected, reasons: ReadinessReason[]): ReadinessRow {
  const { booking } = expected.contents;
  return {
    code: booking.code, guestName: booking.customer.name, day: expected.day, time: expected.time, what: booking.summary,
    status: booking.status, due: owedBy(booking), bookmarked: expected.record?.bookmarked ?? false, reasons,
    pending: source.pending(booking.code),
  };
}

type Judge = (expected: Expected) => ReadinessReason[] | null;

function balance(expected: Expected): ReadinessReason[] | null {
  const owed = owedBy(expected.contents.booking);
  if (owed === null) return null;
  if (!isPositiveAmount(owed)) return [];
  return [{ kind: isPositiveAmount(expected.contents.booking.paid) ? 'partPaid' : 'nothingPaid' }];
}

const answers = (requirements: readonly FormRequirement[] | null): Judge => (expected) => {
  if (requirements === null || expected.record === null) return null;
  return missingAnswers(expected.record, requirements)
    .map((required) => ({ kind: 'answerMissing', label: required.label, staff: required.staff, guest: required.customer }));
};

/** Paid and part paid are confirmed; void and cancelled bring nobody. Every other status asks for a look. */
const CONFIRMED = new Set(['PAID', 'PART']);

const status: Judge = (expected) => {
  const { id, name } = expected.contents.booking.status;
  return CONFIRMED.has(id.toUpperCase()) ? [] : [{ kind: 'status', statusId: id.toUpperCase(), statusName: name || id }];
};

function stock(source: ReadinessSource): Judge {
  const over = new Map(source.overbooked.map((each) => [`${each.itemId}:${each.day}`, each]));
  return (expected) => {
    // Keyed by item and day: two lines of one item on the same day are one reason.
    const reasons = new Map<string, ReadinessReason>();
    for (const line of expected.contents.lines) {
      const first = line.startDay ?? expected.contents.booking.startDay ?? expected.day;
      const last = line.endDay ?? expected.contents.booking.endDay ?? first;
      for (let day = first; day <= last && day <= source.to; day = nextDay(day)) {
        const found = over.get(`${line.itemId}:${day}`);
        if (found) {
          reasons.set(`${found.itemId}:${found.day}`,
            { kind: 'overbooked', itemName: source.itemName(found.itemId), day: found.day, booked: found.booked, stock: found.stock });
        }
      }
    }
    return [...reasons.values()];
  };
}

function noShows(source: ReadinessSource): Judge {
  const prior = source.priorNoShows;
  return (expected) => {
    if (prior === null) return null;
    return prior(expected.contents.booking).map((earlier): ReadinessReason => ({ kind: 'noShow', day: earlier.day, code: earlier.code }));
  };
}

function noteReason(note: BookingNote, source: ReadinessSource): ReadinessReason {
  const excerpt = [...note.body].length > 70 ? `${[...note.body].slice(0, 69).join('')}…` : note.body;
  return { kind: 'note', by: note.staffId === 0 ? null : source.staffName(note.staffId), excerpt };
}

function notes(source: ReadinessSource): Judge {
  return (expected) => {
    if (expected.record === null) return null;
    const since = source.printedAt(expected.day) ?? source.now - DAY_MS;
    return expected.record.notes
      .filter((note) => automaticNote(note.body) === null && (Date.parse(note.at) || 0) > since)
      .map((note) => noteReason(note, source));
  };
}

/** The board's groups in their order, and the rows of each: a booking in as many groups as it has things to do. */
export function readinessGroups(source: ReadinessSource): { bookings: number; groups: ReadinessGroup[]; unknown: ReadinessRow[] } {
  const expected = expectedBookings(source);
  const judges: [ReadinessGroupId, Judge][] = [
    ['balance', balance], ['answers', answers(source.requirements)], ['status', status], ['stock', stock(source)],
    ['noShows', noShows(source)], ['notes', notes(source)],
  ];
  const groups = judges.map(([id, judge]): ReadinessGroup => {
    const rows: ReadinessRow[] = [];
    let notKnown = 0;
    for (const each of expected) {
      const reasons = judge(each);
      if (reasons === null) notKnown += 1;
      else if (reasons.length > 0) rows.push(rowOf(source, each, reasons));
    }
    const judged = id === 'answers' ? source.requirements !== null : id === 'noShows' ? source.priorNoShows !== null : true;
    return { id, judged, rows, notKnown };
  });
  const unknown = expected.filter((each) => each.record === null).map((each) => rowOf(source, each, [{ kind: 'neverRead' }]));
  return { bookings: expected.length, groups, unknown };
}
