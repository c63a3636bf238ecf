import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_FOR_MS, accountMemo } from '../../../../electron/core/desk/account-memo.js';

describe('what an account rarely changes, asked once in a while', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('answers every screen within ten minutes from one ask, and asks again after them', async () => {
    let clock = 0;
    const memo = accountMemo<string>(() => clock);
    const load = vi.fn(async () => `fields ${load.mock.calls.length}`);
    expect(await memo('harbour', load)).toBe('fields 1');
    clock += REMEMBER_FOR_MS - 1;
    expect(await memo('harbour', load)).toBe('fields 1');
    clock += 1;
    expect(await memo('harbour', load)).toBe('fields 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each account to itself', async () => {
    const memo = accountMemo<string>(() => 0);
    expect(await memo('harbour', async () => 'harbour fields')).toBe('harbour fields');
    expect(await memo('lakeside', async () => 'lakeside fields')).toBe('lakeside fields');
    expect(await memo('harbour', async () => 'asked again')).toBe('harbour fields');
  });

  it('forgets a failure at once, so the next screen asks again', async () => {
    const memo = accountMemo<string>(() => 0);
    await expect(memo('harbour', async () => { throw new Error('the service is down'); })).rejects.toThrow('down');
    expect(await memo('harbour', async () => 'fields')).toBe('fields');
  });

  it('does not keep an answer past its ten minutes when the desk\'s clock is set back an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: new Date('2026-11-30T09:00:00Z') });
    const memo = accountMemo<string>();
    const load = vi.fn(async () => `fields ${load.mock.calls.length}`);
    expect(await memo('harbour', load)).toBe('fields 1');
    vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
    vi.advanceTimersByTime(REMEMBER_FOR_MS);
    expect(await memo('harbour', load)).toBe('fields 2');
  });
});
