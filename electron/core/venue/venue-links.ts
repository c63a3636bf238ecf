// The links of one desk to the other desks of its venue: a WebSocket server on the desk's own address, and a dial
// to every member whose desk id sorts after this one (so two desks never open two links to each other). Over each
// link (secure-link.ts: TLS 1.3, each desk's key pinned) runs the Yjs sync protocol (y-protocols), plus a beat that
// says "still here".
// A link that stops beating (a cable pulled, a laptop asleep, a desk frozen) is dropped after a few beats: TCP
// would keep it open for many minutes, and a desk that looks linked would never have its waiting writes taken over.
import type { TLSSocket } from 'node:tls';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket, { type WebSocketServer } from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { LinkCredentials } from './link-certificate.js';
import { CLOSE_BAD_FRAME, initiate, linkTls, MAX_FRAME, parseJson, peerLinkKey, respond, type LinkHandlers, type SecureLink } from './secure-link.js';
import type { VenueMember, VenueState } from './venue-state.js';

const SYNC = 0;
const BEAT = 1;
/**
 * Sent on the link to a desk as it is removed, or as the first and only message to a removed desk that links again,
 * before the link ends: it learns it at once, from a desk it knows as a member, whichever of the two dialled.
 */
const REMOVED = 2;
/**
 * A socket that has not become a member's link (or finished a pairing) this long after it connected is dropped: a
 * silent socket, or one sending a frame a byte at a time, holds nothing for longer.
 */
export const ADMIT_MS = 5_000;

export interface LinkOptions {
  state: VenueState;
  deskId: string;
  /** This desk's TLS key and certificate (link-certificate.ts). */
  credentials: LinkCredentials;
  now: () => number;
  beatMs: number;
  /**
   * The first message of a desk that is not a member (a pairing request, from the desk holding `key`, the key its TLS
   * certificate carries); answers it on the socket.
   */
  onStranger(socket: WebSocket, first: Record<string, unknown>, key: string | null): void;
  onChange(): void;
  /** This desk holds everything that desk had: its first sync answer arrived. */
  onSynced(deskId: string): void;
  /**
   * Runs before a new link carries anything of the day: the writes this desk shared with no one so far are marked
   * shared, on disk, since the desk at the other end learns them now (venue-lease.ts).
   */
  beforeSharing(): Promise<void>;
  /** A member told this desk it was removed from the venue. */
  onRemoved(): void;
}

/** A link silent for this many beats (and at least DEAD_AFTER_MIN_MS) is taken for dead. */
const DEAD_AFTER_BEATS = 6;
const DEAD_AFTER_MIN_MS = 3_000;
/** A removed desk this one would dial is dialled this seldom, to tell it, until it has been told once. */
const TELL_REMOVED_EVERY_BEATS = 20;
/**
 * An address that did not answer as its desk is dialled again after twice the wait of the time before, from two
 * beats up to four (a member record pointing at some other host on the LAN made every desk dial it on every beat). No
 * longer: only the desk with the lower id dials, so a desk back from a restart waits on this one's next dial, and a
 * wait near the grace period would let both it and the desk that took its writes over send them.
 */
const DIAL_BACKOFF_MAX_BEATS = 4;
/** At most this many dials start in one beat, whatever the member list holds. */
const DIALS_PER_BEAT = 8;
/**
 * The shared day as a Yjs update may not grow past this (a week of a busy venue's stamps and notes is well under a
 * megabyte): an update from another desk that would take it further is refused, and its link closed.
 */
export const MAX_DAY_BYTES = 8 * 1024 * 1024;
/** Updates held because they wait on others that never came are dropped past this. */
const MAX_PENDING_BYTES = 256 * 1024;
/** A desk answers one link's "send me what I lack" at most this often; one asked sooner is answered then. */
const SYNC_ANSWER_MS = 1_000;

export class VenueLinks {
  private readonly links = new Map<string, SecureLink>();
  /** Desks being dialled, and whether at an address found on the network rather than the one the venue lists. */
  private readonly dialling = new Map<string, { found: boolean; address: string }>();
  /** Per address, how many dials in a row failed and when it may be dialled again. */
  private readonly backoff = new Map<string, { failures: number; next: number }>();
  private dialsThisBeat = 0;
  /** Per link, when it was last answered a whole sync, and the request waiting for its turn. */
  private readonly answered = new Map<SecureLink, { at: number; waiting: Uint8Array | null }>();
  /** Where mDNS last found a member that is not linked (venue-discovery.ts); tried before the listed address. */
  private readonly found = new Map<string, { host: string; port: number }>();
  readonly lastHeard = new Map<string, number>();
  /** Links through the handshake, waiting for beforeSharing; the frames they bring meanwhile, in order. */
  private readonly admitting = new Map<SecureLink, Uint8Array[]>();
  /** Removed desks told so since this desk started. */
  private readonly told = new Set<string>();
  /** Sockets that dialled this desk and became a member's link: only they outlive ADMIT_MS. */
  private readonly admitted = new Set<WebSocket>();
  private beats = 0;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: LinkOptions) {
    options.state.doc.on('update', (update: Uint8Array, origin: unknown) => this.forward(update, origin));
    options.state.removed.observe(() => this.cutRemoved());
    options.state.members.observe(() => this.dialMembers());
    options.state.admitted.observe(() => this.dialMembers());
    this.timer = setInterval(() => this.beat(), options.beatMs);
  }

  /** Answers the desks that dial this one on `server` (a new one after this desk's address changed). */
  listen(server: WebSocketServer): void {
    server.on('connection', (socket, request) => this.answer(socket, peerLinkKey(request.socket as TLSSocket)));
    this.dialMembers();
  }

  isLinked(deskId: string): boolean { return this.links.has(deskId); }
  linkedDesks(): string[] { return [...this.links.keys()]; }
  /** Whether a desk at the other end of a link may learn what this desk holds now. */
  sharing(): boolean { return this.links.size > 0 || this.admitting.size > 0; }

  /** Whether the desk holding this link key may link with this one: a member, or a removed desk to be told so. */
  knows(key: string): boolean {
    return this.memberId(key) !== null || this.removedId(key) !== null;
  }

  /** A member announced itself at this address: dialled there (if it is this desk's to dial) until linked. */
  foundAt(deskId: string, host: string, port: number): void {
    if (this.links.has(deskId)) return;
    this.found.set(deskId, { host, port });
    this.dialMembers();
  }

  /** Every link ends at once (this desk's address changed, or it closes); the desks dial again as usual. */
  dropAll(): void {
    for (const link of this.links.values()) link.drop();
    this.links.clear();
    this.options.onChange();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const link of this.links.values()) link.close();
    this.links.clear();
  }

  /** A link with the desk `expected` (the one dialled), or with any desk this one knows when it answers. */
  private handlers(expected: string | null): LinkHandlers {
    return {
      accepts: (key: string) => {
        const deskId = this.memberId(key) ?? this.removedId(key);
        return deskId !== null && (expected === null || deskId === expected);
      },
      onOpen: (link: SecureLink) => this.opened(link),
      onMessage: (link: SecureLink, plain: Uint8Array) => this.received(link, plain),
      onClose: (link: SecureLink | null) => this.lost(link, expected),
    };
  }

  /** A member's desk id for a link key, unless that member is removed or is this desk itself. */
  private memberId(key: string): string | null {
    const member = this.options.state.memberByLinkKey(key);
    return member && member.deskId !== this.options.deskId ? member.deskId : null;
  }

  /** The desk id of a removed desk for its link key; only a desk that is still a member tells one. */
  private removedId(key: string): string | null {
    if (!this.isMemberSelf()) return null;
    return this.options.state.removedMembers().find((m) => m.linkKey === key)?.deskId ?? null;
  }

  /** A desk that dialled this one, holding `key` (its TLS handshake proved it): a link, or else a pairing request. */
  private answer(socket: WebSocket, key: string | null): void {
    const deadline = setTimeout(() => { if (!this.admitted.has(socket)) socket.terminate(); }, ADMIT_MS);
    socket.once('close', () => { clearTimeout(deadline); this.admitted.delete(socket); });
    socket.on('error', () => socket.terminate());
    if (key !== null && this.knows(key)) {
      const handlers = this.handlers(null);
      return respond(socket, key, { ...handlers, onOpen: (link) => { this.admitted.add(socket); handlers.onOpen(link); } });
    }
    socket.once('message', (data: Buffer, isBinary: boolean) => {
      const first = parseJson(data, isBinary);
      if (first) this.options.onStranger(socket, first, key);
      else socket.close();
    });
  }

  private dialMembers(): void {
    if (this.closed || !this.isMemberSelf()) return;
    for (const member of this.options.state.memberList()) {
      if (member.deskId <= this.options.deskId || this.links.has(member.deskId)) continue;
      this.dial(member);
    }
  }

  /**
   * Removed desks this desk would dial, every so often until told: a removed desk hears it from a member whichever
   * of the two dials (it dials the members it knows, as before its removal), and the link carries that alone.
   */
  private tellRemoved(): void {
    if (this.closed || !this.isMemberSelf() || this.beats % TELL_REMOVED_EVERY_BEATS !== 0) return;
    for (const member of this.options.state.removedMembers()) {
      if (member.deskId > this.options.deskId && !this.told.has(member.deskId)) this.dial(member);
    }
  }

  private dial(member: VenueMember): void {
    if (this.dialling.has(member.deskId) || this.dialsThisBeat >= DIALS_PER_BEAT) return;
    const found = this.found.get(member.deskId);
    const { host, port } = found ?? member;
    const address = `${host}:${port}`;
    if ((this.backoff.get(address)?.next ?? 0) > this.options.now()) return;
    this.dialsThisBeat += 1;
    this.dialling.set(member.deskId, { found: found !== undefined, address });
    try {
      const socket = new WebSocket(`wss://${host}:${port}`, { ...linkTls(this.options.credentials), maxPayload: MAX_FRAME, handshakeTimeout: 3_000 });
      initiate(socket, this.handlers(member.deskId));
    } catch {
      // The member list and pairing check every address, so this is one no check foresaw: it costs that member
      // (dialled again at the next beat), never the others' links or the desk.
      this.dialling.delete(member.deskId);
      this.found.delete(member.deskId);
    }
  }

  private isMemberSelf(): boolean {
    return !this.options.state.isRemoved(this.options.deskId);
  }

  private opened(link: SecureLink): void {
    const removed = this.removedId(link.peerKey);
    if (removed) {
      link.send(Uint8Array.of(REMOVED));
      this.told.add(removed);
      return link.close();
    }
    const deskId = this.memberId(link.peerKey);
    if (!deskId || this.links.has(deskId) || this.closed) return link.close();
    this.admitting.set(link, []);
    const admit = () => this.admit(link, deskId);
    this.options.beforeSharing().then(admit, admit);
  }

  private admit(link: SecureLink, deskId: string): void {
    const queued = this.admitting.get(link);
    this.admitting.delete(link);
    if (!queued) return;
    if (this.links.has(deskId) || this.closed || this.memberId(link.peerKey) !== deskId) return link.close();
    const address = this.dialling.get(deskId)?.address;
    if (address) this.backoff.delete(address);
    this.dialling.delete(deskId);
    this.found.delete(deskId);
    this.links.set(deskId, link);
    this.lastHeard.set(deskId, this.options.now());
    this.askToSync(link);
    this.options.onChange();
    for (const frame of queued) this.received(link, frame);
  }

  /** Asks every linked desk for what this one lacks; each answer ends in onSynced. */
  resync(): void {
    for (const link of this.links.values()) this.askToSync(link);
  }

  private askToSync(link: SecureLink): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, SYNC);
    syncProtocol.writeSyncStep1(encoder, this.options.state.doc);
    link.send(encoding.toUint8Array(encoder));
  }

  private received(link: SecureLink, plain: Uint8Array): void {
    // Taken at once, even before the link is admitted: the desk that says it closes the link right after.
    if (plain.length === 1 && plain[0] === REMOVED && this.memberId(link.peerKey)) return this.options.onRemoved();
    const admitting = this.admitting.get(link);
    if (admitting) return void admitting.push(plain);
    const deskId = this.memberId(link.peerKey);
    if (!deskId || this.links.get(deskId) !== link) return;
    this.lastHeard.set(deskId, this.options.now());
    try {
      const decoder = decoding.createDecoder(plain);
      const type = decoding.readVarUint(decoder);
      if (type !== SYNC) return;
      const kind = decoding.readVarUint(decoder);
      const body = decoding.readVarUint8Array(decoder);
      if (kind === syncProtocol.messageYjsSyncStep1) return this.answerSync(link, body);
      if (kind !== syncProtocol.messageYjsSyncStep2 && kind !== syncProtocol.messageYjsUpdate) return link.close();
      // A member's update that would take the day past its bound is refused whole, and the link with it.
      if (this.options.state.bytes + body.length > MAX_DAY_BYTES) return link.close(CLOSE_BAD_FRAME);
      Y.applyUpdate(this.options.state.doc, body, link);
      this.options.state.dropPending(MAX_PENDING_BYTES);
      if (kind === syncProtocol.messageYjsSyncStep2) this.options.onSynced(deskId);
    } catch {
      link.close();
    }
  }

  private lost(link: SecureLink | null, expected: string | null): void {
    if (link) {
      this.admitting.delete(link);
      this.answered.delete(link);
    }
    if (expected) {
      // A found address that did not answer as that desk is forgotten: the next announcement says where it is.
      const dialled = this.dialling.get(expected);
      if (!link && dialled?.found) this.found.delete(expected);
      if (!link && dialled) this.failedDial(dialled.address);
      this.dialling.delete(expected);
    }
    const deskId = link ? this.memberId(link.peerKey) ?? [...this.links].find(([, l]) => l === link)?.[0] : null;
    if (deskId && this.links.get(deskId) === link) {
      this.links.delete(deskId);
      this.options.onChange();
    }
  }

  /**
   * What this desk holds that the asking desk lacks (its state vector says what it has). A whole day's worth costs
   * work, so each link is answered at most once a second; a request within that second is answered at its end, once.
   */
  private answerSync(link: SecureLink, stateVector: Uint8Array): void {
    const now = this.options.now();
    const last = this.answered.get(link);
    if (last && now - last.at < SYNC_ANSWER_MS) {
      if (last.waiting === null) setTimeout(() => this.answerWaiting(link), SYNC_ANSWER_MS - (now - last.at)).unref?.();
      last.waiting = stateVector;
      return;
    }
    this.answered.set(link, { at: now, waiting: null });
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, SYNC);
    syncProtocol.writeSyncStep2(reply, this.options.state.doc, stateVector);
    link.send(encoding.toUint8Array(reply));
  }

  private answerWaiting(link: SecureLink): void {
    const waiting = this.answered.get(link)?.waiting;
    if (!waiting || this.closed || ![...this.links.values()].includes(link)) return;
    this.answered.delete(link);
    this.answerSync(link, waiting);
  }

  private failedDial(address: string): void {
    const failures = (this.backoff.get(address)?.failures ?? 0) + 1;
    const wait = this.options.beatMs * Math.min(DIAL_BACKOFF_MAX_BEATS, 2 ** failures);
    this.backoff.set(address, { failures, next: this.options.now() + wait });
  }

  private forward(update: Uint8Array, origin: unknown): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, SYNC);
    syncProtocol.writeUpdate(encoder, update);
    const frame = encoding.toUint8Array(encoder);
    for (const link of this.links.values()) if (link !== origin) link.send(frame);
  }

  private beat(): void {
    const deadAfter = Math.max(DEAD_AFTER_MIN_MS, DEAD_AFTER_BEATS * this.options.beatMs);
    for (const [deskId, link] of this.links) {
      if (this.options.now() - (this.lastHeard.get(deskId) ?? 0) > deadAfter) {
        this.links.delete(deskId);
        link.drop();
        this.options.onChange();
      } else {
        link.send(Uint8Array.of(BEAT));
      }
    }
    this.beats += 1;
    this.dialsThisBeat = 0;
    this.dialMembers();
    this.tellRemoved();
  }

  private cutRemoved(): void {
    for (const [deskId, link] of this.links) {
      if (this.options.state.isRemoved(deskId) || !this.isMemberSelf()) {
        if (this.options.state.isRemoved(deskId)) link.send(Uint8Array.of(REMOVED));
        link.close();
        this.links.delete(deskId);
      }
    }
    this.options.onChange();
  }
}
