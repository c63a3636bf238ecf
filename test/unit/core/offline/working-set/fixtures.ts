// Bookings, records and a working set in a temporary folder, for the working-set tests.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingDetail, BookingSummary } from '../../../../../shared/contract/model/booking.js';
import { WorkingSet, type WorkingSetOptions } from '../../../../../electron/core/offline/working-set/index.js';
import { orderLineSchema } from '../../../../../shared/contract/model/order-line.js';

/** 2026-11-21 12:00 in Vancouver. */
export const NOW_MS = Date.UTC(2026, 10, 21, 20, 0, 0);
export const TODAY = 20261121;
export const ZONE = 'America/Vancouver';

let nextId = 1;

export function summary(change: Partial<BookingSummary> & { code?: string } = {}): BookingSummary {
  const id = change.id ?? nextId++;
  return {
    id, code: `TEST-${String(id).padStart(6, '0')}`, status: { id: 'PAID', name: 'Paid' }, createdAt: 1_790_000_000,
    total: '100.00', paid: '100.00', due: '0.00', tax: '10.00',
    customer: { id: 500 + id, name: `Guest ${id}`, email: `guest${id}@example.com` },
    summary: 'Harbour View Double', dates: 'Sat Nov 21, 2026', startDay: TODAY, endDay: TODAY, lastModified: 1_790_000_000,
    ...change,
  };
}

export function detail(base: BookingSummary, change: Partial<BookingDetail> = {}): BookingDetail {
  return {
    ...base, currency: 'CAD', startTime: '', endTime: '', phone: '+1 604 555 0100',
    lines: [orderLineSchema.parse({ itemId: 101, name: 'Harbour View Double', quantity: 1, counts: { adults: 2 }, total: base.total })],
    notes: [], customAnswers: {}, checkedIn: null, checkedOut: null, stampsKnown: true, bookmarked: false, invoiceUrl: null, pending: [],
    asOf: null, asOfReason: null, skipped: 0, ...change,
  };
}

export interface Folder {
  path: string;
  remove(): Promise<void>;
}

export async function tempFolder(): Promise<Folder> {
  const path = await mkdtemp(join(tmpdir(), 'frontdesk-ws-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export const newKey = () => randomBytes(32);
export const KEY = newKey();

export function openSet(folder: string, options: Partial<WorkingSetOptions> = {}): Promise<WorkingSet> {
  return WorkingSet.open({
    folder, accountId: 'account-a', key: KEY, now: () => NOW_MS, timeZone: ZONE, debounceMs: 0, log: () => undefined,
    ...options,
  });
}
