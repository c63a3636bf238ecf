// Another desk's check-in on every screen of this one: the Lobby's row and booking said "Not in" for 15 s
// after the Dock checked the guest in, and a second press was the first this desk said of it. A stamp another desk
// of the venue made today shows on the manifest row, the booking, the Bookings list and a scan's answer, marked as
// that desk's, until this desk's copy (or the service) has a stamp of its own. Times are the account's: the screens
// write them in its zone and as its locale does, and so do the desk's own words about another desk's press.
import type { BookingNotice, Stamp } from '../../../shared/contract/model/booking.js';
import { isoInZone } from '../../../shared/domain/dates.js';
import type { VenueStamp } from './venue-state.js';

export type StampKind = VenueStamp['kind'];

/** A venue stamp as the screens show a stamp: at the account's offset, by its staff member, from its desk. */
export function shownStamp(stamp: VenueStamp, timeZone: string): Stamp & { sharedBy: string } {
  return {
    at: isoInZone(Math.floor(stamp.at / 1000), timeZone), staffId: null, staffName: stamp.staffName ?? 'a staff member',
    sharedBy: stamp.deskName,
  };
}

interface Stamped { checkedIn: Stamp | null; checkedOut: Stamp | null }

/** The booking's stamps with another desk's filled in where this desk knows of none. */
export function withSharedStamps<T extends Stamped>(shown: T, shared: (kind: StampKind) => Stamp | null): T {
  const checkedIn = shown.checkedIn ?? shared('checkIn');
  const checkedOut = shown.checkedOut ?? shared('checkOut');
  return checkedIn === shown.checkedIn && checkedOut === shown.checkedOut ? shown : { ...shown, checkedIn, checkedOut };
}

/**
 * "The Dock desk checked this guest in at the same moment (4:35 p.m., by Priya Shah): that check-in is the one sent,
 * and this desk's was withdrawn." Said on the booking of a desk whose press was withdrawn (press-settle.ts).
 */
export function withdrawnNotice(standing: { kind: StampKind; at: string; deskName: string | null; staffName: string | null }):
  BookingNotice {
  return { id: 'withdrawn', ...standing };
}
