// How the outbox is put into words: counts, states, the pending marker on a booking and the discard question.
// Pure, so the wording is tested on its own (test/unit/renderer/outbox).
import type { IntlShape } from 'react-intl';
import type { OutboxCounts, PendingWrite } from '../../../shared/contract/model/outbox.js';
import { noteExcerpt } from '../../../shared/domain/notes.js';
import { STAMPED_MEANWHILE } from '../../../shared/domain/stamps.js';
import { staffText } from '../../ui/staff-words.js';

/** "2 pending writes, 1 to resolve", "…, 1 not saved on this computer"; null when nothing waits. */
export function countsText(intl: IntlShape, { pending, conflicts, unsaved = 0 }: OutboxCounts): string | null {
  if (pending === 0 && conflicts === 0) return null;
  return intl.formatMessage({
    id: 'outbox.counts',
    defaultMessage: '{pending, plural, =0 {{conflicts, plural, one {# write} other {# writes}} to resolve} other '
      + '{{pending, plural, one {# pending write} other {# pending writes}}{conflicts, plural, =0 {} other {, {conflicts} to resolve}}}}'
      + '{unsaved, plural, =0 {} other {, {unsaved} not saved on this computer}}',
  }, { pending, conflicts, unsaved });
}

/** A write the disk would not take: kept, but only while Frontdesk stays open. */
export function unsavedText(intl: IntlShape): string {
  return intl.formatMessage({
    id: 'outbox.unsaved',
    defaultMessage: 'Not saved on this computer yet: the disk would not take it. Frontdesk keeps it while it stays open '
      + 'and saves and sends it by itself once the disk takes it; do not close Frontdesk until then.',
  });
}

/** What will happen to the write next, for a person at the desk. */
export function stateText(intl: IntlShape, write: Pick<PendingWrite, 'state' | 'notBefore'>, online: boolean): string {
  const next = write.state !== 'pending' ? write.state : !online ? 'offline' : write.notBefore === undefined ? 'due' : 'undoable';
  return intl.formatMessage({
    id: 'outbox.state',
    defaultMessage: '{next, select, sending {Sending now} conflict {Refused by the booking service} offline {Will be sent '
      + 'when the connection is back} due {Waiting to be sent} other {Sent in a few seconds, unless it is taken back}}',
  }, { next });
}

/** "Check in", "Note: Late arrival…", "Status → PAID (settle the rest)": a queued write, in the desk's language. */
export function writeText(intl: IntlShape, write: Pick<PendingWrite, 'kind' | 'description' | 'body' | 'bookmarked' | 'status'>): string {
  const { kind, body, bookmarked, status } = write;
  // A write described by an older desk without the parts to say it again keeps the words it came with.
  if ((kind === 'note' && body === undefined) || (kind === 'bookmark' && bookmarked === undefined) || (kind === 'status' && !status)) {
    return write.description;
  }
  return intl.formatMessage({
    id: 'outbox.write',
    defaultMessage: '{kind, select, checkIn {Check in} checkOut {Check out} note {Note: {excerpt}} bookmark '
      + '{{bookmarked, select, yes {Bookmark} other {Remove bookmark}}} other {Status → {status}'
      + '{setPaid, select, yes { (settle the rest)} other {}}{notify, select, yes {, notify} other {}}}}',
  }, {
    kind, excerpt: noteExcerpt(body ?? ''), bookmarked: bookmarked ? 'yes' : 'no', status: status?.name ?? status?.id ?? '',
    setPaid: status?.setPaid ? 'yes' : 'no', notify: status?.notify ? 'yes' : 'no',
  });
}

/** "Pending: Check in (queued 14:05 by Priya Shah) — will be sent when the connection is back". */
export function markerText(intl: IntlShape, write: Pick<PendingWrite, 'state' | 'kind' | 'description' | 'body' | 'bookmarked' | 'status'
  | 'staffName' | 'notBefore'>, queuedAt: string, online: boolean): string {
  const next = !online ? 'offline' : write.notBefore === undefined ? 'due' : 'undoable';
  return intl.formatMessage({
    id: 'outbox.marker',
    defaultMessage: '{state, select, sending {Sending: {what}} conflict {Refused: {what}} other {Pending: {what}}}'
      + ' (queued {queuedAt} by {staff}){state, select, pending { — {next, select, offline {will be sent when the connection is back}'
      + ' due {waiting to be sent} other {sent in a few seconds, unless it is taken back}}} other {}}',
  }, { state: write.state, queuedAt, staff: staffText(intl, write.staffName), next, what: writeText(intl, write) });
}

/** "Discard the check-in of ABCD-123456? It will not be sent." */
export function discardQuestion(intl: IntlShape, write: Pick<PendingWrite, 'kind' | 'bookingCode'>): string {
  return intl.formatMessage({
    id: 'outbox.discard.question',
    defaultMessage: '{kind, select, checkIn {Discard the check-in of {code}?} checkOut {Discard the check-out of {code}?} '
      + 'note {Discard the note on {code}?} bookmark {Discard the bookmark change on {code}?} '
      + 'other {Discard the status change of {code}?}} It will not be sent.',
  }, { kind: write.kind, code: write.bookingCode });
}

/** A write on its way cannot be taken back; a conflict is the only one the service has answered. */
export function allowedActions(write: Pick<PendingWrite, 'state' | 'kind'>): { retry: boolean; discard: boolean; edit: boolean } {
  const conflict = write.state === 'conflict';
  return { retry: conflict, discard: write.state !== 'sending', edit: conflict && write.kind === 'note' };
}

/** "Retry" sends a refused write again; for a stamp someone else made meanwhile it replaces theirs, and says so. */
export function retryLabel(intl: IntlShape, write: Pick<PendingWrite, 'kind' | 'error'>): string {
  const replaces = write.error?.code !== STAMPED_MEANWHILE ? 'no' : write.kind === 'checkOut' ? 'checkOut' : 'checkIn';
  return intl.formatMessage({
    id: 'outbox.retry',
    defaultMessage: '{replaces, select, checkIn {Check in anyway} checkOut {Check out anyway} other {Retry}}',
  }, { replaces });
}

/** Conflicts first (they need a person), then the rest in the order they will be sent. */
export function inOutboxOrder(writes: readonly PendingWrite[]): PendingWrite[] {
  const rank = (write: PendingWrite) => (write.state === 'conflict' ? 0 : 1);
  return [...writes].sort((a, b) => rank(a) - rank(b) || a.createdAt - b.createdAt);
}
