// The venue as the desk sees it: the few questions the stamping path asks, and the one call that opens a
// desk's venue and keeps its outbox in step. The desk's open account (desk/open-account.ts) only holds a DeskVenue;
// a desk that never paired has none.
import type * as Y from 'yjs';
import type { BookingDetail, BookingNotice, BookingSummary, Stamp } from '../../../shared/contract/model/booking.js';
import { dayInZone } from '../../../shared/domain/dates.js';
import type { DeskLog } from '../log/desk-log.js';
import type { Outbox, OutboxEntry } from '../offline/outbox/index.js';
import { VenueDesk, type VenueDeskOptions } from './venue-desk.js';
import { ReplayHold } from './replay-hold.js';
import { withVenueNotes } from './venue-notes.js';
import { shownStamp, withdrawnNotice, withSharedStamps } from './venue-stamps.js';
import { noticeWords } from '../offline/notice-words.js';
import { isStamp, VenueOutbox, type VenueOutboxOptions } from './venue-outbox.js';
import type { VenueStamp } from './venue-state.js';

export interface DeskVenue {
  readonly venue: VenueDesk;
  /** The account whose desks share this venue. */
  readonly accountId: string;
  /**
   * Whether a write this desk had queued before its venue opened must wait: until the venue has synced with another
   * desk (which may have taken it over and sent it meanwhile), or a grace period has passed with none to be heard.
   */
  holdsReplay(entry: OutboxEntry): boolean;
  /** What to tell the person before a stamp is queued, when another desk of the venue already made it; else null. */
  stampedElsewhere(code: string, kind: VenueStamp['kind']): string | null;
  /** The booking's stamps with another desk's of today filled in where it shows none (venue-stamps.ts). */
  withStamps<T extends { checkedIn: Stamp | null; checkedOut: Stamp | null }>(code: string, shown: T): T;
  /** A listed booking with the latest stamp another desk made on it today, for the Bookings list. */
  withListedStamp<T extends BookingSummary>(summary: T): T;
  /**
   * Bookings whose stamp from another desk came, changed or went today: a Bookings list held on a screen asks for
   * these again, as its desk's copy of the account, which names what changed in it, knows nothing of them.
   */
  sharedStampCodes(): string[];
  /** Pressed on this desk, by the staff member acting (null: whoever is signed in). */
  stamped(code: string, kind: VenueStamp['kind'], staffId: number | null): void;
  /** Taken back inside its undo window: the other desks forget it too. */
  unstamped(code: string, kind: VenueStamp['kind']): void;
  /** A queued write a person discarded (or the service refused): its stamp, if it made one, goes from the venue. */
  withdrawn(entry: OutboxEntry): void;
  /** A note queued on this desk: the other desks show it on the booking at once (venue-notes.ts). */
  noted(note: { code: string; body: string; private: boolean }, staffId: number | null): void;
  /** The booking with the notes other desks added that it does not hold yet. */
  withNotes(detail: BookingDetail): BookingDetail;
  /** Whether other desks of the venue hold this write of this desk's (they take it over if this desk goes away). */
  sharedWithVenue(entryId: string): boolean;
  close(): Promise<void>;
}

/** What the venue side needs of the desk (desk.ts), named here so that the two files do not import each other. */
export interface VenueHost {
  readonly account: {
    venue(): DeskVenue | null;
    attachVenue(venue: DeskVenue | null): void;
    /** The open account's offline side: its replay, and what its screens tell a person about a booking. */
    offline(): { accountId: string; replayNow(): Promise<void>; tell(code: string, notice: BookingNotice): void };
    outbox(): Outbox;
  };
  readonly details: {
    /** The account's time zone: a stamp is known for the account's day it was made on. */
    timeZone(): string;
    /** A time of day as this desk's screens write it: in the account's zone, as the account's locale writes it. */
    clockTime(epochMs: number): string;
  };
  readonly staff: {
    /** The account's staff members this desk knows, by id. */
    staffNames(): ReadonlyMap<number, string>;
    /**
     * A staff member's name as another desk's person may read it (null staff id: whoever is signed in); null when
     * this desk does not know it, rather than "signed-in staff member", which means someone else on another desk.
     */
    knownStaffName(staffId: number | null): string | null;
  };
  readonly log: DeskLog;
  now(): number;
  /** Another desk's stamps changed: the screens that show stamps (and queued writes) read them again. */
  outboxChanged(): void;
  /** The vault's key that seals the venue's files at rest. */
  venueKey(): Promise<Buffer>;
  /** How long a request to the service waits for its answer: another desk's silent request may land until then. */
  readonly requestTimeoutMs: number;
}

/** Opens the venue side of a desk whose account is open, and attaches it; the one attached already, if any. */
export async function openDeskVenue(desk: VenueHost, options: Omit<VenueDeskOptions, 'accountId'>): Promise<DeskVenue> {
  const attachedAlready = desk.account.venue();
  if (attachedAlready) return attachedAlready;
  const accountId = desk.account.offline().accountId;
  const venue = await VenueDesk.open({
    ...options, accountId, sealKey: await desk.venueKey(), warn: (message) => desk.log.warn('venue', message),
    timeZone: () => desk.details.timeZone(), serviceAccount: null, deskNow: () => desk.now(),
  });
  venue.on('saveFailed', (error: unknown) => desk.log.error('venue', "Saving this desk's copy of the venue's day failed", error));
  venue.on('problem', (what: string, error: unknown) => desk.log.error('venue', `${what} failed`, error));
  const replay = (what: string) => () => {
    desk.account.offline().replayNow().catch((error: unknown) => desk.log.error('venue', `${what} failed`, error));
  };
  const withdrawn = (entry: OutboxEntry) => {
    if (!isStamp(entry)) return;
    venue.forgetStamp(entry.write.code, entry.write.kind, entry.createdAt, venue.state.waitingOf(entry.id)?.takenOverFrom ?? venue.deskId);
  };
  const outbox = venueOutbox(desk, venue, withdrawn, replay('sending taken-over writes'), outpressed(desk, venue));
  outbox.start();
  const hold = new ReplayHold({
    venue, queued: () => desk.account.outbox().entries(accountId).map((entry) => entry.id), graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
    awayAfterMs: AWAY_AFTER_MS, inStep: () => outbox.inStep(), replay: replay('sending held writes'),
  });
  const lease = new LeaseWait(venue, replay('sending writes that waited for the venue'));
  // Another desk's check-in is on this desk's screens within a moment, not at their next read.
  const sharedCodes = new Map<string, number>();
  const onStamps = (event: Y.YMapEvent<unknown>) => {
    for (const key of event.keysChanged) {
      const [, code, day] = key.split(':');
      if (code && day) sharedCodes.set(code, Number(day));
    }
    if (!event.transaction.local) desk.outboxChanged();
  };
  venue.state.stamps.observe(onStamps);
  const attached: DeskVenue = {
    venue,
    accountId,
    // A press another desk's stands before is never sent, even before the outbox is in step with the venue.
    holdsReplay: (entry) => hold.holds(entry.id) || lease.holds(entry.id) || (!entry.despiteVenueStamp && venue.outpressedBy(entry.id) !== null),
    stampedElsewhere: (code, kind) => {
      const stamp = venue.stampedElsewhere(code, kind);
      return stamp ? tellStamp(stamp, (at) => desk.details.clockTime(at)) : null;
    },
    withStamps: (code, shown) => withSharedStamps(shown, (kind) => {
      const stamp = venue.stampedElsewhere(code, kind);
      return stamp ? shownStamp(stamp, desk.details.timeZone()) : null;
    }),
    withListedStamp: (summary) => {
      const latest = [venue.stampedElsewhere(summary.code, 'checkOut'), venue.stampedElsewhere(summary.code, 'checkIn')].find(Boolean);
      return latest ? { ...summary, sharedStamp: { ...shownStamp(latest, desk.details.timeZone()), kind: latest.kind } } : summary;
    },
    sharedStampCodes: () => {
      const today = dayInZone(Math.floor(desk.now() / 1000), desk.details.timeZone());
      for (const [code, day] of sharedCodes) if (day !== today) sharedCodes.delete(code);
      return [...sharedCodes.keys()];
    },
    stamped: (code, kind, staffId) => venue.recordStamp({ code, kind, at: desk.now(), staffName: desk.staff.knownStaffName(staffId), guestName: null }),
    unstamped: (code, kind) => venue.forgetStamp(code, kind, desk.now()),
    withdrawn,
    noted: (note, staffId) => venue.recordNote({ code: note.code, body: note.body, private: note.private, staffId, at: desk.now() }),
    withNotes: (detail) => withVenueNotes(detail, venue.state, venue.deskId),
    sharedWithVenue: (entryId) => {
      const waiting = venue.state.waitingOf(entryId);
      return venue.isPaired() && waiting !== null && waiting.ownerDeskId === venue.deskId && !waiting.alone;
    },
    close: async () => {
      venue.state.stamps.unobserve(onStamps);
      hold.stop();
      lease.stop();
      desk.account.attachVenue(null);
      await outbox.stop();
      await venue.close();
    },
  };
  desk.account.attachVenue(attached);
  return attached;
}

/** The desk's outbox kept in step with the venue, each thing it leaves or takes said in the desk log. */
function venueOutbox(desk: VenueHost, venue: VenueDesk, withdrawn: (entry: OutboxEntry) => void, sendAdopted: () => void,
  onOutpressed: VenueOutboxOptions['onOutpressed']): VenueOutbox {
  return new VenueOutbox({
    onOutpressed,
    keepStamp: (entry) => {
      if (!isStamp(entry) || venue.stampOn(entry.write.code, entry.write.kind, entry.createdAt)) return;
      venue.recordStamp({ code: entry.write.code, kind: entry.write.kind, at: entry.createdAt, staffName: desk.staff.knownStaffName(entry.staffId), guestName: null });
    },
    venue, outbox: desk.account.outbox(), accountId: desk.account.offline().accountId, ownerRequestMs: desk.requestTimeoutMs,
    knownStaff: (staffId) => staffId === null || desk.staff.staffNames().has(staffId),
    onError: (what, error) => desk.log.error('venue', `${what} failed`, error),
    onRefused: (write, why) => desk.log.warn('venue', `a silent desk's ${write.write.kind} on ${write.write.code} is not taken over here: ${why}`),
    onStampRefused: withdrawn,
    onLeftToVenue: (entry) => desk.log.info('venue', `this desk was removed from the venue: its ${entry.write.kind} on ${entry.write.code} is the other desks' to send`),
    onAdopted: () => {
      desk.log.info('venue', 'took over writes a silent desk had waiting; each is checked against the service first');
      sendAdopted();
    },
  });
}

/** Writes this desk may not send now (venue-lease.ts); once it may again, a replay round sends them. */
class LeaseWait {
  private waiting = false;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly venue: VenueDesk, replay: () => void) {
    this.timer = setInterval(() => {
      if (!this.waiting || !venue.holdsLease()) return;
      this.waiting = false;
      replay();
    }, LEASE_CHECK_MS);
    this.timer.unref?.();
  }

  holds(entryId: string): boolean {
    if (this.venue.maySend(entryId)) return false;
    this.waiting = true;
    return true;
  }

  stop(): void { clearInterval(this.timer); }
}

const DEFAULT_GRACE_MS = 10_000;
const LEASE_CHECK_MS = 250;
/** Below the silence after which the other desks drop a link (venue-links.ts), so no takeover can hide in the gap. */
const AWAY_AFTER_MS = 2_500;

/** "Already checked in at 4:35 PM at the Dock desk, by Priya Shah.", the time in the account's zone. */
export function tellStamp(stamp: VenueStamp, clockTime: (epochMs: number) => string): string {
  const done = stamp.kind === 'checkIn' ? 'checked in' : 'checked out';
  const by = stamp.staffName ? `, by ${stamp.staffName}` : '';
  return `Already ${done} at ${clockTime(stamp.at)} at the ${stamp.deskName} desk${by}. Nothing was queued on this desk.`;
}

/**
 * A press of this desk's withdrawn for another desk's that stands (press-settle.ts): its stamp leaves the venue, and the
 * desk says on the booking, and in its log, which desk's press stands. A press it had taken over is only logged.
 */
function outpressed(desk: VenueHost, venue: VenueDesk): VenueOutboxOptions['onOutpressed'] {
  return (entry, mine, standing) => {
    const kind = entry.write.kind as VenueStamp['kind'];
    venue.forgetStamp(entry.write.code, kind, entry.createdAt, mine.takenOverFrom ?? venue.deskId);
    const pressedOn = standing.takenOverFrom ?? standing.ownerDeskId;
    const stamp = venue.stampOn(standing.write.code, kind, standing.createdAt);
    const notice = withdrawnNotice({
      kind, at: desk.details.clockTime(standing.createdAt), deskName: venue.desks().find((d) => d.deskId === pressedOn)?.name ?? null,
      staffName: stamp?.deskId === pressedOn ? stamp.staffName : null,
    });
    desk.log.info('venue', `${entry.write.code}: ${noticeWords(notice)}`);
    if (mine.takenOverFrom === null) desk.account.offline().tell(entry.write.code, notice);
  };
}
