import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOwed, dueFrom, owedBy, paymentState } from '../../../shared/domain/payment.js';

const twoDecimals = fc.integer({ min: 0, max: 10_000_000 }).map((value) => (value / 100).toFixed(2));

describe('money rules that never contradict each other', () => {
  it('owes nothing on a void or cancelled booking whatever the figures say', () => {
    fc.assert(fc.property(twoDecimals, twoDecimals, fc.constantFrom('VOID', 'CANCELLED', 'void'), (total, paid, statusId) => {
      const facts = { statusId, total, paid, due: dueFrom(total, paid) };
      expect(amountOwed(facts)).toBe('0');
      expect(paymentState(facts)).toBe('not-owed');
    }));
  });

  it('calls Paid with money due, and Part paid with nothing due, a mismatch', () => {
    expect(paymentState({ statusId: 'PAID', total: '100.00', paid: '40.00', due: '60.00' })).toBe('paid-but-due');
    expect(paymentState({ statusId: 'PART', total: '100.00', paid: '100.00', due: '0.00' })).toBe('part-paid-but-settled');
    expect(paymentState({ statusId: 'PART', total: '100.00', paid: '40.00', due: '60.00' })).toBe('owing');
    expect(paymentState({ statusId: 'PAID', total: '100.00', paid: '100.00', due: '0.00' })).toBe('settled');
  });

  it('never lets the due go below zero', () => {
    fc.assert(fc.property(twoDecimals, twoDecimals, (total, paid) => {
      expect(Number(dueFrom(total, paid))).toBeGreaterThanOrEqual(0);
    }));
  });

  it('does not know the due when the total or what was paid is not known, rather than calling it 0', () => {
    expect(dueFrom(null, '10.00')).toBeNull();
    expect(dueFrom('12.345', null)).toBeNull();
    expect(dueFrom('12.345', '2.3')).toBe('10.045');
  });

  it('shows a listed void booking as owing nothing, and a part-paid one its due', () => {
    expect(owedBy({ status: { id: 'VOID' }, total: '100.00', paid: '0.00', due: '100.00' })).toBe('0');
    expect(owedBy({ status: { id: 'PART' }, total: '100.00', paid: '40.00', due: '60.00' })).toBe('60.00');
  });
});
