// The desk's money rules, so that no screen contradicts another (issue 11): a void or cancelled booking owes
// nothing; "Paid" with money still due, or "Part paid" with nothing due, is a mismatch a person must see.
import { NO_CHECK_IN_STATUSES } from './statuses.js';
import { compareAmounts, isPositiveAmount, subtractAmounts } from './money.js';

const NOTHING = '0.00';

/** What a booking's money is judged by: its status and the amounts the service sent. */
export interface MoneyFacts {
  statusId: string;
  total: string;
  paid: string;
  /** What the service says is left to pay (or total − paid when it did not say). */
  due: string;
}

/**
 * not-owed: void or cancelled, nothing to collect whatever the figures say;
 * settled: nothing due; owing: money due, and the status agrees;
 * paid-but-due: status Paid with money still due; part-paid-but-settled: status Part paid with nothing due.
 */
export type PaymentState = 'not-owed' | 'settled' | 'owing' | 'paid-but-due' | 'part-paid-but-settled';

/** VOID and CANCELLED hold no stock and cannot be checked in (spec 3): nor is anything collected for them. */
export const owesNothing = (statusId: string): boolean => NO_CHECK_IN_STATUSES.has(statusId.toUpperCase());

/** What is left to pay: never below zero, and nothing at all for a void or cancelled booking. */
export function amountOwed(facts: MoneyFacts): string {
  return !owesNothing(facts.statusId) && isPositiveAmount(facts.due) ? facts.due : NOTHING;
}

export function paymentState(facts: MoneyFacts): PaymentState {
  if (owesNothing(facts.statusId)) return 'not-owed';
  const owing = isPositiveAmount(facts.due);
  const status = facts.statusId.toUpperCase();
  if (status === 'PAID' && owing) return 'paid-but-due';
  if (status === 'PART' && !owing) return 'part-paid-but-settled';
  return owing ? 'owing' : 'settled';
}

export const isMismatch = (state: PaymentState): boolean => state === 'paid-but-due' || state === 'part-paid-but-settled';

/** total − paid, never below zero: the due of a listing record, which carries no due of its own (spec 2.7). */
export function dueFrom(total: string, paid: string): string {
  const left = subtractAmounts(total, paid);
  return compareAmounts(left, 0) > 0 ? left : NOTHING;
}

/** A booking as every screen holds one: its status and amounts. */
interface Billed {
  status: { id: string };
  total: string;
  paid: string;
  due: string;
}

/** What a listed booking still owes, by the rules above: what every list shows as due. */
export const owedBy = (booking: Billed): string =>
  amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due });
