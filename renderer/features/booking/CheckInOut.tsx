// Arrival and departure: who checked the guest in and out and when, and the buttons (I / O) to do it, through the
// one way every screen stamps a booking (stamps/use-stamping.tsx): the same questions and the same undo window.
import type { BookingDetail, Stamp } from '../../../shared/contract/model/booking.js';
import type { StampKind } from '../../../shared/domain/stamps.js';
import { useFormatter } from '../../ui/account-format.js';
import { StampProgress, useQueuedStamp } from '../stamps/StampProgress.js';
import { useStamping } from '../stamps/use-stamping.js';
import { stampText } from './booking-format.js';
import { whyNoCheckIn } from '../../ui/statuses.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';

interface StampLineProps {
  verb: string;
  stamp: Stamp | null;
  otherwise: string;
  /** The stamp is this desk's queued write, not yet the service's. */
  queued: boolean;
}

function StampLine({ verb, stamp, otherwise, queued }: StampLineProps) {
  const format = useFormatter();
  if (!stamp) return <p className="stamp muted">{otherwise}</p>;
  return (
    <p className="stamp">
      <span aria-hidden="true">✓ </span>{stampText(verb, stamp, format)}
      {queued ? <> <span className="badge badge-info">Not sent yet</span></> : null}
      {stamp.sharedBy && !queued
        ? <> <span className="badge badge-info" title="Pressed on another desk of this venue; that desk sends it">From the {stamp.sharedBy} desk</span></>
        : null}
    </p>
  );
}

/** A booking known only from a listing: its stamps are not known, and a stamp pressed is read against the service. */
const STAMPS_NOT_KNOWN = 'This desk has not read the booking\'s full record yet: a check-in or check-out pressed now is '
  + 'checked against the booking service before it is sent.';

const isQueued = (booking: BookingDetail, kind: StampKind) =>
  booking.pending.some((write) => write.kind === kind && write.state !== 'conflict');

interface StampButtonProps {
  label: string;
  busyLabel: string;
  shortcut: string;
  busy: boolean;
  disabled: boolean;
  reasonId: string | undefined;
  onPress: () => void;
}

function StampButton({ label, busyLabel, shortcut, busy, disabled, reasonId, onPress }: StampButtonProps) {
  return (
    <button type="button" className="btn btn-primary" onClick={onPress} disabled={disabled} aria-busy={busy}
      aria-describedby={reasonId} aria-keyshortcuts={shortcut}>
      {busy ? <><span className="spinner" aria-hidden="true" /> {busyLabel}</> : <>{label} <kbd aria-hidden="true">{shortcut}</kbd></>}
    </button>
  );
}

export function CheckInOut({ booking }: { booking: BookingDetail }) {
  const stamping = useStamping();
  const queued = useQueuedStamp(booking.code);
  const reason = whyNoCheckIn(booking.status);
  // A booking known only from a listing: null stamps mean "not known", not "not yet".
  const notKnown = booking.stampsKnown === false;
  // One stamp at a time: while one is asked about, sent or waiting its window, the buttons and keys rest.
  const waiting = queued !== undefined && queued.state !== 'conflict';
  const busy = stamping.busy || waiting;
  const run = (kind: StampKind) => {
    if (reason || busy) return;
    stamping.press(kind, { booking, checkedIn: booking.checkedIn, checkedOut: booking.checkedOut, stampsKnown: booking.stampsKnown });
  };
  useScreenKey('i', () => run('checkIn'));
  useScreenKey('o', () => run('checkOut'));
  const reasonId = reason ? 'check-in-reason' : undefined;
  const sending = stamping.outcome?.tone === 'busy' ? stamping.outcome.kind : null;
  return (
    <section className="panel" aria-labelledby="arrival-title">
      <h2 id="arrival-title">Arrival and departure</h2>
      <StampLine verb="Checked in" stamp={booking.checkedIn} queued={isQueued(booking, 'checkIn')}
        otherwise={notKnown ? 'Checked-in state not known yet.' : 'Not checked in yet.'} />
      <StampLine verb="Checked out" stamp={booking.checkedOut} queued={isQueued(booking, 'checkOut')}
        otherwise={notKnown ? 'Checked-out state not known yet.' : 'Not checked out yet.'} />
      {notKnown ? <p className="hint">{STAMPS_NOT_KNOWN}</p> : null}
      <div className="row-actions">
        <StampButton label="Check in" busyLabel="Checking in…" shortcut="I" busy={sending === 'checkIn'}
          disabled={Boolean(reason) || busy} reasonId={reasonId} onPress={() => run('checkIn')} />
        <StampButton label="Check out" busyLabel="Checking out…" shortcut="O" busy={sending === 'checkOut'}
          disabled={Boolean(reason) || busy} reasonId={reasonId} onPress={() => run('checkOut')} />
        <StampProgress code={booking.code} />
      </div>
      {reason ? <p id={reasonId} className="reason">{reason}</p> : null}
      {stamping.outcome?.tone === 'bad' ? <p className="inline-error" role="alert">{stamping.outcome.text}</p> : null}
      {stamping.dialog}
    </section>
  );
}
