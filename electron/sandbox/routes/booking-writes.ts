// Changing bookings (spec 3, 4.4): check-in, check-out, status update, bookmark, note.
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import { badRequest, conflict } from '../http/api-error.js';
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { optionalBool, requiredText } from '../http/read.js';
import type { Route } from '../http/router.js';
import type { Booking, Note, WriteRecord } from '../state/model.js';
import { fullRecord, noteRecord } from '../views/booking-view.js';
import { actingStaffId, findBooking } from './booking-index.js';

function recordWrite(context: RequestContext, booking: Booking, kind: WriteRecord['kind'], detail: string): void {
  const at = context.clock.now();
  booking.lastModified = Math.floor(at);
  context.store.state.writes.push({ kind, bookingId: booking.id, accountId: actingStaffId(context), at, detail });
  context.store.changed();
}

function addNote(context: RequestContext, booking: Booking, body: string, isPrivate: boolean): Note {
  const { store, clock } = context;
  const note: Note = {
    id: store.state.nextIds.note++, bookingId: booking.id, accountId: actingStaffId(context),
    at: clock.nowWhole(), body, private: isPrivate,
  };
  store.addNote(note);
  return note;
}

function answer(context: RequestContext, booking: Booking, extra: Partial<ApiAnswer> = {}): ApiAnswer {
  return { member: 'booking', data: fullRecord(context.store, booking, actingStaffId(context)), request: { id: booking.code }, ...extra };
}

/** Spec 3: VOID and CANCELLED bookings are refused, with no change. Otherwise a note is logged under the actor. */
function stamp(kind: 'checkin' | 'checkout') {
  return (context: RequestContext): ApiAnswer => {
    const booking = findBooking(context);
    const verb = kind === 'checkin' ? 'checked in' : 'checked out';
    if (booking.statusId === 'VOID') throw conflict('booking_void', `Booking ${booking.code} is void, so it cannot be ${verb}.`);
    if (booking.statusId === 'CANCELLED') {
      throw conflict('booking_cancelled', `Booking ${booking.code} is cancelled, so it cannot be ${verb}.`);
    }
    const mark = { at: context.clock.nowWhole(), accountId: actingStaffId(context) };
    if (kind === 'checkin') booking.checkedIn = mark;
    else booking.checkedOut = mark;
    addNote(context, booking, kind === 'checkin' ? 'Checked in' : 'Checked out', true);
    recordWrite(context, booking, kind, verb);
    return answer(context, booking);
  };
}

function update(context: RequestContext): ApiAnswer {
  const booking = findBooking(context);
  const { params, store } = context;
  const statusId = requiredText(params, 'status_id').trim().toUpperCase();
  if (!store.state.statuses.some((s) => s.id === statusId)) {
    throw badRequest('unknown_status', `${statusId} is not a status of this account.`, ['status_id']);
  }
  const notify = optionalBool(params, 'notify') ?? false;
  const setPaid = optionalBool(params, 'set_paid') ?? false;
  if (setPaid) settleRemaining(context, booking, statusId);
  booking.statusId = statusId;
  store.stockChanged();
  if (notify) store.state.notifications.push({ bookingId: booking.id, statusId, at: context.clock.now() });
  recordWrite(context, booking, 'update', `${statusId}${notify ? ' notify' : ''}${setPaid ? ' set_paid' : ''}`);
  return answer(context, booking);
}

/** set_paid: only with PAID, alone, on a booking with something left to pay; settles the rest (spec 4.4). */
function settleRemaining(context: RequestContext, booking: Booking, statusId: string): void {
  const others = Object.keys(context.params).filter((k) => !['status_id', 'set_paid', 'access_token'].includes(k));
  if (statusId !== 'PAID') throw badRequest('set_paid_not_allowed', 'set_paid works only with status_id PAID.', ['set_paid']);
  if (others.length > 0) {
    throw badRequest('set_paid_not_allowed', `set_paid cannot be combined with other input (${others.join(', ')}).`, others);
  }
  if (booking.paidTotal >= booking.total) {
    throw badRequest('set_paid_not_allowed', `Booking ${booking.code} has nothing left to pay.`, ['set_paid']);
  }
  booking.paidTotal = booking.total;
}

function bookmark(context: RequestContext): ApiAnswer {
  const booking = findBooking(context);
  const mark = optionalBool(context.params, 'mark') ?? true;
  context.store.setBookmark(actingStaffId(context), booking.id, mark);
  recordWrite(context, booking, 'bookmark', mark ? 'on' : 'off');
  return answer(context, booking);
}

function note(context: RequestContext): ApiAnswer {
  const booking = findBooking(context);
  const body = requiredText(context.params, 'body');
  if (noteLength(body) > NOTE_MAX_LENGTH) {
    throw badRequest('note_too_long', `A note holds at most ${NOTE_MAX_LENGTH} characters; this one has ${noteLength(body)}.`, ['body']);
  }
  const isPrivate = optionalBool(context.params, 'private') ?? true;
  const created = addNote(context, booking, body, isPrivate);
  recordWrite(context, booking, 'note', body.slice(0, 80));
  return answer(context, booking, { extra: { note: noteRecord(context.store, created) } });
}

export const bookingWriteRoutes: Route[] = [
  { methods: ['POST'], pattern: 'booking/:id/checkin', access: 'staff', handler: stamp('checkin') },
  { methods: ['POST'], pattern: 'booking/:id/checkout', access: 'staff', handler: stamp('checkout') },
  { methods: ['POST'], pattern: 'booking/:id/update', access: 'staff', handler: update },
  { methods: ['POST'], pattern: 'booking/:id/bookmark', access: 'staff', handler: bookmark },
  { methods: ['POST'], pattern: 'booking/:id/note', access: 'staff', handler: note },
];
