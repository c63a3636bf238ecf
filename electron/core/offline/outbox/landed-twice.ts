// The API has no conditional check-in (spec 4.4): two desks that press in the same instant both land, whatever each
// read just before. After sending a stamp the desk reads what came back: two check-ins (or check-outs) of the
// booking moments apart are that double, and the person is told at once rather than finding it later.
import type { BookingNotice } from '../../../../shared/contract/model/booking.js';
import { automaticNote } from '../../../../shared/domain/notes.js';
import { numberedStaff } from '../../../../shared/domain/staff-names.js';
import { instantOf, type WireBooking } from '../../../../shared/wire/index.js';
import { momentText } from '../../mapping/booking-mapping.js';
import type { OutboxWrite } from './outbox-entry.js';

/** Two stamps of one kind closer than this are one guest stamped twice, not two visits. */
export const TWICE_WINDOW_MS = 2 * 60 * 1000;

/** What the person is told when the record shows the stamp landed twice; null when it did not. */
export function landedTwice(write: OutboxWrite, booking: WireBooking, zone: string,
  staffName: (accountId: number) => string | null): Extract<BookingNotice, { id: 'landedTwice' }> | null {
  if (write.kind !== 'checkIn' && write.kind !== 'checkOut') return null;
  const stamps = (booking.notes ?? [])
    .filter((note) => automaticNote(note.body ?? '') === write.kind && note.date !== undefined)
    .map((note) => ({ at: instantOf(note.date!, zone), text: momentText(note.date, zone), by: note.account_id }))
    .sort((a, b) => b.at - a.at);
  const [latest, before] = stamps;
  if (!latest || !before || (latest.at - before.at) * 1000 > TWICE_WINDOW_MS) return null;
  const seen = (stamp: typeof latest) => ({
    by: stamp.by === undefined ? null : staffName(stamp.by) ?? numberedStaff(stamp.by),
    at: stamp.text.slice(11, 19) || null,
  });
  return { id: 'landedTwice', kind: write.kind, code: booking.code, first: seen(before), latest: seen(latest) };
}
