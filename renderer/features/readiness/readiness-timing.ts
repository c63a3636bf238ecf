// How often a readiness answer is asked again while records of its range are read behind it.
export const READING_REFETCH_MS = 1500;
