// What the desk tells a person about a booking, in the log's words (English, as the log keeps everything); the page
// says the same notices in the desk's language (renderer/ui/booking-notice-text.ts).
import type { BookingNotice } from '../../../shared/contract/model/booking.js';

type Seen = Extract<BookingNotice, { id: 'landedTwice' }>['first'];

const seenWords = ({ by, at }: Seen) => `by ${by ?? 'a staff member'} ${at === null ? 'a moment ago' : `at ${at}`}`;

export function noticeWords(notice: BookingNotice): string {
  switch (notice.id) {
    case 'queuedInPause':
      return 'Queued: the booking service asked Frontdesk to pause; it goes out by itself when the pause is over.';
    case 'landedTwice':
      return `${notice.code} was ${notice.kind === 'checkIn' ? 'checked in' : 'checked out'} twice, moments apart: `
        + `${seenWords(notice.first)} and ${seenWords(notice.latest)}. Two desks pressed at the same instant and the `
        + 'booking service took both. Nothing more is sent; the booking keeps both notes.';
    case 'withdrawn': {
      const by = notice.staffName ? `, by ${notice.staffName}` : '';
      const [done, noun] = notice.kind === 'checkIn' ? ['checked this guest in', 'check-in'] : ['checked this guest out', 'check-out'];
      const desk = notice.deskName === null ? 'Another desk' : `The ${notice.deskName} desk`;
      return `${desk} ${done} at the same moment (${notice.at}${by}): that ${noun} is the one sent, and this desk's was `
        + 'withdrawn.';
    }
  }
}
