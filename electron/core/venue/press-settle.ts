// Two desks that press the same guest within a moment of each other both queue a check-in (neither could know of
// the other's), and the API has no conditional check-in: both would land (0 ms apart, 6 of 6 doubled).
// Each press waits out its undo window on its desk, shared with the venue meanwhile; that window is the desks' chance
// to agree. Every desk applies one rule to the presses it holds, the same on every desk whatever it heard first:
// of the check-ins (or check-outs) of one booking pressed within an undo window of each other, the earliest press
// stands (by the service's clock when its desk knew it, else its desk's; then by the write's id), and each later
// one is withdrawn by the desk that holds it, which tells its person which desk's press stands. Only the first is
// sent. A press made after its desk heard of another (it was told, and went on) comes later, and is withdrawn too:
// the guest is checked in once. A press that stood and is then taken back (undo) leaves the guest not checked in,
// which every desk then shows: the other desks' persons were told their press was withdrawn.
//
// A press already on its way (no undo window: not pressed on a screen) cannot be withdrawn; the read before sending
// is then the last guard, as between desks that do not hear each other.
import { UNDO_SECONDS } from '../../../shared/domain/stamps.js';
import type { WaitingWrite } from './venue-state.js';

/** Presses further apart than a stamp's undo window were not made together: the later one was told, or will be. */
export const TOGETHER_MS = UNDO_SECONDS * 1000;

type Press = Pick<WaitingWrite, 'entryId' | 'createdAt' | 'serviceAt' | 'write'>;

const pressedAt = (press: Press) => press.serviceAt ?? press.createdAt;

const isStamp = (press: Press) => press.write.kind === 'checkIn' || press.write.kind === 'checkOut';

/** Whether `a` stands before `b`: earlier, or at the same moment with the smaller id. */
const standsBefore = (a: Press, b: Press) => pressedAt(a) < pressedAt(b) || (pressedAt(a) === pressedAt(b) && a.entryId < b.entryId);

/** The earliest press `press` was made together with and that stands before it; null when it stands itself. */
export function pressThatStands<T extends Press>(press: Press, others: readonly T[]): T | null {
  if (!isStamp(press)) return null;
  let standing: T | null = null;
  for (const other of others) {
    if (other.entryId === press.entryId || !isStamp(other) || other.write.kind !== press.write.kind) continue;
    if (other.write.code.toUpperCase() !== press.write.code.toUpperCase()) continue;
    if (Math.abs(pressedAt(other) - pressedAt(press)) > TOGETHER_MS || !standsBefore(other, press)) continue;
    if (!standing || standsBefore(other, standing)) standing = other;
  }
  return standing;
}
