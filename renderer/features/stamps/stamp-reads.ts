// What a check-in or check-out (or taking one back) may change on any screen: refetched after each.
import type { CallName } from '../../../shared/contract/calls.js';

export const AFTER_STAMP: CallName[] = ['outbox.list', 'bookings.get', 'bookings.list', 'bookings.held', 'bookings.invoice', 'notes.list', 'day.contents'];
