// Reads that keep working offline: a live answer is kept in the working set; when the service cannot be
// reached, the working set answers instead, saying how old its copy is.
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import { ApiFailure } from '../api/api-errors.js';
import { pendingWrite, withPendingWrites } from '../offline/pending-view.js';
import type { WorkingSet } from '../offline/working-set/index.js';
import type { Desk } from './desk.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function liveOrLocal<T>(
  desk: Desk, live: () => Promise<T>, keep: (workingSet: WorkingSet, value: T, at: number) => void,
  local: (workingSet: WorkingSet) => T | null,
): Promise<T> {
  // Known to be offline: answer from the copy at once (the desk probes the service and says when it is back).
  if (!desk.status().connectivity.online) {
    const kept = local(desk.offline().workingSet);
    if (kept !== null) return kept;
  }
  try {
    const value = await live();
    try {
      keep(desk.offline().workingSet, value, nowSeconds());
    } catch (error) {
      // The copy is a convenience: a failure to keep it must not cost the person their answer.
      console.error('desk: keeping an answer in the working set failed', error);
    }
    return value;
  } catch (error) {
    if (!(error instanceof ApiFailure && error.kind === 'offline')) throw error;
    const answer = local(desk.offline().workingSet);
    if (answer === null) throw error;
    return answer;
  }
}

/** A booking the desk only knows from a listing: what the list showed, without lines and notes. */
export function detailFromSummary(summary: BookingSummary, currency: string): BookingDetail {
  return {
    ...summary, currency, startTime: '', endTime: '', phone: '', lines: [], notes: [], checkedIn: null, checkedOut: null,
    bookmarked: false, invoiceUrl: null, pending: [], asOf: summary.lastModified,
  };
}

/** The booking with its queued writes listed, and (for a copy from the working set) already shown as done. */
export function withOutbox(desk: Desk, detail: BookingDetail): BookingDetail {
  const accountId = desk.currentConfig()?.id;
  const entries = accountId ? desk.outbox().entries(accountId).filter((entry) => entry.write.code === detail.code) : [];
  const name = (staffId: number | null) => desk.staffName(staffId);
  const shown = detail.asOf !== null ? withPendingWrites(detail, entries, name) : detail;
  return { ...shown, pending: entries.map((entry) => pendingWrite(entry, name)) };
}

export async function readDetail(desk: Desk, code: string, live: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const { currency } = await desk.accountInfo().catch(() => ({ currency: '' }));
  const detail = await liveOrLocal(desk, live, (ws, value, at) => ws.putDetail(value, at), (ws) => {
    const kept = ws.detail(code);
    if (kept) return { ...kept.detail, asOf: kept.fetchedAt };
    const listed = ws.search(code, 1).find((summary) => summary.code.toUpperCase() === code.toUpperCase());
    return listed ? detailFromSummary(listed, currency) : null;
  });
  return withOutbox(desk, detail);
}
