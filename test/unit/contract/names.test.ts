// The names the preload checks are exactly the contract's calls and events.
import { describe, expect, it } from 'vitest';
import { calls } from '../../../shared/contract/calls.js';
import { events } from '../../../shared/contract/events.js';
import { CALL_NAMES, EVENT_NAMES, isCallName, isEventName } from '../../../shared/contract/names.js';

describe('contract names', () => {
  it('lists every call and every event, and nothing else', () => {
    expect([...CALL_NAMES].sort()).toEqual(Object.keys(calls).sort());
    expect([...EVENT_NAMES].sort()).toEqual(Object.keys(events).sort());
  });

  it('refuses names outside the contract, including inherited ones', () => {
    expect(isCallName('bookings.get')).toBe(true);
    for (const name of ['toString', '__proto__', 'constructor', 'bookings.delete', 42, null]) {
      expect(isCallName(name)).toBe(false);
      expect(isEventName(name)).toBe(false);
    }
  });
});
