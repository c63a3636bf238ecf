// What the outbox holds: one write a staff member made on a booking, waiting to reach the service.
// The schemas read the outbox file back, so an entry that does not match them makes the file "damaged".
import { z } from 'zod';
import { deskErrorSchema, type DeskError } from '../../../../shared/contract/desk-error.js';

/** The booking writes a desk may make offline; `code` is the booking code (or numeric id) the write is for. */
export type OutboxWrite =
  | { kind: 'checkIn' | 'checkOut'; code: string }
  | { kind: 'note'; code: string; body: string; private: boolean }
  | { kind: 'bookmark'; code: string; bookmarked: boolean }
  | { kind: 'status'; code: string; statusId: string; notify: boolean; setPaid: boolean };

/**
 * pending: waiting to be sent; sending: on its way (a desk that stops here cannot know whether it landed);
 * conflict: the service said no, and a person decides (retry, edit, discard).
 */
export type OutboxState = 'pending' | 'sending' | 'conflict';

export interface OutboxEntry {
  id: string;
  accountId: string;
  /** The staff member who acted (sent as X-On-Behalf); null = whoever is signed in. */
  staffId: number | null;
  /** Milliseconds since the epoch, on the desk's clock. */
  createdAt: number;
  /**
   * When it was made (or first sent) on the booking service's clock, as the Date header of its answers tells it
   * (api/service-clock.ts); absent when the desk had not heard the service. Whether it landed is judged by this.
   */
  serviceAt?: number;
  write: OutboxWrite;
  state: OutboxState;
  attempts: number;
  lastError: DeskError | null;
  /** A previous attempt went out and no answer came: read the booking before sending it again. */
  maybeApplied: boolean;
  /** A person confirmed a check-in or check-out that someone else's stamp had stopped (stamped-meanwhile.ts). */
  sendAnyway?: boolean;
  /**
   * Epoch ms before which it is not sent: the undo window of a check-in or check-out a person pressed. Kept on disk
   * with the entry, so a desk closed or killed inside the window still sends it afterwards, and never one taken back.
   */
  notBefore?: number;
  /**
   * A check-in or check-out: the stamp the booking carried on this desk when the person pressed (its time as the
   * desk showed it, '' for none). One the person saw is not someone else's "meanwhile" (stamped-meanwhile.ts).
   * Absent when the desk held no record of the booking.
   */
  seenStamp?: string;
  /**
   * A check-in or check-out pressed after the desk said another desk of the venue had made it, and the person went on:
   * a deliberate second stamp, never withdrawn as one pressed together with the other (venue/press-settle.ts).
   */
  despiteVenueStamp?: true;
}

/** A write as text with its members in one order, so two equal writes compare equal however they were built. */
export const writeKey = (write: OutboxWrite): string => JSON.stringify(write, Object.keys(write).sort());

const code = z.string().min(1);

export const writeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('checkIn'), code }),
  z.object({ kind: z.literal('checkOut'), code }),
  z.object({ kind: z.literal('note'), code, body: z.string(), private: z.boolean() }),
  z.object({ kind: z.literal('bookmark'), code, bookmarked: z.boolean() }),
  z.object({ kind: z.literal('status'), code, statusId: z.string().min(1), notify: z.boolean(), setPaid: z.boolean() }),
]);

const entrySchema = z.object({
  id: z.string().min(1),
  accountId: z.string(),
  staffId: z.number().int().nullable(),
  createdAt: z.number(),
  serviceAt: z.number().optional(),
  write: writeSchema,
  state: z.enum(['pending', 'sending', 'conflict']),
  attempts: z.number().int().min(0),
  lastError: deskErrorSchema.nullable(),
  maybeApplied: z.boolean(),
  sendAnyway: z.boolean().optional(),
  notBefore: z.number().optional(),
  seenStamp: z.string().optional(),
  despiteVenueStamp: z.literal(true).optional(),
});

export const OUTBOX_FORMAT = 1;

/** Read back as OutboxEntry[] (outbox-file.ts), so the types and the schema cannot drift apart unnoticed. */
export const outboxFileSchema = z.object({ format: z.literal(OUTBOX_FORMAT), entries: z.array(entrySchema) });

