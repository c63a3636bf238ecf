// What a shift did and leaves, worked out from the shift's record and the desk's copy of today: the writes by kind,
// guests in and out, money settled here by method, balances still due today, no-shows, open questions and what
// still waits in the outbox. Every figure is the record's or the copy's own: nothing is estimated.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Closing } from '../../../shared/contract/model/departures.js';
import type { HandoverSummary, HandoverWrite, OpenQuestion, ShiftWriteKind } from '../../../shared/contract/model/shift.js';
import { SHIFT_WRITE_KINDS } from '../../../shared/contract/model/shift.js';
import { AmountSum, amountInCurrency, readAmount } from '../../../shared/domain/money.js';
import { owedBy } from '../../../shared/domain/payment.js';
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';
import type { StoredEntry } from './record-entry.js';

export interface SummaryInputs {
  since: number;
  until: number;
  currency: string;
  /** The record's writes, every one it keeps. */
  entries: readonly StoredEntry[];
  /** Today's bookings as the desk's copy holds them. */
  today: readonly BookingContents[];
  /** A booking's guests (the most people on one of its lines), or null when its record was not read. */
  guestsOf(code: string): number | null;
  /** Refused writes waiting for a person, with the service's reason, and everything else still in the outbox. */
  refused: readonly { write: HandoverWrite; reason: string }[];
  waiting: readonly HandoverWrite[];
  /** Today's departures closed (and not reopened), from this desk or the venue. */
  closings: readonly Closing[];
  /** Today's departures that have started, each with the guests never checked in: "13:00 Sunset Cruise". */
  startedOpen: readonly { label: string; notIn: number }[];
}

/** A write that reached the service, or waits to: undone, discarded and refused ones changed nothing. */
const counts = (entry: StoredEntry) => entry.state === 'sent' || entry.state === 'waiting' || entry.state === 'done' || entry.state === 'handed';

function guestsOfCodes(codes: ReadonlySet<string>, inputs: SummaryInputs) {
  let guests = 0;
  let guestsNotKnown = 0;
  for (const code of codes) {
    const known = inputs.guestsOf(code);
    if (known === null) guestsNotKnown += 1;
    else guests += known;
  }
  return { bookings: codes.size, guests, guestsNotKnown };
}

function settledByMethod(shift: readonly StoredEntry[], currency: string) {
  const byMethod = new Map<string, { sum: AmountSum; count: number }>();
  const total = new AmountSum();
  for (const entry of shift.filter((each) => each.kind === 'settle')) {
    const amount = readAmount(entry.amount);
    if (amount === null) continue;
    const method = entry.method ?? 'not known';
    const kept = byMethod.get(method) ?? { sum: new AmountSum(), count: 0 };
    kept.sum.add(amount);
    kept.count += 1;
    byMethod.set(method, kept);
    total.add(amount);
  }
  return {
    settled: [...byMethod].map(([method, { sum, count }]) => ({ method, amount: sum.inCurrency(currency), count })),
    settledTotal: total.inCurrency(currency),
  };
}

function dueToday(today: readonly BookingContents[], currency: string) {
  const total = new AmountSum();
  let notKnown = 0;
  const bookings = [];
  for (const { booking } of today) {
    if (NO_CHECK_IN_STATUSES.has(booking.status.id.toUpperCase())) continue;
    const owed = owedBy(booking);
    const exact = readAmount(owed);
    if (exact === null) notKnown += 1;
    else if (exact.units > 0n) {
      total.add(exact);
      bookings.push({ code: booking.code, guestName: booking.customer.name, what: booking.summary, due: amountInCurrency(owed!, currency) });
    }
  }
  return { bookings, total: total.inCurrency(currency), notKnown };
}

function openQuestions(inputs: SummaryInputs, checkedIn: ReadonlySet<string>): OpenQuestion[] {
  const questions: OpenQuestion[] = inputs.refused.map(({ write, reason }) => ({ kind: 'refused', write, reason }));
  for (const closing of inputs.closings) {
    const stillLate = closing.late.filter((code) => !checkedIn.has(code));
    if (stillLate.length > 0) questions.push({ kind: 'lateNotIn', departure: closing.label, codes: stillLate });
  }
  for (const open of inputs.startedOpen) {
    questions.push({ kind: 'startedOpen', departure: open.label, notIn: open.notIn });
  }
  return questions;
}

export function handoverSummary(inputs: SummaryInputs): HandoverSummary {
  const shift = inputs.entries.filter((entry) => entry.at >= inputs.since && entry.at <= inputs.until && counts(entry));
  const writes = Object.fromEntries(SHIFT_WRITE_KINDS.map((kind) => [kind, 0])) as Record<ShiftWriteKind, number>;
  for (const entry of shift) writes[entry.kind] += 1;
  const codesOf = (kind: ShiftWriteKind) => new Set(shift.filter((entry) => entry.kind === kind).map((entry) => entry.code));
  const checkedInToday = new Set(inputs.today.filter((contents) => contents.checkedIn !== null).map((contents) => contents.booking.code));
  for (const code of codesOf('checkIn')) checkedInToday.add(code);
  const noShows = shift.filter((entry) => entry.kind === 'closed').flatMap((entry) => entry.noShows.map((code) => {
    const booking = inputs.today.find((contents) => contents.booking.code === code)?.booking;
    return { code, guestName: booking?.customer.name ?? '', what: entry.departure?.label ?? '', due: null };
  }));
  return {
    since: inputs.since, until: inputs.until, currency: inputs.currency, writes,
    guestsIn: guestsOfCodes(codesOf('checkIn'), inputs), guestsOut: guestsOfCodes(codesOf('checkOut'), inputs),
    ...settledByMethod(shift, inputs.currency),
    dueToday: dueToday(inputs.today, inputs.currency),
    noShows, openQuestions: openQuestions(inputs, checkedInToday), outbox: [...inputs.waiting],
  };
}
