// "Close this departure": everyone who never checked in, each marked a no-show (the first choice) or late, in one
// step for the group. A no-show becomes the account's no-show status with a note saying who closed it; the guest is
// notified only when the person ticks it. Cancel holds the focus first; N and L mark the guest whose row has focus.
import { useId, useState, type KeyboardEvent } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { DepartureRef } from '../../../shared/contract/model/departures.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { ModalDialog } from '../../ui/ModalDialog.js';
import '../../ui/confirm-dialog.css';
import { AFTER_CLOSING } from './closing-reads.js';

interface Props {
  departure: DepartureRef & { label: string };
  guests: readonly BookingContents[];
  onClose(said: string[] | null): void;
}

type Mark = 'noShow' | 'late';

export function CloseDepartureDialog({ departure, guests, onClose }: Props) {
  const id = useId();
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
      <h2 id={`${id}-title`}>Close {departure.label}</h2>
      <p>{guests.length === 1 ? 'One guest never checked in.' : `${guests.length} guests never checked in.`} Mark each a no-show or late.</p>
      <fieldset className="departure-guests">
        <legend className="visually-hidden">Guests who never checked in</legend>
        {guests.map((guest) => (
          <div key={guest.booking.code} className="departure-guest" data-code={guest.booking.code} role="radiogroup" aria-label={guest.booking.customer.name}>
            <span className="guest-name">{guest.booking.customer.name} <span className="muted">{guest.booking.code}</span></span>
            {(['noShow', 'late'] as const).map((mark) => (
              <label key={mark}>
                <input type="radio" name={`mark-${guest.booking.code}`} checked={marks[guest.booking.code] === mark}
                  onChange={() => setMarks({ ...marks, [guest.booking.code]: mark })} />
                {mark === 'noShow' ? 'No-show' : 'Late'}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      {noShowStatus ? (
        <>
          <p className="hint">Each no-show is changed to <strong>{noShowStatus.name}</strong>, with a note saying who closed it.</p>
          <label className="check">
            <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            Notify each no-show guest (the account's own e-mail or text for {noShowStatus.name})
          </label>
        </>
      ) : (
        <p className="notice notice-warn">
          No no-show status is chosen for this account (under Accounts). Each no-show is kept as a note and a mark on
          this desk; the booking keeps its status, so its stock is not released.
        </p>
      )}
      {close.error ? <p className="inline-error" role="alert">{close.error.message}</p> : null}
      <div className="row-actions confirm-actions">
        {/* The harmless answer holds the focus, whatever comes first: Enter never closes a departure by itself. */}
        <button type="button" className="btn" onClick={() => onClose(null)} data-autofocus>Cancel</button>
        <button type="button" className="btn btn-danger-solid" disabled={close.isPending} onClick={confirm}>
          Close with {noShows === 1 ? 'one no-show' : `${noShows} no-shows`}
        </button>
      </div>
      </div>
    </ModalDialog>
  );
}
