// The venue's shared picture of the day, one Yjs document every paired desk holds a replica of.
// Yjs merges concurrent changes; this file names the maps and reads them back defensively, because a replica's
// content came from another desk and is parsed like any other input. A paired desk may be hostile, and Yjs lets any
// replica write any key, so a record is believed only when it is signed by the desk it names (venue-signing.ts), and
// a desk is a member only through a pairing: a record of the admission, signed by the desk that showed the code
// (itself a member) and carrying the joining desk's own signature of its identity.
import * as Y from 'yjs';
import { z } from 'zod';
import { writeSchema } from '../offline/outbox/outbox-entry.js';
import { isLinkKey } from './link-certificate.js';
import { fromBase64 } from './venue-bytes.js';
import { ipv4Number } from './venue-network.js';
import { canonical, recordBytes, verifies, type DeskSigner } from './venue-signing.js';

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
const publicKey = text.refine((key) => fromBase64(key)?.length === 32, 'not a public key');
/** The service's own limit on a note's text. */
export const NOTE_MAX_CHARS = 3_000;
/**
 * A desk of the venue, as pairing and the member list carry it. Every part is checked, because a record that cannot
 * be dialled (a port past 65535, an address that is none) made every desk holding it fail to start its links: one
 * bad record costs that record only. `idSig` is the desk's own signature of its identity (id, keys, account). `key`
 * is its X25519 key (mDNS), `signKey` its Ed25519 key (records), `linkKey` the key its TLS certificate carries.
 */
const memberSchema = z.object({
  deskId: text, name: text, accountId: text, key: publicKey, signKey: publicKey,
  linkKey: z.string().max(200).refine(isLinkKey, 'not a link key'),
  host: text.refine((host) => ipv4Number(host) !== null, 'not an IPv4 address'),
  port: z.number().int().min(1).max(65_535),
  idSig: z.string().max(200),
});
export type VenueMember = z.infer<typeof memberSchema>;

/** What a desk's own signature in its member record is over: who it is, not where it listens now. */
export const identityBytes = (m: Pick<VenueMember, 'deskId' | 'key' | 'signKey' | 'linkKey' | 'accountId'>): Uint8Array =>
  Buffer.from(canonical(['frontdesk venue identity 1', { deskId: m.deskId, key: m.key, signKey: m.signKey, linkKey: m.linkKey, accountId: m.accountId }]));

/** A member record from another desk (pairing, the member list); null when any part of it is not usable or not its own. */
export function parseMember(value: unknown): VenueMember | null {
  const parsed = memberSchema.safeParse(value);
  return parsed.success && verifies(parsed.data.signKey, identityBytes(parsed.data), parsed.data.idSig) ? parsed.data : null;
}

/** Who signed a record, with its signature. */
const authored = z.object({ by: text, sig: z.string().max(200) });

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
  /**
   * When it was made on the booking service's clock (ms), as its desk knew that clock (the Date header of answers):
   * whether it landed is judged against the service's times, never against a desk's clock, which may be minutes off.
   * Absent when its desk had not heard the service yet.
   */
  serviceAt: instant.optional(),
});
/** One desk's outbox entry not yet confirmed by the service, and the desk whose job it is to send it. */
export type WaitingWrite = z.infer<typeof waitingSchema>;

const noteSchema = z.object({
  code, body: z.string().max(NOTE_MAX_CHARS), private: z.boolean(), at: instant, staffId: staffId.nullable(),
  deskId: text, deskName: name,
});
/** A note one desk added to a booking, shown on the others' copies until their copy of the booking holds it. */
export type VenueNote = z.infer<typeof noteSchema>;

/** This desk, the root of whom it trusts: itself, and the desks admitted by a desk it trusts. */
export interface VenueSelf { deskId: string; signer: DeskSigner }

export class VenueState {
  readonly doc = new Y.Doc();
  /** Each desk's own record (where it listens, its name), signed by it. */
  readonly members = this.doc.getMap<unknown>('members');
  /** Pairings: `admitter>joiner`, the joiner's member record as the admitting desk signed it. */
  readonly admitted = this.doc.getMap<unknown>('admitted');
  /** Desk ids removed from the venue, each signed by the desk that removed it. Only ever added to. */
  readonly removed = this.doc.getMap<unknown>('removed');
  readonly stamps = this.doc.getMap<unknown>('stamps');
  readonly waiting = this.doc.getMap<unknown>('waiting');
  readonly notes = this.doc.getMap<unknown>('notes');
  /** Writes the service confirmed (or a person dropped). Only ever added to, so a late replica cannot revive one. */
  readonly settled = this.doc.getMap<unknown>('settled');
  /** Desks closed normally (not killed, not cut off), until they are back: they send nothing meanwhile. */
  readonly left = this.doc.getMap<unknown>('left');
  /** Departures closed and reopened: each desk's last act on each (venue-closings.ts). */
  readonly closings = this.doc.getMap<unknown>('closings');
  /** The change feed's rounds of the desk that asks the service for the venue (venue-feed.ts). */
  readonly feed = this.doc.getMap<unknown>('feed');
  private trust: Trust | null = null;
  /** Records whose signature was checked, and the key it was good under: each is checked once. */
  private readonly checked = new WeakMap<object, string>();

  /** The day's size as one Yjs update, about (measured at each save, the updates since added): bounded in venue-links.ts. */
  bytes = 0;

  constructor(private readonly self: VenueSelf) {
    this.doc.on('update', (update: Uint8Array) => {
      this.trust = null;
      this.bytes += update.length;
    });
  }

  /**
   * Updates Yjs holds because they wait on others that never came (a hostile desk sent 40 MB of them, kept and saved
   * after it was removed): dropped past `maxBytes`. A desk that has them sends them again at the next sync.
   */
  dropPending(maxBytes: number): void {
    const store = this.doc.store;
    if ((store.pendingStructs?.update.length ?? 0) + (store.pendingDs?.length ?? 0) <= maxBytes) return;
    store.pendingStructs = null;
    store.pendingDs = null;
  }

  /** Writes a record as this desk: signed, with this desk named as its author. */
  put(map: Y.Map<unknown>, key: string, record: object): void {
    const withAuthor = { ...record, by: this.self.deskId };
    this.doc.transact(() => map.set(key, { ...withAuthor, sig: this.self.signer.sign(recordBytes(mapName(this, map), key, withAuthor)) }));
  }

  /** The members of the venue, this desk among them once it has said where it listens; removed desks not. */
  memberList(): VenueMember[] {
    const trust = this.trusted();
    trust.list ??= [...trust.members.values()].filter((m) => !trust.removed.has(m.deskId)).map((m) => this.current(m));
    return trust.list;
  }

  removedMembers(): VenueMember[] {
    const trust = this.trusted();
    return [...trust.ever.values()].filter((m) => trust.removed.has(m.deskId)).map((m) => this.current(m));
  }

  /** The member whose TLS certificate carries this key (secure-link.ts). */
  memberByLinkKey(linkKey: string): VenueMember | null {
    return this.memberList().find((m) => m.linkKey === linkKey) ?? null;
  }

  /** Whether a desk id is one a pairing admitted (removed since, or not). */
  wasMember(deskId: string): boolean { return this.trusted().ever.has(deskId); }
  isRemoved(deskId: string): boolean { return this.trusted().removed.has(deskId); }
  hasLeft(deskId: string): boolean { return this.authoredBy(this.left, deskId, deskId, false) !== null; }
  isSettled(entryId: string): boolean {
    const record = this.settled.get(entryId);
    return record !== undefined && this.signedByMember(this.settled, entryId, record, true) !== null;
  }

  stampOf(code: string, kind: VenueStamp['kind'], day: number): VenueStamp | null {
    const key = stampKey(code, kind, day);
    const parsed = stampSchema.safeParse(this.stamps.get(key));
    return parsed.success && this.authoredBy(this.stamps, key, parsed.data.deskId, false) ? parsed.data : null;
  }

  /** The write waiting under this id, unless it is settled (or unreadable, or not signed by the desk that owns it). */
  waitingOf(entryId: string): WaitingWrite | null {
    const parsed = waitingSchema.safeParse(this.waiting.get(entryId));
    return parsed.success && !this.isSettled(entryId) && this.authoredBy(this.waiting, entryId, parsed.data.ownerDeskId, true) ? parsed.data : null;
  }

  waitingWrites(): WaitingWrite[] {
    return this.signedValues(this.waiting, waitingSchema, (w) => w.ownerDeskId, true).filter((w) => !this.isSettled(w.entryId));
  }

  noteList(): VenueNote[] { return this.signedValues(this.notes, noteSchema, (n) => n.deskId, false); }

  /** The readable records of a map, each signed by the member its `author` names (a removed one's too, if asked). */
  signedRecords<T>(map: Y.Map<unknown>, schema: z.ZodType<T>, author: (value: T) => string, removedToo = false): T[] {
    return this.signedValues(map, schema, author, removedToo);
  }

  /** A member's record as it says itself where it listens now; as its pairing said, until it has. */
  private current(admitted: VenueMember): VenueMember {
    const own = parseMember(this.members.get(admitted.deskId));
    const same = own && own.key === admitted.key && own.signKey === admitted.signKey && own.linkKey === admitted.linkKey
      && own.accountId === admitted.accountId;
    return same && this.authoredBy(this.members, admitted.deskId, admitted.deskId, true) ? own : admitted;
  }

  /** Who this desk trusts, worked out again after each change of the document. */
  private trusted(): Trust {
    this.trust ??= this.workOutTrust();
    return this.trust;
  }

  /**
   * From this desk outwards: a desk admitted (a pairing record whose signature and joiner's identity hold) by a desk
   * already trusted is trusted. Removals count when signed by a desk that pairing admitted; a removed desk's own
   * admissions count no more, so desks only it admitted (ghosts a hostile desk made up) leave with it.
   */
  private workOutTrust(): Trust {
    const pairings: { by: string; member: VenueMember; key: string; value: unknown }[] = [];
    for (const [key, value] of this.admitted.entries()) {
      const member = parseMember(value);
      const author = authored.safeParse(value);
      if (member && author.success && key === `${author.data.by}>${member.deskId}`) pairings.push({ by: author.data.by, member, key, value });
    }
    const closure = (skip: ReadonlySet<string>): Map<string, VenueMember> => {
      const signKeys = new Map([[this.self.deskId, this.self.signer.signKey]]);
      const found = new Map<string, VenueMember>();
      for (let grew = true; grew;) {
        grew = false;
        for (const p of pairings) {
          const admitterKey = signKeys.get(p.by);
          if (!admitterKey || skip.has(p.by) || signKeys.has(p.member.deskId) || !this.goodSignature(this.admitted, p.key, p.value, admitterKey)) continue;
          signKeys.set(p.member.deskId, p.member.signKey);
          found.set(p.member.deskId, p.member);
          grew = true;
        }
      }
      const own = parseMember(this.members.get(this.self.deskId));
      if (own && own.signKey === this.self.signer.signKey && this.goodSignature(this.members, own.deskId, this.members.get(own.deskId), own.signKey)) {
        found.set(own.deskId, own);
      }
      return found;
    };
    const ever = closure(new Set());
    const signKeyOf = (deskId: string) => (deskId === this.self.deskId ? this.self.signer.signKey : ever.get(deskId)?.signKey);
    const removed = new Set<string>();
    for (const [deskId, value] of this.removed.entries()) {
      const author = authored.safeParse(value);
      const key = author.success ? signKeyOf(author.data.by) : undefined;
      if (key && this.goodSignature(this.removed, deskId, value, key)) removed.add(deskId);
    }
    return { ever, members: closure(removed), removed };
  }

  /** The record at `key` when signed by `deskId`, a desk the venue admitted (and, unless `removedToo`, not removed). */
  private authoredBy(map: Y.Map<unknown>, key: string, deskId: string, removedToo: boolean): unknown {
    const value = map.get(key);
    const author = authored.safeParse(value);
    if (!author.success || author.data.by !== deskId) return null;
    return this.signedByMember(map, key, value, removedToo);
  }

  private signedByMember(map: Y.Map<unknown>, key: string, value: unknown, removedToo: boolean): unknown {
    const author = authored.safeParse(value);
    if (!author.success) return null;
    const trust = this.trusted();
    if (!removedToo && trust.removed.has(author.data.by)) return null;
    const signKey = author.data.by === this.self.deskId ? this.self.signer.signKey : trust.ever.get(author.data.by)?.signKey;
    return signKey && this.goodSignature(map, key, value, signKey) ? value : null;
  }

  private goodSignature(map: Y.Map<unknown>, key: string, value: unknown, signKey: string): boolean {
    if (typeof value !== 'object' || value === null) return false;
    if (this.checked.get(value) === `${key}|${signKey}`) return true;
    const record = value as Record<string, unknown>;
    const good = verifies(signKey, recordBytes(mapName(this, map), key, record), record.sig);
    if (good) this.checked.set(value, `${key}|${signKey}`);
    return good;
  }

  private signedValues<T>(map: Y.Map<unknown>, schema: z.ZodType<T>, author: (value: T) => string, removedToo: boolean): T[] {
    const out: T[] = [];
    for (const [key, value] of map.entries()) {
      const parsed = schema.safeParse(value);
      if (parsed.success && this.authoredBy(map, key, author(parsed.data), removedToo)) out.push(parsed.data);
    }
    return out;
  }
}

interface Trust {
  /** Every desk a pairing admitted, removed since or not (and this desk once it has said where it listens). */
  ever: Map<string, VenueMember>;
  /** Those admitted through desks not removed. */
  members: Map<string, VenueMember>;
  removed: Set<string>;
  /** memberList(), once worked out. */
  list?: VenueMember[];
}

const MAP_NAMES = ['members', 'admitted', 'removed', 'stamps', 'waiting', 'notes', 'settled', 'left', 'closings', 'feed'] as const;

/** A map's name, which its records' signatures cover: a record signed for one map is no record of another. */
function mapName(state: VenueState, map: Y.Map<unknown>): string {
  const found = MAP_NAMES.find((name) => state[name] === map);
  if (!found) throw new Error('not a map of the venue');
  return found;
}

export const stampKey = (code: string, kind: VenueStamp['kind'], day: number): string => `${kind}:${code.toUpperCase()}:${day}`;
