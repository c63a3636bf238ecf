// How far an interrupted full sync got, kept with the working set, so the next one fetches only the pages missing.
import { z } from 'zod';

export const fullSyncCursorSchema = z.object({
  /** Unix seconds when it began: changes made during it are picked up by the next incremental sync. */
  startedAt: z.number(),
  pageSize: z.number().int().positive(),
  pages: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  done: z.array(z.number().int().positive()),
  /** Records stored so far (progress follows records, not the service's counters). */
  records: z.number().int().nonnegative().optional(),
  /** The short page that ended the list, once seen: no page after it is asked. */
  lastPage: z.number().int().positive().nullable().optional(),
});

export type FullSyncCursor = z.infer<typeof fullSyncCursorSchema>;
