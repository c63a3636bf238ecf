// Who a booking's counts are: a guest is a count a person chooses. A booking parameter hidden to all (sent at its
// default, such as Units) or fixed at one count wherever it is taken (such as Rooms) says what was booked, not who
// comes, so it is never added into guests (docs/api-assumptions.md, "Checkfront's documented service").

export interface ParameterKind {
  id: string;
  hidden: boolean;
  locked: boolean;
}

const NONE: ReadonlySet<string> = new Set();
const known = new WeakMap<readonly ParameterKind[], ReadonlySet<string>>();

/** The ids that are no guests; the same set for the same parameters, so callers can keep what they derived. */
export function notGuestIds(parameters: readonly ParameterKind[] | undefined): ReadonlySet<string> {
  if (!parameters) return NONE;
  let ids = known.get(parameters);
  if (!ids) {
    ids = new Set(parameters.filter((parameter) => parameter.hidden || parameter.locked).map((parameter) => parameter.id));
    known.set(parameters, ids);
  }
  return ids;
}

/** The counts of guests alone. */
export function guestCounts(counts: Readonly<Record<string, number>>, notGuests: ReadonlySet<string>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([id]) => !notGuests.has(id)));
}

export function guestCount(counts: Readonly<Record<string, number>>, notGuests: ReadonlySet<string>): number {
  let guests = 0;
  for (const [id, count] of Object.entries(counts)) if (!notGuests.has(id)) guests += count;
  return guests;
}
