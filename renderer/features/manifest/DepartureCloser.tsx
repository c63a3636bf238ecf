// On a manifest group that is a departure: once it has started, "Close this departure"; once closed, who closed it,
// the no-shows and the late, and "Reopen" (logged, like the closing).
import { useState } from 'react';
import type { Closing } from '../../../shared/contract/model/departures.js';
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskMutation } from '../../desk/hooks.js';
import type { Formatter } from '../../ui/format.js';
import type { ManifestGroup } from './manifest-groups.js';
import type { AccountNow } from './no-show.js';
import { AFTER_CLOSING } from './closing-reads.js';
import { CloseDepartureDialog } from './CloseDepartureDialog.js';
import { departureLabel, hasStarted, isDeparture, neverCheckedIn } from './departure-facts.js';

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
  const reopen = useDeskMutation('departures.reopen', AFTER_CLOSING);
  const [said, setSaid] = useState<string[]>([]);
  if (!isDeparture(group)) return null;
  const ref = { day, itemId: group.itemId, time: group.time };
  if (closing && closing.reopenedAt === null) {
    return (
      <span className="departure-closed">
        <span className="badge badge-muted">Closed</span>
        <span className="muted"> {format.when(closing.closedAt / 1000)} by {closing.closedBy} ({closing.deskName}) · {closing.noShows.length} no-show{closing.noShows.length === 1 ? '' : 's'}, {closing.late.length} late</span>
        <button type="button" className="btn no-print" onClick={() => reopen.mutate(ref)}>Reopen</button>
        {said.map((line) => <span key={line} className="departure-said" role="status">{line}</span>)}
        {reopen.error ? <span className="inline-error" role="alert">{reopen.error.message}</span> : null}
      </span>
    );
  }
  if (!hasStarted(group, day, now)) return null;
  const guests = neverCheckedIn(group);
  return (
    <span className="departure-open no-print">
      {closing?.reopenedAt ? <span className="muted">Reopened by {closing.reopenedBy} </span> : null}
      <button type="button" className="btn" disabled={guests.length === 0} onClick={() => onOpenChange(true)}
        title={guests.length === 0 ? 'Everyone checked in' : undefined}>
        Close this departure <kbd>C</kbd>
      </button>
      {open && guests.length > 0 ? (
        <CloseDepartureDialog departure={{ ...ref, label: departureLabel(group, format.clock) }} guests={guests}
          onClose={(done) => { onOpenChange(false); if (done) setSaid(done); }} />
      ) : null}
    </span>
  );
}
