// Where a pressed check-in or check-out stands, read from the desk's outbox (so it survives a reload): counting
// down its undo window with Undo, on its way, waiting for the connection, or refused. It says nothing once the
// stamp has landed: the booking itself shows it then.
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { useDeskMutation, useDeskQuery, useDeskStatus } from '../../desk/hooks.js';
import { AFTER_STAMP } from './stamp-reads.js';
import './stamps.css';
import { InlineError } from '../../ui/InlineError.js';

const SAID = words(defineMessages({
  refused: { id: 'stamp.progress.refused', defaultMessage: '{kind, select, checkIn {Check-in refused: {why}} other {Check-out refused: {why}}}' },
  seeOutbox: { id: 'stamp.progress.seeOutbox', defaultMessage: 'see the Outbox.' },
  undoWindow: { id: 'stamp.progress.undoWindow', defaultMessage: '{kind, select, checkIn {Check-in in {seconds} s} other {Check-out in {seconds} s}}' },
  undo: { id: 'stamp.progress.undo', defaultMessage: 'Undo' },
  queued: {
    id: 'stamp.progress.queued',
    defaultMessage: '{kind, select, checkIn {Check-in queued: sent when the connection is back.} other {Check-out queued: sent when the connection is back.}}',
  },
  sending: { id: 'stamp.progress.sending', defaultMessage: '{kind, select, checkIn {Sending the check-in…} other {Sending the check-out…}}' },
}));

const isStamp = (write: PendingWrite): write is PendingWrite & { kind: 'checkIn' | 'checkOut' } =>
  write.kind === 'checkIn' || write.kind === 'checkOut';

/** The booking's latest stamp still in the outbox, or undefined. */
export function useQueuedStamp(code: string) {
  const writes = useDeskQuery('outbox.list', {}).data ?? [];
  return writes.filter((write) => write.bookingCode === code && isStamp(write)).at(-1) as
    (PendingWrite & { kind: 'checkIn' | 'checkOut' }) | undefined;
}

/** Seconds left in the window, counted on this screen's clock while it runs. */
function useSecondsLeft(notBefore: number | undefined): number {
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (notBefore === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [notBefore]);
  return notBefore === undefined ? 0 : Math.max(0, Math.ceil((notBefore - nowMs) / 1000));
}

export function StampProgress({ code }: { code: string }) {
  const write = useQueuedStamp(code);
  const online = useDeskStatus().data?.connectivity.online ?? true;
  const secondsLeft = useSecondsLeft(write?.notBefore);
  const undo = useDeskMutation('bookings.undoStamp', AFTER_STAMP);
  const intl = useIntl();
  if (undo.error) return <InlineError failure={undo.error} as="span" />;
  if (!write) return null;
  const { kind } = write;
  if (write.state === 'conflict') {
    const why = write.error?.message ?? intl.formatMessage(SAID.seeOutbox);
    return <span className="inline-error" role="alert">{intl.formatMessage(SAID.refused, { kind, why })}</span>;
  }
  if (secondsLeft > 0) {
    return (
      <span className="stamp-wait" role="status">
        {intl.formatMessage(SAID.undoWindow, { kind, seconds: secondsLeft })}{' '}
        <button type="button" className="btn" disabled={undo.isPending} onClick={() => undo.mutate({ code })}>{intl.formatMessage(SAID.undo)}</button>
      </span>
    );
  }
  if (!online && write.state === 'pending') return <span role="status">{intl.formatMessage(SAID.queued, { kind })}</span>;
  return <span role="status">{intl.formatMessage(SAID.sending, { kind })}</span>;
}
