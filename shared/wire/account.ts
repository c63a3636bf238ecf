// GET account and GET company: the account's staff and the company's configuration. The spec names both only in
// help's list (2.12); Checkfront's docs show them (ref/account.rst, ref/company.rst, each with a recorded answer).
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { phpObject, wireBool, wireInt, wireString, wireText } from './primitives.js';

/** A staff account (ref/account.rst). The recorded answer's feed_token is a secret: the desk never reads it. */
export const staffAccountSchema = z.looseObject({
  account_id: wireInt,
  first_name: wireText.optional(),
  last_name: wireText.optional(),
  nickname: wireText.optional(),
  email: wireString.optional(),
  login_id: wireString.optional(),
  enabled: wireBool.optional(),
  /** A partner (agent) account rather than staff. */
  partner: wireBool.optional(),
});

/** An array in the recorded answer; a keyed collection would be read the same. */
export const accountResponseSchema = envelopeOf('account', z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value),
  z.array(staffAccountSchema),
));

/** ref/company.rst: how the company writes money, dates and times, and its zone. */
export const companySchema = z.looseObject({
  url: wireString.optional(),
  name: wireText.optional(),
  email: wireString.optional(),
  country_id: wireString.optional(),
  currency_id: wireString.optional(),
  timezone: wireString.optional(),
  locale_id: wireString.optional(),
  lang_id: wireString.optional(),
  date_format: wireString.optional(),
  time_format: wireString.optional(),
  currency: phpObject({
    symbol: wireString.optional(),
    decimals: wireInt.optional(),
    decimal_separator: wireString.optional(),
    thousands_separator: wireString.optional(),
  }).optional(),
});

export const companyResponseSchema = envelopeOf('company', companySchema);

export type WireStaffAccount = z.output<typeof staffAccountSchema>;
export type WireAccountResponse = z.output<typeof accountResponseSchema>;
export type WireCompany = z.output<typeof companySchema>;
export type WireCompanyResponse = z.output<typeof companyResponseSchema>;
