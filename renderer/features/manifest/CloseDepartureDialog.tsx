// "Close this departure": everyone who never checked in, each marked a no-show (the first choice) or late, in one
// step for the group. A no-show becomes the account's no-show status with a note saying who closed it; the guest is
// notified only when the person ticks it. Cancel holds the focus first; N and L mark the guest whose row has focus.
import { useId, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { ClosingSaid, DepartureRef } from '../../../shared/contract/model/departures.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { ModalDialog } from '../../ui/ModalDialog.js';
import '../../ui/confirm-dialog.css';
import { AFTER_CLOSING } from './closing-reads.js';
import { words } from '../../i18n/words.js';
import { InlineError } from '../../ui/InlineError.js';

const WORDS = words(defineMessages({
  title: { id: 'manifest.closeDeparture.title', defaultMessage: 'Close {departure}' },
  never: {
    id: 'manifest.closeDeparture.never',
    defaultMessage: '{count, plural, one {One guest never checked in.} other {# guests never checked in.}} Mark each a no-show or late.',
  },
  guests: { id: 'manifest.closeDeparture.guests', defaultMessage: 'Guests who never checked in' },
  noShow: { id: 'manifest.closeDeparture.noShow', defaultMessage: 'No-show' },
  late: { id: 'manifest.closeDeparture.late', defaultMessage: 'Late' },
  changedTo: { id: 'manifest.closeDeparture.changedTo', defaultMessage: 'Each no-show is changed to {status}, with a note saying who closed it.' },
  notify: {
    id: 'manifest.closeDeparture.notify',
    defaultMessage: "Notify each no-show guest (the account's own e-mail or text for {status})",
  },
  noStatus: {
    id: 'manifest.closeDeparture.noStatus',
    defaultMessage: 'No no-show status is chosen for this account (under Accounts). Each no-show is kept as a note and a mark on this desk; the booking keeps its status, so its stock is not released.',
  },
  cancel: { id: 'manifest.closeDeparture.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'manifest.closeDeparture.confirm', defaultMessage: '{count, plural, one {Close with one no-show} other {Close with # no-shows}}' },
}));

interface Props {
  departure: DepartureRef & { label: string };
  guests: readonly BookingContents[];
  onClose(said: ClosingSaid[] | null): void;
}

type Mark = 'noShow' | 'late';

export function CloseDepartureDialog({ departure, guests, onClose }: Props) {
  const id = useId();
  const intl = useIntl();
  const [marks, setMarks] = useState<Record<string, Mark>>(() => Object.fromEntries(guests.map((guest) => [guest.booking.code, 'noShow'])));
  const [notify, setNotify] = useState(false);
  const statuses = useDeskQuery('accounts.statuses', {}).data;
  const close = useDeskMutation('departures.close', AFTER_CLOSING);
  const noShowStatus = statuses?.noShow ?? null;
  const noShows = Object.values(marks).filter((mark) => mark === 'noShow').length;
  const confirm = () => close.mutate({
    ...departure, notify: notify && noShowStatus !== null, marks: guests.map((guest) => ({ code: guest.booking.code, mark: marks[guest.booking.code]! })),
  }, { onSuccess: (done) => onClose(done.said) });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const code = (event.target as HTMLElement).closest<HTMLElement>('[data-code]')?.dataset.code;
    const mark = ({ n: 'noShow', l: 'late' } as const)[event.key.toLowerCase() as 'n' | 'l'];
    if (!code || !mark || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    setMarks({ ...marks, [code]: mark });
  };
  return (
    <ModalDialog className="confirm-dialog close-departure" labelledBy={`${id}-title`} onCancel={() => onClose(null)}>
      {/* N and L mark the guest whose choice has the focus. */}
      <div onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`}>
        {intl.formatMessage(WORDS.title, { departure: <span translate="no">{departure.label}</span> })}
      </h2>
      <p>{intl.formatMessage(WORDS.never, { count: guests.length })}</p>
      <fieldset className="departure-guests">
        <legend className="visually-hidden">{intl.formatMessage(WORDS.guests)}</legend>
        {guests.map((guest) => (
          <div key={guest.booking.code} className="departure-guest" data-code={guest.booking.code} role="radiogroup" aria-label={guest.booking.customer.name}>
            <span className="guest-name" translate="no">{guest.booking.customer.name} <span className="muted">{guest.booking.code}</span></span>
            {(['noShow', 'late'] as const).map((mark) => (
              <label key={mark}>
                <input type="radio" name={`mark-${guest.booking.code}`} checked={marks[guest.booking.code] === mark}
                  onChange={() => setMarks({ ...marks, [guest.booking.code]: mark })} />
                {intl.formatMessage(mark === 'noShow' ? WORDS.noShow : WORDS.late)}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      {noShowStatus ? (
        <>
          <p className="hint">
            {intl.formatMessage(WORDS.changedTo, { status: <strong translate="no">{noShowStatus.name}</strong> })}
          </p>
          <label className="check">
            <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            {intl.formatMessage(WORDS.notify, { status: <span translate="no">{noShowStatus.name}</span> })}
          </label>
        </>
      ) : (
        <p className="notice notice-warn">{intl.formatMessage(WORDS.noStatus)}</p>
      )}
      <InlineError failure={close.error} />
      <div className="row-actions confirm-actions">
        {/* The harmless answer holds the focus, whatever comes first: Enter never closes a departure by itself. */}
        <button type="button" className="btn" onClick={() => onClose(null)} data-autofocus>{intl.formatMessage(WORDS.cancel)}</button>
        <button type="button" className="btn btn-danger-solid" disabled={close.isPending} onClick={confirm}>
          {intl.formatMessage(WORDS.confirm, { count: noShows })}
        </button>
      </div>
      </div>
    </ModalDialog>
  );
}
