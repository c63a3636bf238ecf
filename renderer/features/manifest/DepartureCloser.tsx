// On a manifest group that is a departure: once it has started, "Close this departure"; once closed, who closed it,
// the no-shows and the late, and "Reopen" (logged, like the closing).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Closing, ClosingSaid } from '../../../shared/contract/model/departures.js';
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { isThisDesk } from '../../ui/desk-words.js';
import { closingSaidText } from './closing-said-text.js';
import type { Formatter } from '../../ui/format.js';
import type { ManifestGroup } from './manifest-groups.js';
import type { AccountNow } from '../../ui/account-now.js';
import { AFTER_CLOSING } from './closing-reads.js';
import { CloseDepartureDialog } from './CloseDepartureDialog.js';
import { departureLabel, hasStarted, isDeparture, neverCheckedIn } from './departure-facts.js';
import { InlineError } from '../../ui/InlineError.js';

interface Props {
  group: ManifestGroup;
  day: Day;
  now: AccountNow;
  closing: Closing | null;
  format: Formatter;
  /** Opened by the keyboard (C on a guest of the group). */
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function DepartureCloser({ group, day, now, closing, format, open, onOpenChange }: Props) {
  const intl = useIntl();
  const reopen = useDeskMutation('departures.reopen', AFTER_CLOSING);
  const [said, setSaid] = useState<ClosingSaid[]>([]);
  if (!isDeparture(group)) return null;
  const ref = { day, itemId: group.itemId, time: group.time };
  const nameOf = new Map(group.entries.map((entry) => [entry.contents.booking.code, entry.contents.booking.customer.name]));
  const namesOf = (codes: readonly string[]) => codes.map((code) => nameOf.get(code) || code).join(', ');
  if (closing && closing.reopenedAt === null) {
    return (
      <span className="departure-closed">
        <span className="badge badge-muted"><FormattedMessage id="manifest.departure.closed" defaultMessage="Closed" /></span>
        <span className="muted">{' '}
          <FormattedMessage id="manifest.departure.closedBy"
            defaultMessage="{when} by {staff} {here, select, yes {at this desk} other {at the {desk} desk}}"
            values={{ when: <span translate="no">{format.when(closing.closedAt / 1000)}</span>, staff: <span translate="no">{closing.closedBy}</span>,
              here: isThisDesk(closing.deskName) ? 'yes' : 'no', desk: <span translate="no">{closing.deskName}</span> }} />
        </span>
        {closing.noShows.length > 0 ? (
          <span><FormattedMessage id="manifest.departure.noShows" defaultMessage="No-show: {names}"
            values={{ names: <span translate="no">{namesOf(closing.noShows)}</span> }} /></span>
        ) : null}
        {closing.late.length > 0 ? (
          <span><FormattedMessage id="manifest.departure.late" defaultMessage="Late: {names}"
            values={{ names: <span translate="no">{namesOf(closing.late)}</span> }} /></span>
        ) : null}
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'manifest.departure.counted',
            defaultMessage: '{noShows, plural, one {# no-show} other {# no-shows}}, {late} late' },
          { noShows: closing.noShows.length, late: closing.late.length })}
        </span>
        <button type="button" className="btn no-print" onClick={() => reopen.mutate(ref)}>
          <FormattedMessage id="manifest.departure.reopen" defaultMessage="Reopen" />
        </button>
        {said.map((line, at) => <span key={at} className="departure-said" role="status">{closingSaidText(intl, line)}</span>)}
        <InlineError failure={reopen.error} as="span" />
      </span>
    );
  }
  const guests = neverCheckedIn(group);
  // Before its start there is nothing to close; once everyone is in, nothing either.
  const reopened = closing?.reopenedAt ? (
    <span className="muted">
      <FormattedMessage id="manifest.departure.reopenedBy" defaultMessage="Reopened by {name}"
        values={{ name: <span translate="no">{closing.reopenedBy}</span> }} />
    </span>
  ) : null;
  if (!hasStarted(group, day, now) || guests.length === 0) return reopened;
  return (
    <span className="departure-open no-print">
      {reopened}{reopened ? ' ' : null}
      <button type="button" className="btn" onClick={() => onOpenChange(true)}>
        <FormattedMessage id="manifest.departure.close" defaultMessage="Close this departure" /> <kbd translate="no">C</kbd>
      </button>
      {open ? (
        <CloseDepartureDialog departure={{ ...ref, label: departureLabel(group, format.clock) }} guests={guests}
          onClose={(done) => { onOpenChange(false); if (done) setSaid(done); }} />
      ) : null}
    </span>
  );
}
