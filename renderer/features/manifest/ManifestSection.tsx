// One part of the day (activities, arrivals, in house, departures) with its progress: "12 of 20 checked in".
import type { ReactNode } from 'react';
import type { ManifestGroup, SectionId } from './manifest-groups.js';
import { totalsOf } from './day-totals.js';
import { useIntl } from 'react-intl';
import { guestsText, progressOf, progressText, SECTION_TITLES } from './manifest-text.js';

/** `counting`: the desk is reading the records of bookings whose guests are not known yet. */
export function ManifestSection({ id, groups, counting, children }: {
  id: SectionId; groups: readonly ManifestGroup[]; counting: boolean; children: ReactNode;
}) {
  const intl = useIntl();
  if (groups.length === 0) return null;
  const bookings = groups.reduce((sum, group) => sum + group.rollup.bookings, 0);
  const stamped = groups.reduce((sum, group) => sum + progressOf(group), 0);
  // A booking with three activities that day is still its own people, once.
  const totals = totalsOf(groups);
  return (
    <section className="manifest-section" aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`}>
        {intl.formatMessage(SECTION_TITLES[id])}{' '}
        <span className="progress">{progressText(id, stamped, bookings, intl)} · {guestsText(totals.guests, totals.guestsPending, totals.bookings, counting, intl)}</span>
      </h2>
      {children}
    </section>
  );
}
