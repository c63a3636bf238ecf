// A strip of the day's start times and parts of the day above the manifest: one press brings that group to the
// top of the screen with the focus on its first guest, instead of scrolling past groups to find 14:00.
import type { Formatter } from '../../ui/format.js';
import type { ManifestGroup, SectionId } from './manifest-groups.js';
import { ROW_LINKS } from './manifest-keys.js';
import { SECTION_TITLES } from './manifest-text.js';

/** The element id of a group's heading (ManifestGroupTable). */
export const groupHeadingId = (group: ManifestGroup) => `group-${group.key.replace(/[^a-zA-Z0-9]/g, '-')}`;

interface Stop {
  label: string;
  group: ManifestGroup;
}

/** The first group of each start time among the activities, then the first of each other part of the day. */
function stopsOf(sections: Record<SectionId, ManifestGroup[]>, format: Formatter): Stop[] {
  const stops: Stop[] = [];
  const times = new Set<string>();
  for (const group of sections.activities) {
    if (!group.time || times.has(group.time)) continue;
    times.add(group.time);
    stops.push({ label: format.clock(group.time), group });
  }
  for (const id of ['arrivals', 'inHouse', 'departures'] as const) {
    const first = sections[id][0];
    if (first) stops.push({ label: SECTION_TITLES[id], group: first });
  }
  return stops;
}

function jumpTo(group: ManifestGroup): void {
  const section = document.getElementById(groupHeadingId(group))?.closest('section');
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.querySelector<HTMLElement>(ROW_LINKS)?.focus({ preventScroll: true });
}

export function JumpStrip({ sections, format }: { sections: Record<SectionId, ManifestGroup[]>; format: Formatter }) {
  const stops = stopsOf(sections, format);
  if (stops.length < 2) return null;
  return (
    <nav className="jump-strip no-print" aria-label="Jump to a start time">
      {stops.map((stop) => (
        <button key={stop.group.key} type="button" className="btn" onClick={() => jumpTo(stop.group)}>{stop.label}</button>
      ))}
    </nav>
  );
}
