// What a status change will do, worked out once and worded for the confirmation (spec 3, 4.4).
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
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

const SAID = words(defineMessages({
  question: {
    id: 'booking.status.question',
    defaultMessage: '{how, select, settle {Change status to {status} and settle the remaining {due}?} notify {Change status to {status} and notify the guest?} other {Change status to {status} without notifying the guest?}}',
  },
  settles: { id: 'booking.status.settles', defaultMessage: 'The service records a payment of {due}, so nothing is left to pay.' },
  settleNoNotice: { id: 'booking.status.settleNoNotice', defaultMessage: 'The guest is not notified: the service takes no other input with a settlement.' },
  notified: { id: 'booking.status.notified', defaultMessage: 'The guest is sent the service\'s notification of the new status.' },
  notNotified: { id: 'booking.status.notNotified', defaultMessage: 'The guest is not notified.' },
  leavesDue: {
    id: 'booking.status.leavesDue',
    defaultMessage: 'No payment is recorded: the booking will say Paid while {due} is still due, and the desk will show that as a mismatch. Choose "settle" to record the payment as well.',
  },
  noMoreStamps: { id: 'booking.status.noMoreStamps', defaultMessage: 'The booking can then no longer be checked in or out.' },
}));

/** "Change status to Void and notify the guest?" */
export function planQuestion(plan: StatusPlan, intl: IntlShape): string {
  const how = plan.setPaid ? 'settle' : plan.notify ? 'notify' : 'quiet';
  return intl.formatMessage(SAID.question, { how, status: plan.statusName, due: plan.dueText });
}

/** The consequences a person should weigh before saying yes. */
export function planDetails(plan: StatusPlan, intl: IntlShape): string[] {
  const say = (what: keyof typeof SAID) => intl.formatMessage(SAID[what], { due: plan.dueText });
  const details: string[] = [];
  if (plan.setPaid) details.push(say('settles'), say('settleNoNotice'));
  else details.push(say(plan.notify ? 'notified' : 'notNotified'));
  if (plan.leavesDue) details.push(say('leavesDue'));
  if (plan.statusId === 'VOID' || plan.statusId === 'CANCELLED') details.push(say('noMoreStamps'));
  return details;
}

export function isDestructive(plan: StatusPlan): boolean {
  return DESTRUCTIVE_STATUSES.has(plan.statusId);
}
