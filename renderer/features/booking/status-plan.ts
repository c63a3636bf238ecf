// What a status change will do, worked out once and worded for the confirmation (spec 3, 4.4).
import { DESTRUCTIVE_STATUSES } from '../../ui/statuses.js';

/** What the person has chosen so far. */
export interface StatusDraft {
  /** null: the booking's current status. */
  statusId: string | null;
  notify: boolean;
  settle: boolean;
}

/** What will be sent. */
export interface StatusPlan {
  statusId: string;
  statusName: string;
  notify: boolean;
  /** Settle the remaining cost with a point-of-sale transaction (set_paid). */
  setPaid: boolean;
  /** The remaining cost as the account writes money, for the sentence. */
  dueText: string;
  /** Marked Paid with money still due and not settled: the status will contradict the amounts. */
  leavesDue: boolean;
}

/** "Change status to Void and notify the guest?" */
export function planQuestion(plan: StatusPlan): string {
  if (plan.setPaid) return `Change status to ${plan.statusName} and settle the remaining ${plan.dueText}?`;
  return `Change status to ${plan.statusName} ${plan.notify ? 'and notify the guest' : 'without notifying the guest'}?`;
}

/** The consequences a person should weigh before saying yes. */
export function planDetails(plan: StatusPlan): string[] {
  const details: string[] = [];
  if (plan.setPaid) {
    details.push(`The service records a payment of ${plan.dueText}, so nothing is left to pay.`);
    details.push('The guest is not notified: the service takes no other input with a settlement.');
  } else {
    details.push(plan.notify ? 'The guest is sent the service\'s notification of the new status.' : 'The guest is not notified.');
  }
  if (plan.leavesDue) {
    details.push(`No payment is recorded: the booking will say Paid while ${plan.dueText} is still due, and the desk ` +
      'will show that as a mismatch. Choose "settle" to record the payment as well.');
  }
  if (plan.statusId === 'VOID' || plan.statusId === 'CANCELLED') {
    details.push('The booking can then no longer be checked in or out.');
  }
  return details;
}

export function isDestructive(plan: StatusPlan): boolean {
  return DESTRUCTIVE_STATUSES.has(plan.statusId);
}
