// Why the desk answered from its own copy. Without zod, so that the first screen reads it without the contract's
// schemas. Each reason travels as the desk's English words (the log keeps them so); the page says it in the desk's
// language by its id (renderer/features/offline/offline-text.ts).
/** Why a sorted list is the desk's copy: the service lists in one order only. */
export const SORTED_HERE = 'the booking service lists in one order only, so the desk sorts its own copy';
/** Why a list filtered by the quick filter's words is the desk's copy. */
export const FILTERED_HERE = 'the booking service has no quick filter, so the desk filters its own copy';

/** Every reason the desk gives, by id. */
export const COPY_REASONS = {
  unreachable: 'the booking service cannot be reached',
  /** Started, and the service has not answered yet (it may accept and never answer). */
  notYet: 'the booking service has not answered since Frontdesk started',
  serverFailed: 'the booking service failed to answer',
  unreadable: "the booking service's answer could not be read",
  askedToWait: 'the booking service asked the desk to wait',
  notAccepted: 'the booking service did not accept the request',
  couldNotAsk: 'the desk could not ask the booking service',
  /** After a write the person just made, a sign-out is no reason to hide the booking. */
  signedOutAfterWrite: 'you are signed out: queued changes go out once you sign in again',
  sortedHere: SORTED_HERE,
  filteredHere: FILTERED_HERE,
} as const;

export type CopyReasonId = keyof typeof COPY_REASONS;

const IDS = new Map(Object.entries(COPY_REASONS).map(([id, words]) => [words as string, id as CopyReasonId]));

/** The id of a reason the desk gives; null for words it does not know (a newer desk's), shown as they came. */
export const copyReasonId = (reason: string): CopyReasonId | null => IDS.get(reason) ?? null;

/**
 * A copy the desk chose to answer from (the service cannot sort or filter by words), not one standing in for an
 * answer that failed: kept in step by the sync, it is no news while fresh. A copy after a failure always says why.
 */
export const isCopyByChoice = (reason: string | null | undefined) => reason === SORTED_HERE || reason === FILTERED_HERE;
