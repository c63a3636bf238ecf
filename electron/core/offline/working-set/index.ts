// The working set's public face: what the desk and the sync import.
export { WorkingSet } from './working-set.js';
export type { LocalBookingPage, LocalDetail, WorkingSetOptions } from './working-set-types.js';
export type { CalendarAnswer } from './calendar-store.js';
export type { InexactFilter } from './local-query.js';
export type { NotesAnswer } from './notes-store.js';
export type { FullSyncCursor } from './full-sync-cursor.js';
export { workingSetPath } from './disk/working-set-file.js';
export { normaliseText } from './normalise.js';
