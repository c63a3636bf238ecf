import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumAmounts, subtractAmounts } from '../../../shared/domain/money.js';
import { amountOwed, dueFrom, owedBy, paymentState } from '../../../shared/domain/payment.js';

const cents = fc.integer({ min: 0, max: 10_000_000 }).map((value) => (value / 100).toFixed(2));

describe('money that never contradicts itself', () => {
  it('adds amounts to the cent however many there are', () => {
    expect(sumAmounts(Array.from({ length: 1000 }, () => '0.10'))).toBe('100.00');
    fc.assert(fc.property(fc.array(cents), (amounts) => {
      const total = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
      expect(sumAmounts(amounts)).toBe((total / 100).toFixed(2));
    }));
  });

  it('keeps a three-decimal currency its decimals', () => {
    expect(subtractAmounts('10.125', '0.1')).toBe('10.025');
  });

  it('owes nothing on a void or cancelled booking whatever the figures say', () => {
    fc.assert(fc.property(cents, cents, fc.constantFrom('VOID', 'CANCELLED', 'void'), (total, paid, statusId) => {
      const facts = { statusId, total, paid, due: dueFrom(total, paid) };
      expect(amountOwed(facts)).toBe('0.00');
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
    fc.assert(fc.property(cents, cents, (total, paid) => {
      expect(Number(dueFrom(total, paid))).toBeGreaterThanOrEqual(0);
    }));
  });

  it('shows a listed void booking as owing nothing, and a part-paid one its due', () => {
    expect(owedBy({ status: { id: 'VOID' }, total: '100.00', paid: '0.00', due: '100.00' })).toBe('0.00');
    expect(owedBy({ status: { id: 'PART' }, total: '100.00', paid: '40.00', due: '60.00' })).toBe('60.00');
  });
});
