// Events the desk pushes to the renderer.
import { z } from 'zod';
import { authStateSchema, connectivitySchema, deskStatusSchema } from './model/account.js';
import { changesArrivedSchema } from './model/changes.js';
import type { EventName } from './names.js';

export const events = {
  /** The desk's whole status changed (account, sign-in, acting staff). */
  'desk.status': deskStatusSchema,
  'auth.state': authStateSchema,
  'connectivity': connectivitySchema,
  /** Background sync progress (the offline issue fills this in). */
  'sync.progress': z.object({ phase: z.enum(['idle', 'full', 'incremental']), done: z.number(), total: z.number().nullable() }),
  /** The outbox of queued writes changed. */
  'outbox.changed': z.object({ pending: z.number().int(), conflicts: z.number().int() }),
  /** Bookings the service changed since the desk last asked (the change feed): screens showing them ask again. */
  'changes.arrived': changesArrivedSchema,
} as const satisfies Record<EventName, z.ZodType>;

export type Events = typeof events;
export { EVENT_NAMES, isEventName, type EventName } from './names.js';
export type EventPayload<N extends EventName> = z.output<Events[N]>;
