// A write's identity outlives its entry: once the service has it, the same action pressed again on the
// same booking within a short window (while the screen may still show it pending) is the same write, not a second
// one. A different write of the same kind on the booking since (the bookmark taken off again, a check-out after
// the check-in) ends that: a press after it is a new intention.
import { writeKey, type OutboxWrite } from './outbox-entry.js';

/** Long enough for any screen to have caught up with a landed write; short enough that a real repeat is a new one. */
export const SAME_WRITE_WINDOW_MS = 2 * 60 * 1000;

/** Writes that replace one another: a press of one after another is never "the same write again". */
function family(write: OutboxWrite): string {
  switch (write.kind) {
    case 'checkIn':
    case 'checkOut': return 'stamp';
    case 'note': return `note ${write.body.trim()}`;
    default: return write.kind;
  }
}

interface Landed {
  key: string;
  at: number;
}

export class RecentlyLanded {
  /** By account, staff member, booking and family: the last write that landed, and when. */
  private readonly landed = new Map<string, Landed>();

  constructor(private readonly now: () => number) {}

  /** The service has this write (sent, or found applied after a lost answer). */
  landedNow(accountId: string, staffId: number | null, write: OutboxWrite): void {
    this.forgetOld();
    this.landed.set(this.slot(accountId, staffId, write), { key: writeKey(write), at: this.now() });
  }

  /** True when exactly this write landed within the window and nothing of its family was asked for since. */
  isRepeat(accountId: string, staffId: number | null, write: OutboxWrite): boolean {
    const found = this.landed.get(this.slot(accountId, staffId, write));
    return found !== undefined && found.key === writeKey(write) && this.now() - found.at < SAME_WRITE_WINDOW_MS;
  }

  /** A new write of this family was queued: a landed one of the family no longer stands for the next press. */
  superseded(accountId: string, staffId: number | null, write: OutboxWrite): void {
    const slot = this.slot(accountId, staffId, write);
    if (this.landed.get(slot)?.key !== writeKey(write)) this.landed.delete(slot);
  }

  /** A stamp is the guest's, whoever pressed; notes and bookmarks are each staff member's own. */
  private slot(accountId: string, staffId: number | null, write: OutboxWrite): string {
    const who = family(write) === 'stamp' ? '' : String(staffId ?? '');
    return `${accountId}\n${who}\n${write.code.toUpperCase()}\n${family(write)}`;
  }

  private forgetOld(): void {
    const now = this.now();
    for (const [slot, landed] of this.landed) if (now - landed.at >= SAME_WRITE_WINDOW_MS) this.landed.delete(slot);
  }
}
