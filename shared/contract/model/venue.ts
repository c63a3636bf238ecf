// The venue as the status bar and Settings show it: the paired desks, and where each write waits.
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

/** An interface's name as the computer gives it: "eth0", "en0", "Wi-Fi". */
export const venueNetworkNameSchema = z.string().min(1).max(64);

export const venueNetworkSchema = z.object({
  /** The interface chosen on this desk; null: this computer only (loopback), the default. */
  chosen: venueNetworkNameSchema.nullable(),
  /** The address other desks reach this one at now; null when the venue is not open or its network has no address. */
  listening: z.string().nullable(),
  /** The computer's LANs now, to choose from. */
  choices: z.array(z.object({ name: venueNetworkNameSchema, address: z.string() })),
});

export const venueStatusSchema = z.object({
  paired: z.boolean(),
  /** Another desk removed this one from the venue: it shares nothing until a person resets it (venue.reset). */
  removed: z.boolean(),
  /** Why this desk's venue could not open (a file the disk would not give, say); null when it opened or never was. */
  problem: z.string().nullable(),
  desks: z.array(venueDeskSchema),
  waiting: z.array(venueWaitingSchema),
  network: venueNetworkSchema,
});
export type VenueStatus = z.infer<typeof venueStatusSchema>;

export const pairingOfferSchema = z.object({ code: z.string(), expiresAt: z.number() });

/** What a person names this desk: "Dock", "Lobby", "Tour gate". */
export const venueDeskNameSchema = z.string().trim().min(1, 'Name this desk first, e.g. "Lobby".').max(40);
