// The venue as the status bar and Settings show it (issue 23): the paired desks, and where each write waits.
import { z } from 'zod';

export const venueDeskSchema = z.object({
  deskId: z.string(), name: z.string(), self: z.boolean(), online: z.boolean(),
  /** Epoch ms of the last frame heard from it; null when not heard since this desk started. */
  lastHeard: z.number().nullable(),
});

export const venueWaitingSchema = z.object({
  code: z.string(), kind: z.enum(['checkIn', 'checkOut', 'note', 'bookmark', 'status']),
  /** The desk whose job it is to send it. */
  deskName: z.string(), here: z.boolean(),
});

export const venueStatusSchema = z.object({
  paired: z.boolean(),
  desks: z.array(venueDeskSchema),
  waiting: z.array(venueWaitingSchema),
});
export type VenueStatus = z.infer<typeof venueStatusSchema>;

export const pairingOfferSchema = z.object({ code: z.string(), expiresAt: z.number() });

/** What a person names this desk: "Dock", "Lobby", "Tour gate". */
export const venueDeskNameSchema = z.string().trim().min(1, 'Name this desk first, e.g. "Lobby".').max(40);
