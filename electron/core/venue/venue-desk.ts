// One desk's place in a venue: its identity, its replica of the shared day, its links to the other
// desks, and pairing. Independent of Electron; the desk (desk.ts) and the status bar read it through this class.
// A desk that never pairs never opens one: nothing here runs unless the desk was paired or asked to pair.
import * as Y from 'yjs';
import { computerTimeZone, dayInZone } from '../../../shared/domain/dates.js';
import { Emitter, type Listener, type Unsubscribe } from '../../../shared/listeners.js';
import { linkCredentials, type LinkCredentials } from './link-certificate.js';
import { VenueEndpoint } from './venue-endpoint.js';
import { loadIdentity, loadReplica, markSealed, saveIdentity, saveReplica, type VenueIdentity, type VenueSeal, type VenueWarn } from './venue-files.js';
import { holdsLease, maySend, type LeaseView } from './venue-lease.js';
import { VenueLinks } from './venue-links.js';
import { forgetOldNotes, forgetOldStamps } from './venue-notes.js';
import { VenuePairing, type JoinResult } from './venue-pairing.js';
import { pressThatStands } from './press-settle.js';
import { signerOf, type DeskSigner } from './venue-signing.js';
import { identityBytes, VenueState, stampKey, type VenueMember, type VenueNote, type VenueStamp, type WaitingWrite } from './venue-state.js';

export interface VenueDeskOptions {
  folder: string;
  deskName: string;
  accountId: string;
  /** The interface whose network the venue listens on (venue-network.ts); null, the default, for this computer only. */
  network?: string | null;
  /** How often the network's address is looked at (a new DHCP lease) and absent desks asked for there. */
  watchMs?: number;
  now?: () => number;
  beatMs?: number;
  /** How long a desk may be silent before another takes over the writes it has waiting. */
  graceMs?: number;
  /** The vault's key that seals the venue's files (venue-files.ts); none only for the link's own tests. */
  sealKey?: Buffer | null;
  /** Where a venue file that had to be set aside, or a problem listener that failed, is said (the desk's log). */
  warn?: VenueWarn;
  /** The account's time zone, for the day a stamp belongs to; the computer's when not given. */
  timeZone?: () => string;
  /**
   * The desk's clock, by which its stamps are made (what day "today" is, which stamps and notes are old); `now` when
   * not given. The links keep to `now`: a desk clock set forward must not make every link look silent.
   */
  deskNow?: () => number;
  /**
   * The service account the desk is signed in to, as the service names it (venue-account.ts): what pairing compares.
   * Null until the desk tells it (knowAccount); `accountId` stands for it when not given (a venue of its own tests).
   */
  serviceAccount?: string | null;
}

export interface VenueDeskView { deskId: string; name: string; self: boolean; online: boolean; lastHeard: number | null }

/** What a venue desk tells: its picture changed, saving it failed, a desk's whole picture arrived, something failed. */
export type VenueEvents = {
  change: [];
  saveFailed: [error: unknown];
  synced: [deskId: string];
  problem: [what: string, error: unknown];
};

export class VenueDesk {
  private readonly events = new Emitter<VenueEvents>((name, error) => {
    // A listener that threw is a problem like any other, said where problems are; a problem listener's own, as a warning.
    if (name === 'problem') this.options.warn(`a problem listener failed: ${String(error)}`);
    else this.events.emit('problem', `a listener of ${name}`, error);
  });
  private readonly pairing: VenuePairing;
  private saving: NodeJS.Timeout | null = null;
  /** Saves run one after another, so an older copy never lands on top of a newer one. */
  private saved: Promise<void> = Promise.resolve();
  private readonly startedAt: number;
  private readonly signer: DeskSigner;

  /** Desks whose whole picture this desk has received since it opened (their first sync answer). */
  private readonly syncedWith = new Set<string>();
  private endpoint: VenueEndpoint | null = null;
  /** The address other desks reach this one at; null while its chosen network has none (unplugged). */
  private listening: string | null = null;
  /** Closed normally before, and no other desk has heard it back since it started (venue-lease.ts). */
  private backUnheard: boolean;
  private serviceAccount: string | null;

  private constructor(readonly state: VenueState, private identity: VenueIdentity, private readonly credentials: LinkCredentials,
    private readonly links: VenueLinks, private readonly options: Required<VenueDeskOptions>) {
    this.startedAt = options.now();
    this.backUnheard = state.hasLeft(identity.deskId);
    this.signer = signerOf(identity.keys.secretKey);
    this.serviceAccount = options.serviceAccount;
    this.pairing = new VenuePairing({
      state, account: () => this.serviceAccount, now: options.now, self: () => this.selfMember(),
      address: () => this.address, network: () => this.network, credentials,
    });
    state.doc.on('update', () => { this.scheduleSave(); this.events.emit('change'); });
  }

  static async open(options: VenueDeskOptions): Promise<VenueDesk> {
    const full: Required<VenueDeskOptions> = {
      network: null, watchMs: 2_000, now: Date.now, beatMs: 500, graceMs: 10_000, sealKey: null, warn: () => undefined,
      timeZone: computerTimeZone, serviceAccount: options.accountId,
      deskNow: options.now ?? Date.now, ...options,
    };
    const seal = sealOf(full);
    const identity = await loadIdentity(full.folder, seal, full.warn);
    const state = new VenueState({ deskId: identity.deskId, signer: signerOf(identity.keys.secretKey) });
    const credentials = await linkCredentials(identity.keys.secretKey);
    await loadReplica(full.folder, seal, (replica) => Y.applyUpdate(state.doc, replica, 'disk'), full.warn);
    await markSealed(full.folder, seal);
    state.dropPending(0);
    forgetOldNotes(state, full.deskNow());
    forgetOldStamps(state, full.deskNow());
    let venue: VenueDesk | null = null;
    const links = new VenueLinks({
      state, deskId: identity.deskId, credentials, now: full.now, beatMs: full.beatMs,
      onStranger: (socket, first, key) => venue?.pairing.answer(socket, first, key),
      onChange: () => venue?.linksChanged(),
      onSynced: (deskId) => venue?.synced(deskId),
      beforeSharing: () => venue?.beforeSharing() ?? Promise.resolve(),
      onRemoved: () => venue?.removeDesk(identity.deskId),
    });
    venue = new VenueDesk(state, { ...identity, deskName: full.deskName }, credentials, links, full);
    const opened = venue;
    venue.endpoint = await VenueEndpoint.open({
      network: full.network, port: identity.port, watchMs: full.watchMs, links, credentials,
      welcomes: (key) => key !== null && (links.knows(key) || opened.pairing.offering()),
      discovery: {
        deskId: identity.deskId, keys: identity.keys,
        members: () => state.memberList().filter((m) => m.deskId !== identity.deskId),
        onFound: (deskId, host, port) => links.foundAt(deskId, host, port),
      },
      missing: () => state.memberList().some((m) => m.deskId !== identity.deskId && !links.isLinked(m.deskId)),
      onMoved: (address, port) => opened.moved(address, port),
      onProblem: (what, error) => opened.events.emit('problem', what, error),
    });
    await venue.saved;
    return venue;
  }

  get deskId(): string { return this.identity.deskId; }
  /** The venue's clock (epoch ms): the one its links' last-heard times are on. */
  now(): number { return this.options.now(); }
  get port(): number { return this.identity.port; }
  get address(): string | null { return this.listening; }
  get network(): string | null { return this.endpoint?.chosenNetwork ?? this.options.network; }
  /** Whether this desk holds the whole picture of at least one other desk since it opened. */
  get hasSynced(): boolean { return this.syncedWith.size > 0; }

  /** Returns the way to stop listening. */
  on<N extends keyof VenueEvents>(name: N, listener: Listener<VenueEvents[N]>): Unsubscribe {
    return this.events.on(name, listener);
  }

  /** Asks the linked desks for their whole picture again ('synced' follows from each). */
  resync(): void {
    this.links.resync();
  }

  /** Listens on another network (an interface's name, null for this computer only) from now on. */
  async setNetwork(network: string | null): Promise<void> {
    await this.endpoint?.setNetwork(network);
  }
  /**
   * How long a desk that took writes over waits before sending them: two desks that each thought themselves first
   * (a link slow under load) both claim them, and the shared state settles on one owner within a few beats; the
   * other hands them back before anything is sent.
   */
  get claimSettleMs(): number { return Math.max(1_000, 4 * this.options.beatMs); }

  /**
   * The earliest this desk may send a write it takes over from a silent desk (epoch ms, this desk's clock): once no
   * request the silent desk may have had on the wire can still land. That desk sent nothing it shared later than
   * half the grace period after it last heard the venue (venue-lease.ts), and gave up any request it sent after its
   * own request timeout; a second more for the service to finish one it took at the last moment.
   */
  sendTakenOverAfter(ownerDeskId: string, ownerRequestMs: number): number {
    const heard = this.links.lastHeard.get(ownerDeskId) ?? this.startedAt;
    return Math.max(this.options.now() + this.claimSettleMs, heard + this.options.graceMs / 2 + ownerRequestMs + 1_000);
  }
  isPaired(): boolean { return !this.isRemoved() && this.state.memberList().some((m) => m.deskId !== this.deskId); }
  /** Another desk removed this one from the venue (it was told so, venue-links.ts). */
  isRemoved(): boolean { return this.state.isRemoved(this.deskId); }

  /**
   * The service account this desk is signed in to, as the service says it now (venue-account.ts): what pairing
   * compares. Not part of the desk's signed identity, which its pairings pinned and a move of the service must not
   * change.
   */
  knowAccount(key: string): void {
    this.serviceAccount = key;
  }

  /** A code to show on this desk for two minutes; the desk that enters it joins this desk's venue. */
  offerPairing(): string { return this.pairing.offer(); }
  /** Joins the venue of the desk that shows this code. */
  join(typed: string): Promise<JoinResult> { return this.pairing.join(typed); }

  /** Removes a desk from the venue: every desk cuts its links to it and refuses it from then on. */
  removeDesk(deskId: string): void {
    if (this.state.isRemoved(deskId)) return;
    this.state.put(this.state.removed, deskId, {});
  }

  /** Whether this desk may send the write it holds under this id now (venue-lease.ts). */
  maySend(entryId: string): boolean { return maySend(this.lease(), entryId); }
  holdsLease(): boolean { return holdsLease(this.lease()); }

  private lease(): LeaseView {
    return {
      deskId: this.deskId, state: this.state, lastHeard: this.links.lastHeard, now: this.options.now(),
      graceMs: this.options.graceMs, backUnheard: this.backUnheard,
    };
  }

  desks(): VenueDeskView[] {
    return this.state.memberList().map((m) => ({
      deskId: m.deskId, name: m.name, self: m.deskId === this.deskId,
      online: m.deskId === this.deskId || this.links.isLinked(m.deskId),
      lastHeard: m.deskId === this.deskId ? this.options.now() : this.links.lastHeard.get(m.deskId) ?? null,
    }));
  }

  recordStamp(stamp: Omit<VenueStamp, 'deskId' | 'deskName' | 'day'>): void {
    const full: VenueStamp = { ...stamp, deskId: this.deskId, deskName: this.options.deskName, day: this.dayOf(stamp.at) };
    this.state.put(this.state.stamps, stampKey(full.code, full.kind, full.day), full);
  }

  /** The stamp the venue holds for the day of a moment (this desk's clock), whichever desk made it. */
  stampOn(code: string, kind: VenueStamp['kind'], at: number): VenueStamp | null {
    return this.state.stampOf(code, kind, this.dayOf(at));
  }

  /** The press that stands before this write, when it is a check-in or check-out pressed together with it (press-settle.ts). */
  outpressedBy(entryId: string): WaitingWrite | null {
    const mine = this.state.waitingOf(entryId);
    return mine ? pressThatStands(mine, this.state.waitingWrites()) : null;
  }

  /** The stamp another desk of the venue made on this booking today, which this desk must tell before queuing its own. */
  stampedElsewhere(code: string, kind: VenueStamp['kind']): VenueStamp | null {
    const stamp = this.state.stampOf(code, kind, this.dayOf(this.options.deskNow()));
    return stamp && stamp.deskId !== this.deskId ? stamp : null;
  }

  private dayOf(at: number): number {
    return dayInZone(Math.floor(at / 1000), this.options.timeZone());
  }

  /** Shares a note this desk added: the others show it on the booking until their copy holds it (venue-notes.ts). */
  recordNote(note: Omit<VenueNote, 'deskId' | 'deskName'>): void {
    const full: VenueNote = { ...note, deskId: this.deskId, deskName: this.options.deskName };
    this.state.put(this.state.notes, `${this.deskId}:${note.at}:${note.code}`, full);
  }

  /** Shares a write this desk holds; one shared while no desk can hear it is marked so (its own, venue-lease.ts). */
  recordWaiting(write: Omit<WaitingWrite, 'ownerDeskId' | 'takenOverFrom' | 'alone'>): void {
    if (this.isSettled(write.entryId)) return;
    const record: WaitingWrite = { ...write, ownerDeskId: this.deskId, takenOverFrom: null, alone: !this.links.sharing() };
    this.state.put(this.state.waiting, write.entryId, record);
  }

  /** The service confirmed the write (or it was discarded): no desk waits on it any more. */
  settleWaiting(entryId: string): void {
    this.state.doc.transact(() => {
      this.state.put(this.state.settled, entryId, {});
      this.state.waiting.delete(entryId);
    });
  }

  isSettled(entryId: string): boolean { return this.state.isSettled(entryId); }

  /** Whether a desk id is one that paired with this venue (removed since, or not). */
  wasMember(deskId: string): boolean { return this.state.wasMember(deskId); }

  /**
   * A stamp pressed at `pressedAt` and taken back (undo), refused by the service or discarded by a person: no desk
   * should be told of it. Only the stamp that press made goes (its desk's, made then or before), never a later one.
   */
  forgetStamp(code: string, kind: VenueStamp['kind'], pressedAt: number, madeBy = this.deskId): void {
    const day = this.dayOf(pressedAt);
    const stamp = this.state.stampOf(code, kind, day);
    if (stamp?.deskId !== madeBy || stamp.at > pressedAt) return;
    this.state.doc.transact(() => this.state.stamps.delete(stampKey(code, kind, day)));
  }

  /** The desk whose job it is to send this write, or null when no desk waits on it. */
  ownerOf(entryId: string): string | null {
    return this.state.waitingOf(entryId)?.ownerDeskId ?? null;
  }

  /**
   * Writes whose desk has been silent longer than the grace period, for this desk to take over when it is the first
   * (by id) of the desks it can hear. The caller queues them first (as "may have landed", so the service is read
   * before sending) and claims them after: a desk killed in between has claimed nothing.
   */
  orphans(): WaitingWrite[] {
    const now = this.options.now();
    const online = [this.deskId, ...this.links.linkedDesks()].sort();
    if (online[0] !== this.deskId) return [];
    const silent = (deskId: string) => !this.links.isLinked(deskId) &&
      now - (this.links.lastHeard.get(deskId) ?? this.startedAt) >= this.options.graceMs;
    return this.state.waitingWrites().filter((w) => w.ownerDeskId !== this.deskId && silent(w.ownerDeskId));
  }

  /** This desk sends the write from now on; every desk learns it. */
  claim(write: WaitingWrite): void {
    if (this.isSettled(write.entryId)) return;
    const record: WaitingWrite = { ...write, ownerDeskId: this.deskId, takenOverFrom: write.ownerDeskId, alone: false };
    this.state.put(this.state.waiting, write.entryId, record);
  }

  /** Closed normally: the other desks learn it (it sends nothing until it is back), then every link ends. */
  async close(): Promise<void> {
    if (this.isPaired() && !this.backUnheard) this.state.put(this.state.left, this.deskId, {});
    this.links.close();
    await this.endpoint?.close();
    if (this.saving) clearTimeout(this.saving);
    this.saveNow();
    await this.saved;
  }

  private selfMember(): VenueMember {
    const identity = {
      deskId: this.deskId, key: Buffer.from(this.identity.keys.publicKey).toString('base64'), signKey: this.signer.signKey,
      linkKey: this.credentials.linkKey, accountId: this.options.accountId,
    };
    return { ...identity, name: this.options.deskName, host: this.address ?? '127.0.0.1', port: this.identity.port, idSig: this.signer.sign(identityBytes(identity)) };
  }

  /** The name this desk goes by on the others from now on (and after a restart). */
  rename(deskName: string): void {
    if (deskName === this.options.deskName) return;
    this.options.deskName = deskName;
    this.moved(this.listening, this.identity.port);
  }

  /** Listening somewhere new (or first), or renamed: kept for the next start, and the member list says so. */
  private moved(address: string | null, port: number): void {
    this.listening = address;
    if (port !== this.identity.port || this.options.deskName !== this.identity.deskName) {
      this.identity = { ...this.identity, port, deskName: this.options.deskName };
      const identity = this.identity;
      this.saved = this.saved.then(() => saveIdentity(this.options.folder, identity, sealOf(this.options)))
        .catch((error: unknown) => { this.events.emit('saveFailed', error); });
    }
    if (address) this.publishSelf();
    this.events.emit('change');
  }

  /** Keeps this desk's own record (its address may change) current in the shared member list. */
  private publishSelf(): void {
    const me = this.selfMember();
    const known = this.state.memberList().find((m) => m.deskId === this.deskId);
    if (!known || known.port !== me.port || known.host !== me.host || known.name !== me.name) this.state.put(this.state.members, this.deskId, me);
  }

  /** Every time a link brings another desk's whole picture, not only the first: a desk back from a freeze waits for it. */
  private synced(deskId: string): void {
    this.syncedWith.add(deskId);
    this.events.emit('synced', deskId);
  }

  /** A link opened or ended. The first one since a desk closed normally started again says it is back. */
  private linksChanged(): void {
    if (this.backUnheard && this.links.linkedDesks().length > 0) {
      this.backUnheard = false;
      this.state.doc.transact(() => this.state.left.delete(this.deskId));
    }
    this.vouchForLinked();
    this.events.emit('change');
  }

  /**
   * A desk this one has linked with proved its key in the handshake: this desk records its own admission of it, so
   * that it stays a member here if the desk that paired it is removed (desks only a removed desk vouched for go).
   */
  private vouchForLinked(): void {
    for (const deskId of this.links.linkedDesks()) {
      if (this.state.admitted.has(`${this.deskId}>${deskId}`)) continue;
      const member = this.state.memberList().find((m) => m.deskId === deskId);
      if (member) this.state.put(this.state.admitted, `${this.deskId}>${deskId}`, member);
    }
  }

  /**
   * Before a new link carries the day: the writes this desk shared with no desk so far are marked shared, and that
   * is on disk first, so that a desk killed the moment after never takes one of them for its own alone again.
   */
  private async beforeSharing(): Promise<void> {
    const alone = this.state.waitingWrites().filter((w) => w.ownerDeskId === this.deskId && w.alone);
    if (alone.length === 0) return;
    this.state.doc.transact(() => { for (const w of alone) this.state.put(this.state.waiting, w.entryId, { ...w, alone: false }); });
    this.saveNow();
    await this.saved;
  }

  private scheduleSave(): void {
    if (this.saving) return;
    this.saving = setTimeout(() => { this.saving = null; this.saveNow(); }, 50);
  }

  private saveNow(): void {
    const update = Y.encodeStateAsUpdate(this.state.doc);
    this.state.bytes = update.length;
    this.saved = this.saved.then(() => saveReplica(this.options.folder, update, sealOf(this.options)))
      .catch((error: unknown) => { this.events.emit('saveFailed', error); });
  }
}

/** The venue's files are sealed for the account the venue belongs to. */
function sealOf(options: Required<VenueDeskOptions>): VenueSeal {
  return options.sealKey ? { key: options.sealKey, accountId: options.accountId } : null;
}
