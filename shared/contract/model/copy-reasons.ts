// Why the desk answered from its own copy by choice. Without zod, so that the first screen reads it without the
// contract's schemas.
/** Why a sorted list is the desk's copy: the service lists in one order only. */
export const SORTED_HERE = 'the booking service lists in one order only, so the desk sorts its own copy';
/** Why a list filtered by the quick filter's words is the desk's copy. */
export const FILTERED_HERE = 'the booking service has no quick filter, so the desk filters its own copy';

/**
 * A copy the desk chose to answer from (the service cannot sort or filter by words), not one standing in for an
 * answer that failed: kept in step by the sync, it is no news while fresh. A copy after a failure always says why.
 */
export const isCopyByChoice = (reason: string | null | undefined) => reason === SORTED_HERE || reason === FILTERED_HERE;
