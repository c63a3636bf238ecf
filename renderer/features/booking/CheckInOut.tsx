// Arrival and departure: who checked the guest in and out and when, and the buttons (I / O) to do it.
import { useState } from 'react';
import type { BookingDetail, Stamp } from '../../../shared/contract/model/booking.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { accountNow } from '../manifest/no-show.js';
import { StampDialog, type StampChoice } from '../manifest/StampDialog.js';
import { stampQuestions, type StampKind } from '../manifest/stamp-questions.js';
import { stampText } from './booking-format.js';
import { AFTER_BOOKING_WRITE } from './booking-writes.js';
import { InlineError } from './InlineError.js';
import { whyNoCheckIn } from './statuses.js';
import { useScreenKey } from './use-screen-key.js';

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
    </p>
  );
}

const isQueued = (booking: BookingDetail, kind: 'checkIn' | 'checkOut') =>
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
  const checkIn = useDeskMutation('bookings.checkIn', AFTER_BOOKING_WRITE);
  const checkOut = useDeskMutation('bookings.checkOut', AFTER_BOOKING_WRITE);
  const settle = useDeskMutation('bookings.setStatus', AFTER_BOOKING_WRITE);
  const format = useFormatter();
  const [asking, setAsking] = useState<StampKind | null>(null);
  const reason = whyNoCheckIn(booking.status);
  const busy = checkIn.isPending || checkOut.isPending || settle.isPending;
  const today = accountNow(Date.now(), format.timeZone).day;
  const stampable = { booking, checkedIn: booking.checkedIn };
  const send = (kind: StampKind) => (kind === 'checkIn' ? checkIn : checkOut).mutate({ code: booking.code });
  // One write at a time: a second press (or key) while one runs would stamp the booking twice. A likely slip
  // (never checked in, twice, another day, money due at check-out) is asked about first.
  const run = (kind: StampKind) => {
    if (reason || busy || asking) return;
    checkIn.reset();
    checkOut.reset();
    const questions = stampQuestions(kind, stampable, today, format);
    if (questions.reasons.length > 0 || questions.dueAtCheckOut !== null) setAsking(kind);
    else send(kind);
  };
  const onChoose = (choice: StampChoice) => {
    const kind = asking;
    setAsking(null);
    if (!kind || choice === 'cancel') return;
    if (choice === 'go-on') send(kind);
    else settle.mutate({ code: booking.code, statusId: 'PAID', notify: false, setPaid: true }, { onSuccess: () => send(kind) });
  };
  useScreenKey('i', () => run('checkIn'));
  useScreenKey('o', () => run('checkOut'));
  const reasonId = reason ? 'check-in-reason' : undefined;
  return (
    <section className="panel" aria-labelledby="arrival-title">
      <h2 id="arrival-title">Arrival and departure</h2>
      <StampLine verb="Checked in" stamp={booking.checkedIn} otherwise="Not checked in yet." queued={isQueued(booking, 'checkIn')} />
      <StampLine verb="Checked out" stamp={booking.checkedOut} otherwise="Not checked out yet."
        queued={isQueued(booking, 'checkOut')} />
      <div className="row-actions">
        <StampButton label="Check in" busyLabel="Checking in…" shortcut="I" busy={checkIn.isPending}
          disabled={Boolean(reason) || busy} reasonId={reasonId} onPress={() => run('checkIn')} />
        <StampButton label="Check out" busyLabel="Checking out…" shortcut="O" busy={checkOut.isPending}
          disabled={Boolean(reason) || busy} reasonId={reasonId} onPress={() => run('checkOut')} />
      </div>
      {reason ? <p id={reasonId} className="reason">{reason}</p> : null}
      <InlineError failure={checkIn.error ?? checkOut.error ?? settle.error} />
      {asking ? (
        <StampDialog kind={asking} contents={stampable} format={format}
          questions={stampQuestions(asking, stampable, today, format)} onChoose={onChoose} />
      ) : null}
    </section>
  );
}
