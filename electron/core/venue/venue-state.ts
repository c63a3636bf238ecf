// The venue's shared picture of the day, one Yjs document every paired desk holds a replica of (issue 23).
// Yjs merges concurrent changes; this file only names the maps and reads them back defensively, because a
// replica's content came from another desk and is parsed like any other input.
import * as Y from 'yjs';
import { z } from 'zod';
import { writeSchema } from '../offline/outbox/outbox-entry.js';
import { fromBase64 } from './venue-bytes.js';
import { ipv4Number } from './venue-network.js';

const text = z.string().min(1).max(200);
/**
 * Every value another desk shares is checked to a sane range, not only its type: a time of 1e300 is a number, and
 * reading it as a date threw on the booking's screen and on a check-in. One value out of range costs its record.
 */
const instant = z.number().int().min(Date.UTC(2000, 0, 1)).max(Date.UTC(2200, 0, 1));
const day = z.number().int().min(2000_01_01).max(2200_01_01);
const code = z.string().min(1).max(64);
const name = z.string().max(200);
const staffId = z.number().int().min(0).max(2 ** 31);
/** The service's own limit on a note's text. */
export const NOTE_MAX_CHARS = 3_000;
/**
 * A desk of the venue, as pairing and the member list carry it. Every part is checked, because a record that cannot
 * be dialled (a port past 65535, an address that is none) made every desk holding it fail to start its links: one
 * bad record costs that record only.
 */
const memberSchema = z.object({
  deskId: text, name: text, accountId: text,
  key: text.refine((key) => fromBase64(key)?.length === 32, 'not a public key'),
  host: text.refine((host) => ipv4Number(host) !== null, 'not an IPv4 address'),
  port: z.number().int().min(1).max(65_535),
});
export type VenueMember = z.infer<typeof memberSchema>;

/** A member record from another desk (pairing, the member list); null when any part of it is not usable. */
export function parseMember(value: unknown): VenueMember | null {
  const parsed = memberSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const stampSchema = z.object({
  code, kind: z.enum(['checkIn', 'checkOut']), at: instant, deskId: text,
  deskName: name, staffName: name.nullable(), guestName: name.nullable(),
  /** The account's day it was made on: a guest checked in yesterday may be checked in again for a new stay. */
  day,
});
/**
 * A check-in or check-out one desk made, known to every desk before (and whether or not) the service has it, for
 * the day it was made on. Taken back when undone, refused by the service or discarded by a person.
 */
export type VenueStamp = z.infer<typeof stampSchema>;

const waitingSchema = z.object({
  entryId: text, ownerDeskId: text, createdAt: instant, staffId: staffId.nullable(),
  write: writeSchema.refine((write) => write.code.length <= 64 && (write.kind !== 'note' || write.body.length <= NOTE_MAX_CHARS), 'too long'),
  takenOverFrom: text.nullable(),
  /**
   * Shared while its desk had no link (and none has opened since), so no other desk can hold it: its desk may send
   * it at any time (venue-lease.ts). A record from before this mark reads as shared.
   */
  alone: z.boolean().default(false),
});
/** One desk's outbox entry not yet confirmed by the service, and the desk whose job it is to send it. */
export type WaitingWrite = z.infer<typeof waitingSchema>;

const noteSchema = z.object({
  code, body: z.string().max(NOTE_MAX_CHARS), private: z.boolean(), at: instant, staffId: staffId.nullable(),
  deskId: text, deskName: name,
});
/** A note one desk added to a booking, shown on the others' copies until their copy of the booking holds it. */
export type VenueNote = z.infer<typeof noteSchema>;

export class VenueState {
  readonly doc = new Y.Doc();
  readonly members = this.doc.getMap<unknown>('members');
  /** Desk ids removed from the venue. Only ever added to, so a removed desk's late write cannot bring it back. */
  readonly removed = this.doc.getMap<boolean>('removed');
  readonly stamps = this.doc.getMap<unknown>('stamps');
  readonly waiting = this.doc.getMap<unknown>('waiting');
  readonly notes = this.doc.getMap<unknown>('notes');
  /** Writes the service confirmed (or a person dropped). Only ever added to, so a late replica cannot revive one. */
  readonly settled = this.doc.getMap<boolean>('settled');
  /** Desks closed normally (not killed, not cut off), until they are back: they send nothing meanwhile. */
  readonly left = this.doc.getMap<boolean>('left');

  memberList(): VenueMember[] {
    return parsedValues(this.members, memberSchema).filter((m) => !this.removed.get(m.deskId));
  }

  removedMembers(): VenueMember[] {
    return parsedValues(this.members, memberSchema).filter((m) => this.removed.get(m.deskId));
  }

  memberByKey(key: string): VenueMember | null {
    return this.memberList().find((m) => m.key === key) ?? null;
  }

  stampOf(code: string, kind: VenueStamp['kind'], day: number): VenueStamp | null {
    const parsed = stampSchema.safeParse(this.stamps.get(stampKey(code, kind, day)));
    return parsed.success ? parsed.data : null;
  }

  /** The write waiting under this id, unless it is settled (or unreadable). */
  waitingOf(entryId: string): WaitingWrite | null {
    const parsed = waitingSchema.safeParse(this.waiting.get(entryId));
    return parsed.success && !this.settled.get(entryId) ? parsed.data : null;
  }

  waitingWrites(): WaitingWrite[] {
    return parsedValues(this.waiting, waitingSchema).filter((w) => !this.settled.get(w.entryId));
  }
  noteList(): VenueNote[] { return parsedValues(this.notes, noteSchema); }
}

export const stampKey = (code: string, kind: VenueStamp['kind'], day: number): string => `${kind}:${code.toUpperCase()}:${day}`;

function parsedValues<T>(map: Y.Map<unknown>, schema: z.ZodType<T>): T[] {
  const out: T[] = [];
  for (const value of map.values()) {
    const parsed = schema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
