// The search form as typed (strings, so nothing a person types is lost or reformatted) and its reading into the
// contract's rated query (spec 4.2). A field that cannot be read names itself, so the screen can mark it.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingParameter, RateSearch, RateTerms } from '../../../shared/contract/model/rates.js';
import { isoDay, parseDay } from '../../../shared/domain/dates.js';

export type RuleMode = 'checked' | 'soft' | 'off';

/** The period, the counts and the overrides: what a basket line is re-rated with too. */
export interface TermsFields {
  /** yyyy-mm-dd, as a date input holds it. */
  firstDay: string;
  /** Blank: a single day. */
  lastDay: string;
  /** HH:MM; blank: the item's own start time. */
  startTime: string;
  endTime: string;
  /** As typed, per booking parameter id. */
  counts: Record<string, string>;
  rules: RuleMode;
  discountCode: string;
}

export interface SearchFields extends TermsFields {
  /** Blank: every category. */
  categoryId: string;
  keyword: string;
  /** "At least N left"; blank: any. */
  minAvailable: string;
}

/** The id of the input a problem belongs to: a field name, or count:<parameter id>. */
export type FieldKey = keyof SearchFields | `count:${string}`;

export interface FieldProblem {
  field: FieldKey;
  message: string;
}

export type Reading<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };

export function blankSearch(today: number | null, parameters: readonly BookingParameter[] = []): SearchFields {
  return {
    firstDay: today === null ? '' : isoDay(today), lastDay: '', startTime: '', endTime: '',
    counts: initialCounts(parameters), rules: 'checked', discountCode: '', categoryId: '', keyword: '', minAvailable: '',
  };
}

export function initialCounts(parameters: readonly BookingParameter[]): Record<string, string> {
  return Object.fromEntries(parameters.map((parameter) => [parameter.id, String(parameter.initial)]));
}

/**
 * The counts shown: what was typed, or the parameter's initial count where nothing was. A hidden or fixed parameter
 * is always its initial count: nobody chooses it, and the service enforces it (Checkfront's "Hidden to All").
 */
export function countText(fields: TermsFields, parameter: BookingParameter): string {
  if (parameter.hidden || parameter.locked) return String(parameter.initial);
  return fields.counts[parameter.id] ?? String(parameter.initial);
}

/** The parameters a person sets or sees: not those hidden to all. */
export const shownParameters = (parameters: readonly BookingParameter[]) => parameters.filter((parameter) => !parameter.hidden);

const problem = <T>(field: FieldKey, message: string): Reading<T> => ({ ok: false, problem: { field, message } });

const SAID = words(defineMessages({
  count: { id: 'newBooking.problem.count', defaultMessage: '{label}: a whole number from {min} to {max}.' },
  firstDay: { id: 'newBooking.problem.firstDay', defaultMessage: 'Choose the first day.' },
  lastDayNotDate: { id: 'newBooking.problem.lastDayNotDate', defaultMessage: 'The last day is not a date; clear it for a single day.' },
  lastDayBefore: { id: 'newBooking.problem.lastDayBefore', defaultMessage: 'The last day must be on or after the first.' },
  time: { id: 'newBooking.problem.time', defaultMessage: 'A time such as 09:30, or leave it blank.' },
  minAvailable: { id: 'newBooking.problem.minAvailable', defaultMessage: 'A whole number of 1 or more, or leave it blank.' },
}));

function readCounts(fields: TermsFields, parameters: readonly BookingParameter[], intl: IntlShape): Reading<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const parameter of parameters) {
    const text = countText(fields, parameter).trim();
    const count = text === '' ? 0 : Number(text);
    if (!Number.isInteger(count) || count < parameter.min || count > parameter.max) {
      return problem(`count:${parameter.id}`,
        intl.formatMessage(SAID.count, { label: parameter.label, min: parameter.min, max: parameter.max }));
    }
    counts[parameter.id] = count;
  }
  return { ok: true, value: counts };
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function readPeriod(fields: TermsFields, intl: IntlShape): Reading<Pick<RateTerms, 'startDay' | 'endDay' | 'startTime' | 'endTime'>> {
  const startDay = parseDay(fields.firstDay);
  if (startDay === null) return problem('firstDay', intl.formatMessage(SAID.firstDay));
  const endDay = fields.lastDay.trim() === '' ? undefined : parseDay(fields.lastDay);
  if (endDay === null) return problem('lastDay', intl.formatMessage(SAID.lastDayNotDate));
  if (endDay !== undefined && endDay < startDay) return problem('lastDay', intl.formatMessage(SAID.lastDayBefore));
  for (const name of ['startTime', 'endTime'] as const) {
    const text = fields[name].trim();
    if (text !== '' && !CLOCK.test(text)) return problem(name, intl.formatMessage(SAID.time));
  }
  return {
    ok: true,
    value: {
      startDay,
      ...(endDay !== undefined ? { endDay } : {}),
      ...(fields.startTime.trim() ? { startTime: fields.startTime.trim() } : {}),
      ...(fields.endTime.trim() ? { endTime: fields.endTime.trim() } : {}),
    },
  };
}

/** What a rated query and a line replacement share: the period, counts, rules and discount code. */
export function readTerms(fields: TermsFields, parameters: readonly BookingParameter[], intl: IntlShape): Reading<RateTerms> {
  const period = readPeriod(fields, intl);
  if (!period.ok) return period;
  const counts = readCounts(fields, parameters, intl);
  if (!counts.ok) return counts;
  const discountCode = fields.discountCode.trim();
  return {
    ok: true,
    value: { ...period.value, counts: counts.value, rules: fields.rules, ...(discountCode ? { discountCode } : {}) },
  };
}

function readMinAvailable(text: string, intl: IntlShape): Reading<number | undefined> {
  if (text.trim() === '') return { ok: true, value: undefined };
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) return problem('minAvailable', intl.formatMessage(SAID.minAvailable));
  return { ok: true, value: count };
}

export function readSearch(fields: SearchFields, parameters: readonly BookingParameter[], intl: IntlShape): Reading<RateSearch> {
  const terms = readTerms(fields, parameters, intl);
  if (!terms.ok) return terms;
  const minAvailable = readMinAvailable(fields.minAvailable, intl);
  if (!minAvailable.ok) return minAvailable;
  const categoryId = Number(fields.categoryId);
  const keyword = fields.keyword.trim();
  return {
    ok: true,
    value: {
      ...terms.value,
      ...(fields.categoryId !== '' && Number.isInteger(categoryId) ? { categoryId } : {}),
      ...(keyword ? { keyword } : {}),
      ...(minAvailable.value !== undefined ? { minAvailable: minAvailable.value } : {}),
    },
  };
}
