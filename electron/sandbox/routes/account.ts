// account and company (Checkfront's docs: ref/account.rst, ref/company.rst, with recorded examples): the staff
// accounts and the company's configuration. help names both resources (2.12); the spec shows neither.
import { createHash } from 'node:crypto';
import { wallClockAt } from '../../../shared/domain/dates.js';
import { currencyDecimals } from '../../../shared/domain/money.js';
import type { Clock } from '../clock.js';
import { READ_METHODS, type Route } from '../http/router.js';
import type { AccountProfile, StaffMember } from '../state/model.js';
import type { SandboxState } from '../state/state.js';

/**
 * A staff account as the documented answer writes it (account.json): when it was made and last signed in (Unix
 * seconds, 0 for never, as PHP writes no date), from where, and the token of its calendar feed, which only a service
 * hands out: the desk never keeps it.
 */
function staffRecord(state: SandboxState, member: StaffMember) {
  const { account } = state;
  const [firstName = member.name, ...rest] = member.name.split(' ');
  return {
    account_id: member.accountId, first_name: firstName, last_name: rest.join(' '),
    email: `${member.login}@${account.hostId}`, mobile_phone: '', nickname: firstName, login_id: member.login,
    enabled: 1, date_created: member.createdAt ?? 0, date_last_login: member.lastLogin?.at ?? 0,
    ip_last_login: member.lastLogin?.ip ?? '0.0.0.0',
    feed_token: createHash('sha256').update(`${state.slipKey}/feed/${member.accountId}`).digest('hex'), partner: 0,
  };
}

/** Hours the account's clock is ahead of UTC now (company.json: -7 for Canada/Pacific in summer); 5.5 in India. */
function utcOffset(account: AccountProfile, clock: Clock): number {
  const now = clock.nowWhole();
  return (wallClockAt(now, account.timezone).getTime() / 1000 - now) / 3600;
}

/** How the account's locale writes its currency, in the recorded company example's members ("$", 2 decimals…). */
function currencyRecord(account: AccountProfile) {
  const { currency } = account.locale;
  const parts = new Intl.NumberFormat(account.locale.id.replace('_', '-'), { style: 'currency', currency }).formatToParts(-1234.5);
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const symbolAt = parts.findIndex((p) => p.type === 'currency');
  return {
    symbol: part('currency'), symbol_space: parts[symbolAt + 1]?.type === 'literal' ? 1 : 0,
    symbol_precedes: symbolAt < parts.findIndex((p) => p.type === 'integer') ? 1 : 0, decimals: currencyDecimals(currency),
    decimal_separator: part('decimal') || '.', thousands_separator: part('group'),
  };
}

/** The currency and date/time display of the account, as the recorded company example carries them. */
function companyRecord(account: AccountProfile, clock: Clock) {
  return {
    url: account.hostId, name: account.name, plan_id: 1, email: `hello@${account.hostId}`,
    address: '1 Wharf Street', city: 'Victoria', postal_zip: 'V8W 1T3', region: 'BC', country_id: 'CA',
    currency_id: account.locale.currency, timezone: account.timezone, locale_id: account.locale.id,
    lang_id: account.locale.lang, date_format: '%m/%d/%y', time_format: '%I:%M %p', phone: '',
    utc_offset: utcOffset(account, clock), currency: currencyRecord(account),
  };
}

export const accountRoutes: Route[] = [
  {
    methods: READ_METHODS, pattern: 'account', access: 'staff',
    handler: ({ store }) => {
      const { staff } = store.state;
      return { member: 'account', data: staff.map((member) => staffRecord(store.state, member)), request: { records: staff.length } };
    },
  },
  {
    // ref/company.rst: the Public API answers it too, identically.
    methods: READ_METHODS, pattern: 'company', access: 'public',
    handler: ({ store, clock }) => ({
      member: 'company', data: companyRecord(store.state.account, clock), extra: { hours: false }, request: { records: 19 },
    }),
  },
];
