// Accounts, staff and the desk's state as the screens see them. No token or secret ever appears here.
import { z } from 'zod';
import { cleanDisplayName } from '../../domain/display-name.js';
import { outboxCountsSchema, syncStateSchema } from './outbox.js';

/** A name to show, cleaned of control and bidi characters first; `max` counts what is left. */
export const displayNameSchema = (max: number) =>
  z.string().max(max * 4).transform(cleanDisplayName).pipe(z.string().min(1, 'Write a name.').max(max));

export const staffMemberSchema = z.object({
  /** The staff account id sent as X-On-Behalf. */
  accountId: z.number().int().positive(),
  name: displayNameSchema(120),
});

export const accountKindSchema = z.enum(['demo', 'oauth', 'token-pair']);

export const accountSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: accountKindSchema,
  baseUrl: z.string(),
  /** The service says the account moved to this address on another host; null: no such move waits. */
  proposedMove: z.string().nullable(),
  /** In the desk's list of accounts: how many writes wait to be sent for it (removing it removes them). */
  waitingWrites: z.number().int().min(0).optional(),
});

/** Why the desk is signed out: the page says it in the desk's language. */
export const SIGNED_OUT_REASONS = ['not-signed-in', 'refresh-expired', 'refresh-refused', 'signed-out', 'key-refused'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

/** Something to do about the sign-in before it is too late: sign in again before `at` (epoch ms), or the renewed sign-in was not saved. */
export const authWarningSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signInBefore'), at: z.number() }),
  z.object({ kind: z.literal('renewalNotSaved') }),
]);
export type AuthWarning = z.infer<typeof authWarningSchema>;

export const authStateSchema = z.object({
  status: z.enum(['signed-in', 'signed-out', 'signing-in']),
  /** Why the desk is signed out. */
  reason: z.enum(SIGNED_OUT_REASONS).nullable(),
  /** A warning to show, e.g. the refresh token runs out within a day. */
  warning: authWarningSchema.nullable(),
});

/**
 * How the sign-ins are kept when that is weaker than the system keyring: in an owner-only file; in memory for the
 * session; in memory because this computer offers no keyring.
 */
export const vaultWarningSchema = z.enum(['ownerOnlyFile', 'sessionOnly', 'noKeyring']);
export type VaultWarning = z.infer<typeof vaultWarningSchema>;

/** A file the desk could not read and set aside: why (a technical detail for support) and the copy it kept. */
export const setAsideSchema = z.object({ problem: z.string(), keptAs: z.string() });
export type SetAside = z.infer<typeof setAsideSchema>;

export const connectivitySchema = z.object({
  online: z.boolean(),
  /** Unix seconds of the last answer from the service. */
  lastContactAt: z.number().nullable(),
});

/** What the service tells about the account (envelope + ping). */
export const accountInfoSchema = z.object({
  name: z.string(),
  hostId: z.string(),
  /**
   * The account's number on the service (the envelope's account_id); null when the service did not say. Absent from
   * details kept before desks learned it: the service is asked again before it is relied on (a venue's account).
   */
  accountNumber: z.number().int().nullable().optional(),
  localeId: z.string(),
  currency: z.string(),
  timezone: z.string(),
});

/** A zone's offsets from UTC over a span, by the desk's time zone database (shared/domain/zone-rules.ts). */
export const zoneRulesSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(z.tuple([z.number().int(), z.number().int()])).min(1),
});

/** The account's details as the page gets them: with its zone's rules as the desk reads them, so both keep one calendar. */
export const accountInfoAnswerSchema = accountInfoSchema.extend({ zoneRules: zoneRulesSchema });
export type AccountInfoAnswer = z.infer<typeof accountInfoAnswerSchema>;

export const deskStatusSchema = z.object({
  account: accountSummarySchema.nullable(),
  accounts: z.array(accountSummarySchema),
  auth: authStateSchema,
  connectivity: connectivitySchema,
  staff: z.array(staffMemberSchema),
  /** null: the signed-in staff member acts (no X-On-Behalf). */
  acting: staffMemberSchema.nullable(),
  /** Who signed in, when the desk knows (the demo signs in as its first staff member); null otherwise. */
  signedInAs: staffMemberSchema.nullable(),
  /** How well credentials are protected on this machine, when a person should know. */
  vaultWarning: vaultWarningSchema.nullable(),
  /** The desk's settings file could not be read and was set aside: why it starts without its accounts. */
  settingsWarning: setAsideSchema.nullable(),
  sync: syncStateSchema,
  outbox: outboxCountsSchema,
  /** Something about the offline store a person should know (e.g. a damaged file set aside). */
  offlineWarning: z.string().nullable(),
});

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type AccountKind = z.infer<typeof accountKindSchema>;
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export type AuthState = z.infer<typeof authStateSchema>;
export type Connectivity = z.infer<typeof connectivitySchema>;
export type AccountInfo = z.infer<typeof accountInfoSchema>;
export type DeskStatus = z.infer<typeof deskStatusSchema>;
