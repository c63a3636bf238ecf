// One part of the day (activities, arrivals, in house, departures) with its progress: "12 of 20 checked in".
import type { ReactNode } from 'react';
import type { Formatter } from '../../ui/format.js';
import type { ManifestGroup, SectionId } from './manifest-groups.js';
import { totalsOf } from './day-totals.js';
import { progressOf, progressWord, SECTION_TITLES } from './manifest-text.js';

export function ManifestSection({ id, groups, format, children }: {
  id: SectionId; groups: readonly ManifestGroup[]; format: Formatter; children: ReactNode;
}) {
  if (groups.length === 0) return null;
  const bookings = groups.reduce((sum, group) => sum + group.rollup.bookings, 0);
  const stamped = groups.reduce((sum, group) => sum + progressOf(group), 0);
  // A booking with three activities that day is still its own people, once.
  const { guests } = totalsOf(groups);
  return (
    <section className="manifest-section" aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`}>
        {SECTION_TITLES[id]}{' '}
        <span className="progress">{format.number(stamped)} of {format.number(bookings)} {progressWord(id)} · {format.count(guests, 'guest')}</span>
      </h2>
      {children}
    </section>
  );
}
