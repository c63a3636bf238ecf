// Arrival and departure: who checked the guest in and out and when, and the buttons (I / O) to do it, through the
// one way every screen stamps a booking (stamps/use-stamping.tsx): the same questions and the same undo window.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingDetail, Stamp } from '../../../shared/contract/model/booking.js';
import type { StampKind } from '../../../shared/domain/stamps.js';
import { useFormatter } from '../../ui/account-format.js';
import { StampProgress, useQueuedStamp } from '../stamps/StampProgress.js';
import { useStamping } from '../stamps/use-stamping.js';
import { stampText } from './booking-format.js';
import { PANEL_TITLES } from './panel-titles.js';
import { whyNoCheckIn } from '../../ui/statuses.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';

const SAID = words(defineMessages({
  notSent: { id: 'booking.arrival.notSent', defaultMessage: 'Not sent yet' },
  fromDesk: { id: 'booking.arrival.fromDesk', defaultMessage: 'From the {desk} desk' },
  fromDeskWhy: { id: 'booking.arrival.fromDeskWhy', defaultMessage: 'Pressed on another desk of this venue; that desk sends it' },
  notYet: {
    id: 'booking.arrival.notYet',
    defaultMessage: '{kind, select, checkIn {{known, select, no {Checked-in state not known yet.} other {Not checked in yet.}}} other {{known, select, no {Checked-out state not known yet.} other {Not checked out yet.}}}}',
  },
  // A booking known only from a listing: its stamps are not known, and a stamp pressed is read against the service.
  stampsNotKnown: {
    id: 'booking.arrival.stampsNotKnown',
    defaultMessage: 'This desk has not read the booking\'s full record yet: a check-in or check-out pressed now is checked against the booking service before it is sent.',
  },
  checkIn: { id: 'booking.arrival.checkIn', defaultMessage: 'Check in' },
  checkingIn: { id: 'booking.arrival.checkingIn', defaultMessage: 'Checking in…' },
  checkOut: { id: 'booking.arrival.checkOut', defaultMessage: 'Check out' },
  checkingOut: { id: 'booking.arrival.checkingOut', defaultMessage: 'Checking out…' },
}));

interface StampLineProps {
  kind: StampKind;
  stamp: Stamp | null;
  notKnown: boolean;
  /** The stamp is this desk's queued write, not yet the service's. */
  queued: boolean;
}

function StampLine({ kind, stamp, notKnown, queued }: StampLineProps) {
  const format = useFormatter();
  const intl = useIntl();
  if (!stamp) return <p className="stamp muted">{intl.formatMessage(SAID.notYet, { kind, known: notKnown ? 'no' : 'yes' })}</p>;
  return (
    <p className="stamp">
      <span aria-hidden="true">✓ </span>{stampText(kind, stamp, format, intl)}
      {queued ? <> <span className="badge badge-info">{intl.formatMessage(SAID.notSent)}</span></> : null}
      {stamp.sharedBy && !queued
        ? <> <span className="badge badge-info" title={intl.formatMessage(SAID.fromDeskWhy)}>{intl.formatMessage(SAID.fromDesk, { desk: stamp.sharedBy })}</span></>
        : null}
    </p>
  );
}

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
      {busy ? <><span className="spinner" aria-hidden="true" /> {busyLabel}</> : <>{label} <kbd aria-hidden="true" translate="no">{shortcut}</kbd></>}
    </button>
  );
}

export function CheckInOut({ booking }: { booking: BookingDetail }) {
  const stamping = useStamping();
  const intl = useIntl();
  const queued = useQueuedStamp(booking.code);
  const reason = whyNoCheckIn(booking.status, intl);
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
      <h2 id="arrival-title">{intl.formatMessage(PANEL_TITLES.arrival)}</h2>
      <StampLine kind="checkIn" stamp={booking.checkedIn} queued={isQueued(booking, 'checkIn')} notKnown={notKnown} />
      <StampLine kind="checkOut" stamp={booking.checkedOut} queued={isQueued(booking, 'checkOut')} notKnown={notKnown} />
      {notKnown ? <p className="hint">{intl.formatMessage(SAID.stampsNotKnown)}</p> : null}
      <div className="row-actions">
        <StampButton label={intl.formatMessage(SAID.checkIn)} busyLabel={intl.formatMessage(SAID.checkingIn)} shortcut="I"
          busy={sending === 'checkIn'} disabled={Boolean(reason) || busy} reasonId={reasonId} onPress={() => run('checkIn')} />
        <StampButton label={intl.formatMessage(SAID.checkOut)} busyLabel={intl.formatMessage(SAID.checkingOut)} shortcut="O"
          busy={sending === 'checkOut'}
          disabled={Boolean(reason) || busy} reasonId={reasonId} onPress={() => run('checkOut')} />
        <StampProgress code={booking.code} />
      </div>
      {reason ? <p id={reasonId} className="reason">{reason}</p> : null}
      {stamping.outcome?.tone === 'bad' ? <p className="inline-error" role="alert">{stamping.outcome.text}</p> : null}
      {stamping.dialog}
    </section>
  );
}
