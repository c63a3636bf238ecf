// The background sync's public face.
export { Sync, type SyncOptions } from './sync.js';
export type { Wait } from './sync-wait.js';
export { serviceFetchers, type ServiceFetchers } from './service-fetchers.js';
export type { FetchCatalogue, FetchNotes, FetchPage, SyncPage, SyncProgress, SyncReport } from './sync-types.js';
export { learnDayCounts, learnDayItems, learnRecords, type DayJob, type FetchRecord } from './day-contents.js';
export { learnPeriodItems, type PeriodJob } from './period-contents.js';
