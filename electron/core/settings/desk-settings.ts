// What the desk remembers between runs (no secrets: those live in the vault).
import { z } from 'zod';
import { accountKindSchema, staffMemberSchema } from '../../../shared/contract/model/account.js';
import { formFieldSchema } from '../../../shared/contract/model/booking-form.js';
import { themeSchema } from '../../../shared/contract/model/outbox.js';
import { deskFormatsChoiceSchema, deskLanguageChoiceSchema } from '../../../shared/contract/model/desk-language.js';
import { bookingParameterSchema } from '../../../shared/contract/model/rates.js';
import { bookingStatusSchema } from '../../../shared/contract/model/booking.js';
import { formRequirementSchema } from '../readiness/form-requirements.js';
import { cleanDisplayName } from '../../../shared/domain/display-name.js';
import { DEFAULT_MAX_BOOKINGS } from '../../../shared/domain/desk-limits.js';

export const accountConfigSchema = z.object({
  id: z.string(),
  // Cleaned again on the way in: the file may have been edited by hand.
  label: z.string().transform(cleanDisplayName),
  kind: accountKindSchema,
  /** Where the service answers; updated when it answers 301 (spec 7). Empty for the demo until it starts. */
  baseUrl: z.string(),
  /** A 301 to another host, waiting for the person to accept it; never followed until then. */
  proposedMove: z.string().optional(),
  /** The OAuth client id (the consumer key) is not secret; its secret is in the vault. */
  clientId: z.string().nullable(),
  /** Staff members who use this desk, for X-On-Behalf. */
  staff: z.array(staffMemberSchema),
  /** null: the signed-in staff member acts. */
  actingStaffId: z.number().int().nullable(),
  /** Open booking sessions (baskets) by staff member ("self": the signed-in one): an id, no guest data. */
  baskets: z.record(z.string(), z.string().max(200)).optional(),
  /** The account's booking parameters as last learned (labels and limits), so a search can be typed offline. */
  parameters: z.array(bookingParameterSchema).max(50).optional(),
  /** The account's own booking form fields as last learned (labels, types, options), so answers read offline. */
  formFields: z.array(formFieldSchema).max(100).optional(),
  /** Which answers the form requires of staff and of a guest, as last learned (readiness checks bookings by it). */
  formRequired: z.array(formRequirementSchema).max(100).optional(),
  /** The status a no-show is changed to, chosen under Accounts; null: the account has none; absent: not chosen yet. */
  noShowStatus: bookingStatusSchema.extend({ id: z.string().min(1).max(40), name: z.string().max(80) }).nullable().optional(),
});

export const deskSettingsSchema = z.object({
  accounts: z.array(accountConfigSchema),
  currentAccountId: z.string().nullable(),
  /** A scanned booking code checks the guest in at once instead of opening the booking. */
  scanChecksIn: z.boolean(),
  /** The working set keeps at most this many bookings per account (oldest non-bookmarked leave first). */
  maxBookings: z.number().int().min(500).max(200_000).default(DEFAULT_MAX_BOOKINGS),
  /** The interface whose network this desk's venue listens on; null: this computer only. Kept per desk. */
  venueNetwork: z.string().min(1).max(64).nullable().default(null),
  /** Light or dark as the system says, or this desk's own choice. */
  theme: themeSchema.default('system'),
  /** The language of the desk's words: the account's, or this desk's own choice. */
  language: deskLanguageChoiceSchema.default('account'),
  /** Dates, times, numbers and money as the account writes them, or in the desk's language. */
  formats: deskFormatsChoiceSchema.default('account'),
});

export type AccountConfig = z.infer<typeof accountConfigSchema>;
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

export const DEFAULT_SETTINGS: DeskSettings = {
  accounts: [], currentAccountId: null, scanChecksIn: false, maxBookings: DEFAULT_MAX_BOOKINGS, venueNetwork: null,
  theme: 'system', language: 'account', formats: 'account',
};

/** Settings read from disk, or the defaults when the file holds something else (never a crash). */
export function readSettings(raw: unknown, log: (message: string) => void): DeskSettings {
  const parsed = deskSettingsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (raw !== undefined && raw !== null) log('the settings file was not readable; starting from defaults');
  return structuredClone(DEFAULT_SETTINGS);
}
