// Booking statuses (spec 3): the default set an account starts with, and the two that hold no stock and cannot be
// checked in or out. Accounts may configure more; these are what the desk and the sandbox know by name.

export const DEFAULT_STATUSES: readonly { id: string; name: string }[] = [
  { id: 'PEND', name: 'Pending' }, { id: 'HOLD', name: 'On hold' }, { id: 'PART', name: 'Part paid' },
  { id: 'PAID', name: 'Paid' }, { id: 'WAIT', name: 'Waiting list' }, { id: 'STOP', name: 'Stopped' },
  { id: 'VOID', name: 'Void' }, { id: 'CANCELLED', name: 'Cancelled' },
];

/** "check-in or check-out of a VOID or CANCELLED booking: Refused" (spec 3, 7). */
export const NO_CHECK_IN_STATUSES: ReadonlySet<string> = new Set(['VOID', 'CANCELLED']);

/** Void and cancelled bookings earn nothing: the statuses a report counts as revenue until the manager says otherwise. */
export const DEFAULT_REVENUE: readonly string[] = DEFAULT_STATUSES.map((status) => status.id).filter((id) => !NO_CHECK_IN_STATUSES.has(id));

/** A status as the account's defaults name it ("Paid"); an account's own status keeps its code. */
export const defaultStatusName = (statusId: string): string =>
  DEFAULT_STATUSES.find((status) => status.id === statusId.toUpperCase())?.name ?? statusId;
