// What a working-set file of the format before (FDWS1, one sealed snapshot) holds, checked on load: read once, then
// written in the current format. A file with an unexpected shape is treated like a damaged one (start empty).
import { z } from 'zod';
import { bookingDetailSchema, bookingSummarySchema, noteSchema } from '../../../../../shared/contract/model/booking.js';
import { categorySchema, itemSchema } from '../../../../../shared/contract/model/catalogue.js';
import { accountInfoSchema } from '../../../../../shared/contract/model/account.js';
import { fullSyncCursorSchema } from '../full-sync-cursor.js';

/** 2: written as lines (snapshot-lines.ts). A file of version 1 (one JSON document) is still read, once. */
export const SNAPSHOT_VERSION = 2;

const fetchedAt = z.number();

/** Version 1's whole document, read when a desk first starts after the change to lines. */
export const snapshotSchema = z.object({
  version: z.union([z.literal(1), z.literal(SNAPSHOT_VERSION)]),
  accountId: z.string(),
  lastSyncAt: z.number().nullable(),
  lastFullSyncAt: z.number().nullable(),
  fullSync: fullSyncCursorSchema.nullable(),
  bookings: z.array(z.tuple([bookingSummarySchema, fetchedAt])),
  details: z.array(z.tuple([bookingDetailSchema, fetchedAt])),
  bookmarked: z.array(z.string()),
  items: z.object({ list: z.array(itemSchema), fetchedAt }).nullable(),
  categories: z.object({ list: z.array(categorySchema), fetchedAt }).nullable(),
  calendar: z.array(z.tuple([z.number(), z.number(), z.number(), fetchedAt])),
  notes: z.object({ list: z.array(noteSchema), fetchedAt: fetchedAt.nullable(), windowStart: z.number().nullable() }),
  /** Added with the manifest: a file from before it has none, and is still read. */
  contents: z.object({
    days: z.array(z.tuple([z.number().int(), z.array(z.string()), fetchedAt])),
    items: z.array(z.tuple([z.string(), z.array(z.number().int())])),
  }).default({ days: [], items: [] }),
  /** The account's name, locale, currency and time zone, so the copy is shown as the account writes it offline. */
  account: z.object({ info: accountInfoSchema, fetchedAt }).nullable().default(null),
});

/** The first line of a version 2 file: everything but the long lists, which follow a thousand to a line. */
export const snapshotHeaderSchema = snapshotSchema.omit({ bookings: true, details: true, contents: true }).extend({
  version: z.literal(SNAPSHOT_VERSION),
  contents: z.object({ days: snapshotSchema.shape.contents.unwrap().shape.days }),
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotHeader = z.infer<typeof snapshotHeaderSchema>;
