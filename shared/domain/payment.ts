// The desk's money rules, so that no screen contradicts another: a void or cancelled booking owes
// nothing; "Paid" with money still due, or "Part paid" with nothing due, is a mismatch a person must see.
import { NO_CHECK_IN_STATUSES } from './statuses.js';
import { isPositiveAmount, subtractAmounts, type Amount } from './money.js';

/** Nothing, in any currency's decimals. */
const NOTHING: Amount = '0';

/** What a booking's money is judged by: its status and the amounts the service sent (null: not known). */
export interface MoneyFacts {
  statusId: string;
  total: Amount | null;
  paid: Amount | null;
  /** What the service says is left to pay (or total − paid when it did not say). */
  due: Amount | null;
}

/**
 * not-owed: void or cancelled, nothing to collect whatever the figures say;
 * settled: nothing due; owing: money due, and the status agrees;
 * paid-but-due: status Paid with money still due; part-paid-but-settled: status Part paid with nothing due;
 * unknown: what is due could not be read, so nothing is claimed either way.
 */
export type PaymentState = 'not-owed' | 'settled' | 'owing' | 'paid-but-due' | 'part-paid-but-settled' | 'unknown';

/** VOID and CANCELLED hold no stock and cannot be checked in (spec 3): nor is anything collected for them. */
export const owesNothing = (statusId: string): boolean => NO_CHECK_IN_STATUSES.has(statusId.toUpperCase());

/**
 * What is left to pay: never below zero, and nothing at all for a void or cancelled booking; null when the amount
 * due is not known (never 0 for that).
 */
export function amountOwed(facts: MoneyFacts): Amount | null {
  if (owesNothing(facts.statusId)) return NOTHING;
  if (facts.due === null) return null;
  return isPositiveAmount(facts.due) ? facts.due : NOTHING;
}

export function paymentState(facts: MoneyFacts): PaymentState {
  if (owesNothing(facts.statusId)) return 'not-owed';
  if (facts.due === null) return 'unknown';
  const owing = isPositiveAmount(facts.due);
  const status = facts.statusId.toUpperCase();
  if (status === 'PAID' && owing) return 'paid-but-due';
  if (status === 'PART' && !owing) return 'part-paid-but-settled';
  return owing ? 'owing' : 'settled';
}

export const isMismatch = (state: PaymentState): boolean => state === 'paid-but-due' || state === 'part-paid-but-settled';

/**
 * total − paid, never below zero: the due of a listing record, which carries no due of its own (spec 2.7); null when
 * either is not known.
 */
export function dueFrom(total: Amount | null, paid: Amount | null): Amount | null {
  const left = subtractAmounts(total, paid);
  if (left === null) return null;
  return isPositiveAmount(left) ? left : NOTHING;
}

/** A booking as every screen holds one: its status and amounts. */
interface Billed {
  status: { id: string };
  total: Amount | null;
  paid: Amount | null;
  due: Amount | null;
}

/** What a listed booking still owes, by the rules above: what every list shows as due. */
export const owedBy = (booking: Billed): Amount | null =>
  amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due });
