// The readiness board in words: each group's title and what it means, and why a booking is in it. The main process
// sends the facts (readiness.ts), the desk words them in its language, with days in the account's locale.
import { defineMessages, type IntlShape } from 'react-intl';
import type { ReadinessGroup, ReadinessGroupId, ReadinessReason } from '../../../shared/contract/model/readiness.js';
import { words } from '../../i18n/words.js';
import type { Formatter } from '../../ui/format.js';

export const GROUP_TITLES = words(defineMessages({
  balance: { id: 'readiness.group.balance', defaultMessage: 'Balance due' },
  answers: { id: 'readiness.group.answers', defaultMessage: 'Required answers missing' },
  status: { id: 'readiness.group.status', defaultMessage: 'Not confirmed' },
  stock: { id: 'readiness.group.stock', defaultMessage: 'Booked beyond stock' },
  noShows: { id: 'readiness.group.noShows', defaultMessage: 'Earlier no-shows' },
  notes: { id: 'readiness.group.notes', defaultMessage: 'New notes since the last print' },
})) satisfies Record<ReadinessGroupId, unknown>;

export const groupTitle = (id: ReadinessGroupId, intl: IntlShape): string => intl.formatMessage(GROUP_TITLES[id]);

/** What the group means and where its facts come from; for a group the desk cannot judge yet, what it needs. */
export function groupAbout({ id, judged }: Pick<ReadinessGroup, 'id' | 'judged'>, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'readiness.group.about',
    defaultMessage: '{group, select, '
      + 'balance {Money still due on the booking, by its own amounts.} '
      + 'answers {{judged, select, yes {Answers the booking form requires, of staff or on the guest\'s own form, that the booking\'s record leaves empty. The address and the policy agreement are not on the record, so they are not checked.} '
      + 'other {The booking form has not been read on this desk yet, so required answers cannot be checked: open New booking once while online.}}} '
      + 'status {Statuses that are not confirmed (Paid or Part paid) or do not hold a place. Changing one with “Notify the guest” sends the account\'s own e-mail or text for that status: that is how a desk reminds a guest.} '
      + 'stock {Items these bookings take on a day when more is booked than the item has, by the manifest\'s rule.} '
      + 'noShows {{judged, select, yes {Guests whose earlier bookings ended as no-shows (the account\'s no-show status, or closed as no-shows on this desk).} '
      + 'other {Choose the account\'s no-show status under Accounts to find guests who did not come before.}}} '
      + 'other {Notes added since the day\'s manifest was last printed on this desk (in the last day, before it is printed).}}',
  }, { group: id, judged: judged ? 'yes' : 'no' });
}

/** Why a booking is in its group, in a line: "Email missing: the guest's form requires it", "No-show on Oct 12, 2026 (…)". */
export function reasonText(reason: ReadinessReason, format: Formatter, intl: IntlShape): string {
  switch (reason.kind) {
    case 'partPaid':
    case 'nothingPaid':
    case 'neverRead':
      return intl.formatMessage({
        id: 'readiness.reason.simple',
        defaultMessage: '{kind, select, partPaid {Part paid: the rest is due} nothingPaid {Nothing paid yet} '
          + 'other {Its full record was never read on this desk: required answers and new notes could not be checked}}',
      }, { kind: reason.kind });
    case 'answerMissing':
      return intl.formatMessage({
        id: 'readiness.reason.answerMissing',
        defaultMessage: '{label} missing: {asked, select, both {required for staff and on the guest\'s form} staff {required for staff} other {the guest\'s form requires it}}',
      }, { label: reason.label, asked: reason.staff && reason.guest ? 'both' : reason.staff ? 'staff' : 'guest' });
    case 'status':
      return intl.formatMessage({
        id: 'readiness.reason.status',
        defaultMessage: '{statusId, select, PEND {Pending: not confirmed yet} HOLD {On hold: not confirmed, its place is only held} '
          + 'WAIT {Waiting list: it holds no place yet} STOP {Stopped} other {{status}: the account\'s own status, neither Paid nor Part paid}}',
      }, { statusId: reason.statusId, status: reason.statusName });
    case 'overbooked':
      return intl.formatMessage({
        id: 'readiness.reason.overbooked',
        defaultMessage: '{item} on {day}: {booked, number} booked, {stock, number} in stock',
      }, { item: reason.itemName, day: format.day(reason.day, 'medium'), booked: reason.booked, stock: reason.stock });
    case 'noShow':
      return intl.formatMessage({ id: 'readiness.reason.noShow', defaultMessage: 'No-show on {day} ({code})' },
        { day: format.day(reason.day, 'medium'), code: reason.code });
    case 'note':
      return intl.formatMessage({
        id: 'readiness.reason.note',
        defaultMessage: '{guest, select, yes {New note by the guest: “{excerpt}”} other {New note by {staff}: “{excerpt}”}}',
      }, { guest: reason.by === null ? 'yes' : 'no', staff: reason.by ?? '', excerpt: reason.excerpt });
  }
}
