// The names of the contract's calls and events, alone: the preload bridge checks names without loading the
// schemas (a smaller sandboxed preload). calls.ts and events.ts must define exactly these; the types enforce it.

export const CALL_NAMES = [
  'desk.status', 'desk.ping', 'desk.saveLog', 'desk.logProblem',
  'accounts.useDemo', 'accounts.addOAuth', 'accounts.addTokenPair', 'accounts.select', 'accounts.remove', 'accounts.info',
  'accounts.acceptMove',
  'auth.signIn', 'auth.signOut',
  'staff.add', 'staff.remove', 'staff.setActing',
  'bookings.list', 'bookings.held', 'bookings.heldChanges', 'bookings.get', 'bookings.invoice', 'bookings.checkIn', 'bookings.checkOut', 'bookings.undoStamp',
  'bookings.setStatus',
  'bookings.setBookmark', 'bookings.addNote', 'bookings.formFields', 'day.contents', 'print.savePdf',
  'rates.parameters', 'rates.find', 'basket.get', 'basket.add', 'basket.setQuantity', 'basket.removeLine',
  'basket.setPackage', 'basket.replaceLine', 'basket.clear', 'basket.end', 'basket.form', 'basket.create',
  'notes.list', 'items.list', 'items.calendar', 'items.overbooked', 'categories.list', 'customers.search', 'customers.get',
  'outbox.list', 'outbox.retry', 'outbox.discard', 'outbox.editNote', 'sync.now', 'search.local', 'search.guests',
  'settings.get', 'settings.set', 'reports.run', 'reports.rows', 'reports.learn', 'bookings.lines',
  'venue.status', 'venue.offerPairing', 'venue.join', 'venue.removeDesk', 'venue.setNetwork', 'venue.rename', 'venue.reset',
  'readiness.board', 'departures.list', 'departures.close', 'departures.reopen', 'shift.record', 'shift.summary',
  'shift.handOver', 'shift.lastHandover', 'shift.readHandover', 'bookings.timeline', 'manifest.printed',
  'manifest.changesSincePrint', 'accounts.statuses', 'accounts.setNoShowStatus',
] as const;

export const EVENT_NAMES = ['desk.status', 'auth.state', 'connectivity', 'sync.progress', 'outbox.changed', 'changes.arrived'] as const;

export type CallName = (typeof CALL_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

const callNames = new Set<string>(CALL_NAMES);
const eventNames = new Set<string>(EVENT_NAMES);

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && callNames.has(name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && eventNames.has(name);
}
