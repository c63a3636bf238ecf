// How a booking is written on the wire: the listing record (spec 2.7) and the full record (docs/api-assumptions.md).
import { isoInZone } from '../../../shared/domain/dates.js';
import { centsToDecimal } from '../../../shared/domain/money.js';
import type { Booking, Note, Stamp } from '../state/model.js';
import type { Store } from '../state/store.js';
import { dateDesc } from './date-desc.js';

export function statusName(store: Store, statusId: string): string {
  return store.state.statuses.find((s) => s.id === statusId)?.name ?? statusId;
}

export function bookingSummary(store: Store, booking: Booking): string {
  return booking.lines.map((line) => store.item(line.itemId)?.name ?? `Item ${line.itemId}`).join(', ');
}

export function listingRecord(store: Store, booking: Booking) {
  const customer = store.customer(booking.customerId);
  return {
    booking_id: booking.id,
    code: booking.code,
    status_id: booking.statusId,
    status_name: statusName(store, booking.statusId),
    created_date: booking.createdAt,
    total: centsToDecimal(booking.total),
    tax_total: centsToDecimal(booking.taxTotal),
    paid_total: centsToDecimal(booking.paidTotal),
    customer_id: booking.customerId,
    customer_name: customer?.name ?? '',
    customer_email: customer?.email ?? '',
    summary: bookingSummary(store, booking),
    date_desc: dateDesc(booking.startDay, booking.endDay, booking.startTime),
    tid: '',
    token: booking.token,
    // Extensions (docs/api-assumptions.md): the desk uses them when present and copes without them.
    start_date: booking.startDay,
    end_date: booking.endDay,
    last_modified: booking.lastModified,
  };
}

export function noteRecord(store: Store, note: Note) {
  const booking = store.booking(String(note.bookingId));
  return {
    note_id: note.id,
    account_id: note.accountId,
    date: isoInZone(note.at, store.state.account.timezone),
    body: note.body,
    private: note.private,
    booking_id: booking?.code ?? String(note.bookingId),
  };
}

function stampRecord(store: Store, stamp: Stamp | null) {
  if (!stamp) return null;
  const staff = store.state.staff.find((s) => s.accountId === stamp.accountId);
  return { date: isoInZone(stamp.at, store.state.account.timezone), account_id: stamp.accountId, name: staff?.name ?? '' };
}

/** The guest's invoice and payment page (invoice-page.ts), on the sandbox's own address so that it opens. */
export function invoiceUrl(store: Store, booking: Booking): string {
  return `${store.origin}/invoice/${encodeURIComponent(booking.code)}?token=${booking.token}`;
}

export function fullRecord(store: Store, booking: Booking, actingStaffId: number) {
  const customer = store.customer(booking.customerId);
  return {
    ...listingRecord(store, booking),
    start_time: booking.startTime,
    end_time: booking.endTime,
    due_total: centsToDecimal(booking.total - booking.paidTotal),
    currency: store.state.account.locale.currency,
    partner_id: booking.partnerId,
    customer_phone: customer?.phone ?? '',
    lines: booking.lines.map((line) => ({
      item_id: line.itemId,
      name: store.item(line.itemId)?.name ?? `Item ${line.itemId}`,
      qty: line.qty,
      params: Object.fromEntries(Object.entries(line.params).map(([id, n]) => [id, n])),
      total: centsToDecimal(line.total),
    })),
    notes: [...store.notesOf(booking.id)].sort((a, b) => b.at - a.at).map((note) => noteRecord(store, note)),
    checked_in: stampRecord(store, booking.checkedIn),
    checked_out: stampRecord(store, booking.checkedOut),
    bookmark: store.isBookmarked(actingStaffId, booking.id),
    invoice_url: invoiceUrl(store, booking),
  };
}
