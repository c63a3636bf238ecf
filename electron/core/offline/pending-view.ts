// Queued writes as the screens see them, and their effect shown at once on a booking read from the working set.
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { noteExcerpt } from '../../../shared/domain/notes.js';
import { defaultStatusName } from '../../../shared/domain/statuses.js';
import type { OutboxEntry, OutboxWrite } from './outbox/index.js';

function describe(write: OutboxWrite): string {
  switch (write.kind) {
    case 'checkIn': return 'Check in';
    case 'checkOut': return 'Check out';
    case 'note': return `Note: ${noteExcerpt(write.body)}`;
    case 'bookmark': return write.bookmarked ? 'Bookmark' : 'Remove bookmark';
    case 'status': return `Status → ${write.statusId}${write.setPaid ? ' (settle the rest)' : ''}${write.notify ? ', notify' : ''}`;
  }
}

/**
 * `now`: the desk's clock, for whether the entry is still in its undo window; `unsaved`: kept in memory only, the
 * disk has not taken it yet (the Outbox screen says so).
 */
export function pendingWrite(
  entry: OutboxEntry, staffName: (id: number | null) => string, now: number, unsaved = false,
): PendingWrite {
  const waiting = entry.state === 'pending' && entry.notBefore !== undefined && entry.notBefore > now;
  return {
    id: entry.id, kind: entry.write.kind, bookingCode: entry.write.code, description: describe(entry.write),
    ...(entry.write.kind === 'note' ? { body: entry.write.body } : {}),
    ...(entry.write.kind === 'bookmark' ? { bookmarked: entry.write.bookmarked } : {}),
    ...(entry.write.kind === 'status'
      ? { status: { id: entry.write.statusId, name: defaultStatusName(entry.write.statusId), setPaid: entry.write.setPaid, notify: entry.write.notify } }
      : {}),
    state: entry.state, staffName: staffName(entry.staffId), createdAt: entry.createdAt, error: entry.lastError,
    ...(waiting ? { notBefore: entry.notBefore } : {}),
    ...(unsaved ? { unsaved: true } : {}),
  };
}

/**
 * The booking under the status a queued change sets: named as the account's defaults name it (an account's own status
 * keeps its code until the service answers), and its lines that carried the booking's status with it, as the service
 * moves them; a line with a status of its own (one made void) keeps it. Otherwise the booking read "PAID" and each
 * line "· PEND" until the service answered.
 */
function withStatus(detail: BookingDetail, statusId: string): BookingDetail {
  const was = detail.status.id.toUpperCase();
  const name = defaultStatusName(statusId);
  const lines = detail.lines.map((line) => (line.statusId?.toUpperCase() === was ? { ...line, statusId } : line));
  return { ...detail, status: { id: statusId, name }, lines };
}

/** The booking as it will be once its queued writes land, so the desk shows them at once as pending. */
export function withPendingWrites(detail: BookingDetail, entries: OutboxEntry[], staffName: (id: number | null) => string): BookingDetail {
  let shown = { ...detail, notes: [...detail.notes] };
  // Queued notes have no id from the service yet: negative ones keep them apart from real notes and each other.
  let queuedNoteId = 0;
  for (const entry of entries.filter((e) => e.state !== 'conflict')) {
    const at = new Date(entry.createdAt).toISOString();
    const stamp = { at, staffId: entry.staffId, staffName: staffName(entry.staffId) };
    const { write } = entry;
    switch (write.kind) {
      case 'checkIn': shown = { ...shown, checkedIn: stamp }; break;
      case 'checkOut': shown = { ...shown, checkedOut: stamp }; break;
      case 'bookmark': shown = { ...shown, bookmarked: write.bookmarked }; break;
      case 'status': shown = withStatus(shown, write.statusId); break;
      case 'note':
        shown.notes.unshift({
          id: --queuedNoteId, bookingCode: write.code, staffId: entry.staffId ?? 0, staffName: stamp.staffName, at,
          body: write.body, private: write.private,
        });
    }
  }
  return shown;
}
