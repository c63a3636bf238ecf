// A working-set file as Frontdesk wrote it before the log (FDWS1, snapshot version 2 as lines), for the tests that
// show such a file still opens and is written in the current format. Written here as that code wrote it.
import { createCipheriv, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { BookingDetail, BookingSummary } from '../../../../../shared/contract/model/booking.js';

export interface FormerContents {
  accountId: string;
  bookings: BookingSummary[];
  details?: BookingDetail[];
  bookmarked?: string[];
  lastSyncAt?: number | null;
  fetchedAt?: number;
}

export function formerFile(contents: FormerContents, key: Buffer): Buffer {
  const at = contents.fetchedAt ?? 1000;
  const header = {
    version: 2, accountId: contents.accountId, lastSyncAt: contents.lastSyncAt ?? null,
    lastFullSyncAt: contents.lastSyncAt ?? null, fullSync: null, bookmarked: contents.bookmarked ?? [], items: null,
    categories: null, calendar: [], notes: { list: [], fetchedAt: null, windowStart: null }, account: null,
    contents: { days: [] },
  };
  const lines = [JSON.stringify(header)];
  for (let i = 0; i < contents.bookings.length; i += 1000) {
    lines.push(JSON.stringify(['b', contents.bookings.slice(i, i + 1000).map((summary) => [summary, at])]));
  }
  if (contents.details?.length) lines.push(JSON.stringify(['d', contents.details.map((detail) => [detail, at])]));
  const packed = gzipSync(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
  const magic = Buffer.from('FDWS1');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.concat([magic, Buffer.from(contents.accountId, 'utf8')]));
  const body = Buffer.concat([cipher.update(packed), cipher.final()]);
  return Buffer.concat([magic, iv, cipher.getAuthTag(), body]);
}
