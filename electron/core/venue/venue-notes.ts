// Notes shared between the desks of a venue: a note added on one desk shows on the others' booking at
// once, internet or not, marked with the desk it came from, until their copy of the booking holds it (the same
// text). Kept thirty days, as the working set keeps the notes log; the desks forget older ones.
import type { BookingDetail, BookingNote } from '../../../shared/contract/model/booking.js';
import { SIGNED_IN_STAFF } from '../../../shared/domain/staff-names.js';
import type { VenueNote, VenueState } from './venue-state.js';

const KEEP_MS = 30 * 86_400_000;

/** The booking with the notes other desks of the venue added to it that it does not hold yet, newest first. */
export function withVenueNotes(detail: BookingDetail, state: VenueState, selfDeskId: string): BookingDetail {
  const code = detail.code.toUpperCase();
  const held = new Set(detail.notes.map((note) => note.body));
  const shared = state.noteList()
    .filter((note) => note.deskId !== selfDeskId && note.code.toUpperCase() === code && !held.has(note.body))
    .sort((a, b) => b.at - a.at);
  if (shared.length === 0) return detail;
  // No id from the service yet: below every queued note's (pending-view.ts counts down from -1).
  const lowest = Math.min(0, ...detail.notes.map((note) => note.id));
  return { ...detail, notes: [...shared.map((note, index) => asBookingNote(note, lowest - 1 - index)), ...detail.notes] };
}

function asBookingNote(note: VenueNote, id: number): BookingNote {
  return {
    id, bookingCode: note.code, staffId: note.staffId ?? 0, at: new Date(note.at).toISOString(), body: note.body,
    private: note.private, sharedBy: note.deskName,
    // Whoever was signed in on that desk: a staff member, not the guest that account 0 would name.
    ...(note.staffId === null ? { staffName: SIGNED_IN_STAFF } : {}),
  };
}

/** Notes older than the working set keeps leave every desk's copy of the day. */
export function forgetOldNotes(state: VenueState, now: number): void {
  const old = [...state.notes.entries()].filter(([, value]) => {
    const at = (value as { at?: unknown } | null)?.at;
    return typeof at !== 'number' || now - at > KEEP_MS;
  });
  if (old.length > 0) state.doc.transact(() => { for (const [key] of old) state.notes.delete(key); });
}

/** Stamps older than two days are of no use (a desk is told of today's): they leave every desk's copy too. */
export function forgetOldStamps(state: VenueState, now: number): void {
  const old = [...state.stamps.entries()].filter(([, value]) => {
    const at = (value as { at?: unknown } | null)?.at;
    return typeof at !== 'number' || now - at > 2 * 86_400_000;
  });
  if (old.length > 0) state.doc.transact(() => { for (const [key] of old) state.stamps.delete(key); });
}
