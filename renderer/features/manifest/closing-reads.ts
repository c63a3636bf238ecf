// What a closing or a reopening changes on screen: the day's closings, its manifest, the shift's record.
import type { CallName } from '../../../shared/contract/calls.js';

export const AFTER_CLOSING: CallName[] = ['departures.list', 'day.contents', 'shift.record', 'shift.summary', 'readiness.board', 'bookings.timeline'];
