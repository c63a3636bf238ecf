// How a booking is written on the wire: the listing record (spec 2.7) and the full record (docs/api-assumptions.md).
import { instantInZone, isoInZone } from '../../../shared/domain/dates.js';
import { CUSTOM_FIELDS } from '../booking/form-fields.js';
import type { Booking, BookingLine, Customer, Note, Stamp } from '../state/model.js';
import { amountText } from '../minor-units.js';
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
  const { currency } = store.state.account.locale;
  return {
    booking_id: booking.id,
    code: booking.code,
    status_id: booking.statusId,
    status_name: statusName(store, booking.statusId),
    created_date: booking.createdAt,
    total: amountText(booking.total, currency),
    tax_total: amountText(booking.taxTotal, currency),
    paid_total: amountText(booking.paidTotal, currency),
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

/**
 * One line of the order, as the docs' booking.order.items.item shows it (ref/webhook/booking.rst): its own item,
 * start and end as Unix timestamps (local midnight for an item booked by the day, the start and end times for one
 * booked by the hour), quantity, total, tax and status; plus its name, counts per parameter and dates in words.
 */
function lineRecord(store: Store, booking: Booking, line: BookingLine) {
  const { timezone, locale: { currency } } = store.state.account;
  const item = store.item(line.itemId);
  const mainLineId = line.lineId.includes('.') ? line.lineId.split('.')[0]! : null;
  return {
    line_id: line.lineId,
    item_id: line.itemId,
    sku: item?.sku ?? '',
    name: item?.name ?? `Item ${line.itemId}`,
    unit: item?.unit ?? 'D',
    start_date: line.startTime ? line.startsAt : instantInZone(line.startDay, timezone),
    end_date: line.endTime ? line.endsAt : instantInZone(line.endDay, timezone),
    date_desc: dateDesc(line.startDay, line.endDay, line.startTime),
    qty: line.qty,
    param: { ...line.params },
    total: amountText(line.total, currency),
    tax_total: amountText(line.taxTotal, currency),
    status: line.statusId ?? booking.statusId,
    ...(mainLineId !== null ? { package_of: mainLineId } : {}),
  };
}

const CHECKBOXES = new Set(CUSTOM_FIELDS.filter((field) => field.type === 'checkbox').map((field) => field.name));

/**
 * The booking form's answers, as Checkfront's booking carries them (ref/webhook/booking.rst, "booking.fields: Contains
 * each of the form fields associated with a booking"; examples/response/webhook-booking.xml): keyed by field name,
 * the customer's own fields beside the account's; a ticked box as 1, as booking/form writes a box's value.
 */
function formFieldsRecord(booking: Booking, customer: Customer | undefined) {
  const contact = customer ? {
    customer_name: customer.name, customer_email: customer.email, customer_phone: customer.phone,
    customer_address: customer.address, customer_city: customer.city, customer_region: customer.region,
    customer_country: customer.country, customer_postal_zip: customer.postalZip,
  } : {};
  const answers = Object.entries(booking.customAnswers ?? {})
    .map(([name, value]) => [name, CHECKBOXES.has(name) ? 1 : value] as const);
  return { ...contact, ...Object.fromEntries(answers) };
}

export function fullRecord(store: Store, booking: Booking, actingStaffId: number) {
  const customer = store.customer(booking.customerId);
  return {
    ...listingRecord(store, booking),
    start_time: booking.startTime,
    end_time: booking.endTime,
    due_total: amountText(booking.total - booking.paidTotal, store.state.account.locale.currency),
    currency: store.state.account.locale.currency,
    partner_id: booking.partnerId,
    customer_phone: customer?.phone ?? '',
    fields: formFieldsRecord(booking, customer),
    // Public clients read a full record's lines as booking.items; keyed by line id, as the session's are (2.10).
    items: Object.fromEntries(booking.lines.map((line) => [line.lineId, lineRecord(store, booking, line)])),
    notes: [...store.notesOf(booking.id)].sort((a, b) => b.at - a.at).map((note) => noteRecord(store, note)),
    checked_in: stampRecord(store, booking.checkedIn),
    checked_out: stampRecord(store, booking.checkedOut),
    bookmark: store.isBookmarked(actingStaffId, booking.id),
    invoice_url: invoiceUrl(store, booking),
  };
}
