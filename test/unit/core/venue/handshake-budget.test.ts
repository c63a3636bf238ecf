// How many TLS handshakes strangers may start at a desk's venue port: a burst, then a steady rate, per address and in
// all. The clock is the test's.
import { describe, expect, it } from 'vitest';
import { HandshakeBudget } from '../../../../electron/core/venue/handshake-budget.js';

function budget() {
  let now = 0;
  const spending = new HandshakeBudget(() => now, { burst: 4, perSecond: 2 }, { burst: 10, perSecond: 5 });
  const take = (address: string, times: number) => Array.from({ length: times }, () => spending.take(address)).filter(Boolean).length;
  return { take, later: (ms: number) => { now += ms; } };
}

describe('the budget of TLS handshakes at a venue port', () => {
  it('lets one address start its burst at once, then its rate over time', () => {
    const { take, later } = budget();
    expect(take('10.0.0.9', 100)).toBe(4);
    later(1_000);
    expect(take('10.0.0.9', 100)).toBe(2);
    later(250);
    expect(take('10.0.0.9', 100)).toBe(0);
    later(250);
    expect(take('10.0.0.9', 100)).toBe(1);
  });

  it('keeps one address from spending the others\' budget, and holds the budget in all against many addresses', () => {
    const { take, later } = budget();
    expect(take('10.0.0.9', 100)).toBe(4);
    expect(take('10.0.0.2', 1)).toBe(1);
    // Many addresses, each with a budget of its own: the one in all stops them.
    const spread = Array.from({ length: 50 }, (_, i) => take(`10.0.1.${i}`, 1)).reduce((a, b) => a + b, 0);
    expect(spread).toBe(5);
    later(1_000);
    expect(take('10.0.0.2', 1)).toBe(1);
  });

  it('forgets addresses whose budget is whole again, and stays within its bound in all past a thousand addresses', () => {
    let now = 0;
    const spending = new HandshakeBudget(() => now, { burst: 1, perSecond: 1 }, { burst: 1e9, perSecond: 1e9 });
    for (let i = 0; i < 3_000; i += 1) expect(spending.take(`10.${i >> 8}.${i & 255}.1`)).toBe(true);
    now += 2_000;
    expect(spending.take('10.0.0.1')).toBe(true);
    expect(spending.take('10.0.0.1')).toBe(false);
    expect((spending as unknown as { addresses: Map<string, unknown> }).addresses.size).toBeLessThanOrEqual(1_024);
  });
});
