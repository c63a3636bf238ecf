import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { planDetails, planQuestion, type StatusPlan } from '../../../../renderer/features/booking/status-plan.js';

const paid: StatusPlan = { statusId: 'PAID', statusName: 'Paid', notify: false, setPaid: false, dueText: '$95.55', leavesDue: true };

describe('changing the status to Paid', () => {
  it('says that marking Paid without settling records no payment and leaves the money due', () => {
    expect(planDetails(paid, englishIntl()).join(' ')).toContain('No payment is recorded: the booking will say Paid while $95.55 is still due');
  });

  it('says that settling records the payment, and does not warn of a mismatch', () => {
    const settled = { ...paid, setPaid: true, leavesDue: false };
    expect(planQuestion(settled, englishIntl())).toBe('Change status to Paid and settle the remaining $95.55?');
    expect(planDetails(settled, englishIntl()).join(' ')).not.toContain('mismatch');
  });
});
