// A sandbox booking line for tests that place bookings in the store by hand: the item's units on its own days.
import type { BookingLine } from '../../electron/sandbox/state/model.js';

export function heldLine(itemId: number, qty: number, startDay: number, endDay = startDay): BookingLine {
  return {
    lineId: '1', itemId, qty, params: { adults: 1 }, total: 0, taxTotal: 0,
    startDay, endDay, startsAt: 0, endsAt: 0, startTime: '', endTime: '',
  };
}
