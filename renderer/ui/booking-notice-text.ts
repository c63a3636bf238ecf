// What the desk tells a person about a booking at once (a write waiting out a pause, a stamp that landed twice, a
// press withdrawn for another desk's), in the desk's language. The main process sends each notice as data; its log
// keeps the same in English (electron/core/offline/notice-words.ts).
import type { IntlShape } from 'react-intl';
import type { BookingNotice } from '../../shared/contract/model/booking.js';
import { staffText } from './staff-words.js';

type Seen = Extract<BookingNotice, { id: 'landedTwice' }>['first'];

function seenText(intl: IntlShape, { by, at }: Seen): string {
  const who = by === null ? intl.formatMessage({ id: 'booking.notice.someone', defaultMessage: 'a staff member' }) : staffText(intl, by);
  return at === null
    ? intl.formatMessage({ id: 'booking.notice.seenJustNow', defaultMessage: 'by {who} a moment ago' }, { who })
    : intl.formatMessage({ id: 'booking.notice.seen', defaultMessage: 'by {who} at {at}' }, { who, at });
}

export function noticeText(intl: IntlShape, notice: BookingNotice): string {
  switch (notice.id) {
    case 'queuedInPause':
      return intl.formatMessage({
        id: 'booking.notice.queuedInPause',
        defaultMessage: 'Queued: the booking service asked Frontdesk to pause; it goes out by itself when the pause is over.',
      });
    case 'landedTwice':
      return intl.formatMessage({
        id: 'booking.notice.landedTwice',
        defaultMessage: '{code} was {kind, select, checkIn {checked in} other {checked out}} twice, moments apart: {first} '
          + 'and {latest}. Two desks pressed at the same instant and the booking service took both. Nothing more is sent; '
          + 'the booking keeps both notes.',
      }, { code: notice.code, kind: notice.kind, first: seenText(intl, notice.first), latest: seenText(intl, notice.latest) });
    case 'withdrawn':
      return intl.formatMessage({
        id: 'booking.notice.withdrawn',
        defaultMessage: '{named, select, yes {The {desk} desk} other {Another desk}} {kind, select, checkIn {checked this '
          + 'guest in} other {checked this guest out}} at the same moment ({at}{byKnown, select, yes {, by {staff}} other {}}): '
          + 'that {kind, select, checkIn {check-in} other {check-out}} is the one sent, and this desk\'s was withdrawn.',
      }, {
        named: notice.deskName === null ? 'no' : 'yes', desk: notice.deskName ?? '', kind: notice.kind, at: notice.at,
        byKnown: notice.staffName === null ? 'no' : 'yes', staff: notice.staffName ?? '',
      });
  }
}
