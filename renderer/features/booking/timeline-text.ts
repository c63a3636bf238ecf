// A booking's timeline in the desk's language: the main process sends what happened as data (who, at which desk,
// what, where it stands) and these put it in words. Pure, so the words are tested on their own.
import { defaultStatusName } from '../../../shared/domain/statuses.js';
import type { IntlShape } from 'react-intl';
import type { TimelineEvent, TimelineWhat } from '../../../shared/contract/model/changes.js';
import type { Amount } from '../../../shared/domain/money.js';
import { noteStart } from '../../../shared/domain/notes.js';

/** Money as the account writes it: the screen's formatter. */
export type MoneyText = (amount: Amount, currency: string) => string;

/** "Alex Morgan", "The guest", "Staff #12"; null when nobody can be named (the screen says "Someone"). */
export function whoText(intl: IntlShape, who: TimelineEvent['who']): string | null {
  switch (who.kind) {
    case 'staff': return who.name;
    case 'guest': return intl.formatMessage({ id: 'booking.timeline.guest', defaultMessage: 'The guest' });
    case 'staffNumber': return intl.formatMessage({ id: 'booking.timeline.staffNumber', defaultMessage: 'Staff #{id}' }, { id: String(who.id) });
    case 'unknown': return null;
  }
}

/** "Lobby", "Lobby, taken over from the Dock desk", "Dock desk", "Booking service", "This desk" (a desk never paired). */
export function whereText(intl: IntlShape, event: Pick<TimelineEvent, 'source' | 'desk' | 'takenOverFrom'>): string {
  if (event.source === 'service') return intl.formatMessage({ id: 'booking.timeline.service', defaultMessage: 'Booking service' });
  if (event.source === 'venue') {
    return intl.formatMessage({ id: 'booking.timeline.venueDesk', defaultMessage: '{desk} desk' }, { desk: event.desk ?? '' });
  }
  const desk = event.desk ?? intl.formatMessage({ id: 'booking.timeline.thisDesk', defaultMessage: 'This desk' });
  if (!event.takenOverFrom) return desk;
  return intl.formatMessage({ id: 'booking.timeline.takenOver', defaultMessage: '{desk}, taken over from the {from} desk' },
    { desk, from: event.takenOverFrom });
}

/** "waiting in the outbox", "refused by the booking service", …: a write of this desk the service does not have. */
export function stateText(intl: IntlShape, state: NonNullable<TimelineEvent['state']>): string {
  return intl.formatMessage({
    id: 'booking.timeline.state',
    defaultMessage: '{state, select, waiting {waiting in the outbox} refused {refused by the booking service} '
      + 'undone {taken back} discarded {discarded from the outbox} other {sent by another desk}}',
  }, { state });
}

type WriteWhat = Extract<TimelineWhat, { kind: 'write' }>;

/** The parts a kind of write is said from; a record of an older desk without them keeps the English it came with. */
function saidFromParts(what: WriteWhat): boolean {
  switch (what.write) {
    case 'note': return what.body !== undefined;
    case 'bookmark': return what.bookmarked !== undefined;
    case 'status': return what.statusId !== null;
    case 'closed': case 'reopened': return what.departure !== undefined;
    default: return true;
  }
}

function writeText(intl: IntlShape, what: WriteWhat, money: MoneyText): string {
  if (!saidFromParts(what)) return what.recorded;
  return intl.formatMessage({
    id: 'booking.timeline.write',
    defaultMessage: '{write, select, checkIn {Check in} checkOut {Check out} note {Note: {body}} '
      + 'bookmark {{bookmarked, select, yes {Bookmark} other {Bookmark removed}}} '
      + 'settle {{known, select, yes {Settled {amount} at check-out (point of sale)} other {Settled the balance at check-out (point of sale)}}} '
      + 'status {Status → {statusId}{notify, select, yes {, guest notified} other {}}} '
      + 'created {{known, select, yes {Booking created ({code})} other {Booking created}}} '
      + 'closed {Closed {departure}: {noShows, plural, one {# no-show} other {# no-shows}}, {late} late} '
      + 'other {Reopened {departure}}}'
      + '{mark, select, noShow { (marked a no-show)} late { (marked late)} other {}}',
  }, {
    write: what.write, body: noteStart(what.body ?? ''), bookmarked: what.bookmarked ? 'yes' : 'no',
    amount: what.amount === null ? '' : money(what.amount, what.currency), statusId: what.statusId === null || what.statusId === undefined ? '' : defaultStatusName(what.statusId),
    known: (what.write === 'settle' ? what.amount !== null : what.code !== '') ? 'yes' : 'no',
    notify: what.notify ? 'yes' : 'no', code: what.code, departure: what.departure ?? '',
    noShows: what.noShows ?? 0, late: what.late ?? 0, mark: what.mark ?? 'none',
  });
}

/** "Checked in", "Note: Late ferry", "Status → Paid, guest notified (marked a no-show)". */
export function whatText(intl: IntlShape, what: TimelineWhat, money: MoneyText): string {
  switch (what.kind) {
    case 'stamped': return intl.formatMessage({
      id: 'booking.timeline.stamped', defaultMessage: '{stamp, select, checkIn {Checked in} other {Checked out}}',
    }, { stamp: what.stamp });
    case 'note': return intl.formatMessage({ id: 'booking.timeline.note', defaultMessage: 'Note: {body}' }, { body: what.body });
    case 'write': return writeText(intl, what, money);
  }
}
