// Writes the desk has queued (the outbox), as the screens show them: what, for which booking, by whom, when,
// and where it stands. A conflict carries the service's reason.
import { z } from 'zod';
import { deskFormatsChoiceSchema, deskLanguageChoiceSchema } from './desk-language.js';
import { deskErrorSchema } from '../desk-error.js';

export const pendingWriteSchema = z.object({
  id: z.string(),
  kind: z.enum(['checkIn', 'checkOut', 'note', 'bookmark', 'status']),
  bookingCode: z.string(),
  /** In English, for the log: "Check in", "Note: Late arrival…", "Status → Void". */
  description: z.string(),
  /** A queued note's whole text, so that a refused note can be edited rather than typed again. */
  body: z.string().optional(),
  /** What a queued bookmark change or status change sets, for the screens to say in the desk's language. */
  bookmarked: z.boolean().optional(),
  /** `name`: the status as the screens name it ("Paid"); a write queued by an earlier build has none. */
  status: z.object({ id: z.string(), name: z.string().optional(), setPaid: z.boolean(), notify: z.boolean() }).optional(),
  state: z.enum(['pending', 'sending', 'conflict']),
  staffName: z.string(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  error: deskErrorSchema.nullable(),
  /**
   * Milliseconds since the epoch before which it is not sent: the undo window of a check-in or check-out (and a
   * settling that goes with it). Absent once it is due.
   */
  notBefore: z.number().optional(),
  /** Kept in memory only: the disk (full, read-only) has not taken it yet; closing Frontdesk now would lose it. */
  unsaved: z.literal(true).optional(),
});

export const syncStateSchema = z.object({
  /** Unix seconds of the last sync that finished; null before the first. */
  lastSyncAt: z.number().nullable(),
  running: z.boolean(),
});

export const outboxCountsSchema = z.object({
  pending: z.number().int(), conflicts: z.number().int(),
  /** Of those, kept in memory only because the disk would not take them. */
  unsaved: z.number().int().optional(),
});

export const THEMES = ['system', 'light', 'dark'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

export const deskSettingsViewSchema = z.object({
  /** How many bookings the working set keeps at most (oldest non-bookmarked leave first). */
  maxBookings: z.number().int().min(500).max(200_000),
  /** A scanned booking code checks the guest in at once. */
  scanChecksIn: z.boolean(),
  /** Light or dark as the system says, or this desk's own choice (a desk by a bright window, a night desk). */
  theme: themeSchema,
  /** The language of the desk's words: the account's, or this desk's own choice. */
  language: deskLanguageChoiceSchema,
  /** Dates, times, numbers and money as the account writes them, or in the desk's language. */
  formats: deskFormatsChoiceSchema,
});

export type PendingWrite = z.infer<typeof pendingWriteSchema>;
export type SyncState = z.infer<typeof syncStateSchema>;
export type OutboxCounts = z.infer<typeof outboxCountsSchema>;
export type DeskSettingsView = z.infer<typeof deskSettingsViewSchema>;
