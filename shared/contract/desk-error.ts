// What goes wrong, as the renderer sees it: a kind to switch on, and a sentence for a person.
// Results cross every boundary as values, never as thrown errors.
import { z } from 'zod';

export const DESK_ERROR_KINDS = [
  /** The service could not be reached (network down, DNS, connection refused or reset, timeout). */
  'offline',
  /** No valid sign-in: never signed in, or the refresh token expired or was refused. */
  'signed-out',
  /** The service asked us to slow down; retryAfterSeconds says for how long. */
  'rate-limited',
  /** The service understood and said no, e.g. check-in of a VOID booking. */
  'refused',
  /** The input was wrong; fields names the parts at fault. */
  'invalid-input',
  'not-found',
  /** The service failed (5xx). */
  'server',
  /** The service answered something we could not read. */
  'unreadable',
  'cancelled',
  /** This computer could not save what the desk had to keep (the disk is full, the folder is read-only). */
  'storage',
  /** A bug on our side; the message says what to do. */
  'internal',
] as const;

/** Why the desk is signed out (the same reasons as the desk's status, account.ts). */
const SIGNED_OUT = ['not-signed-in', 'refresh-expired', 'refresh-refused', 'signed-out', 'key-refused'] as const;

/**
 * The desk's own sentence as data, for the page to say in the desk's language (renderer/desk/error-text.ts); absent
 * where the message is the service's own words, or a sentence not yet given as data.
 */
export const deskErrorWordsSchema = z.discriminatedUnion('id', [
  /** The service cannot be reached. */
  z.object({ id: z.literal('unreachable') }),
  /** The service's address did not resolve (DNS). */
  z.object({ id: z.literal('addressNotFound'), host: z.string() }),
  z.object({ id: z.literal('timedOut'), seconds: z.number() }),
  z.object({ id: z.literal('signedOut'), reason: z.enum(SIGNED_OUT).optional() }),
  z.object({ id: z.literal('cancelled') }),
  /** The service's answer could not be read: `what` is the technical detail, in English, as the log has it. */
  z.object({ id: z.literal('unreadable'), what: z.string() }),
  z.object({ id: z.literal('internal') }),
  /** The service failed (5xx). */
  z.object({ id: z.literal('serverFailed'), status: z.number().int() }),
  /** The service asked for a pause (429, or 503 with Retry-After); how long is the error's retryAfterSeconds. */
  z.object({ id: z.literal('rateLimited') }),
  /** The message is the service's own words, shown as it sent them. */
  z.object({ id: z.literal('service') }),
  /** The service said no without words of its own. */
  z.object({ id: z.literal('notAccepted') }),
  z.object({ id: z.literal('refused') }),
  /** …with only an HTTP status to say it (a 429 without a message). */
  z.object({ id: z.literal('saidNo'), status: z.number().int() }),
  z.object({ id: z.literal('notFound') }),
  /** The service does not accept what Frontdesk sent (405): a bug of ours. */
  z.object({ id: z.literal('badRequest') }),
  /** A token-pair account: its sign-in is its key and secret, not a browser's. */
  z.object({ id: z.literal('keyOnly') }),
  /** A token-pair account whose key and secret are no longer in the vault. */
  z.object({ id: z.literal('keyMissing') }),
  /** A browser-mode page without a session with its desk (the host's 403). */
  z.object({ id: z.literal('notConnected') }),
  /** A browser-mode page whose desk does not answer at all. */
  z.object({ id: z.literal('deskNotAnswering') }),
]);
export type DeskErrorWords = z.infer<typeof deskErrorWordsSchema>;

export const deskErrorSchema = z.object({
  kind: z.enum(DESK_ERROR_KINDS),
  /** In English: the log's, and what the page shows where `said` is absent (the service's own words, say). */
  message: z.string(),
  said: deskErrorWordsSchema.optional(),
  fields: z.array(z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
  /** The service's machine-readable code, when it sent one (e.g. booking_void). */
  code: z.string().optional(),
});

export type DeskErrorKind = (typeof DESK_ERROR_KINDS)[number];
export type DeskError = z.infer<typeof deskErrorSchema>;

export type DeskResult<T> = { ok: true; value: T } | { ok: false; error: DeskError };

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: deskErrorSchema }),
  ]);
}

// Kept in a file of its own, without zod, so that the page's first screen does not carry zod for one sentence.
export { NOT_CONNECTED } from './not-connected.js';
