// A strip of the day's start times and parts of the day above the manifest: one press brings that group to the
// top of the screen with the focus on its first guest, instead of scrolling past groups to find 14:00. By keyboard:
// G puts the focus on the strip, a time typed there (14, 930) finds its stop, ←/→ move, Enter jumps.
import { useIntl, type IntlShape } from 'react-intl';
import { useRef, type KeyboardEvent } from 'react';
import type { Formatter } from '../../ui/format.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';
import type { ManifestGroup, SectionId } from './manifest-groups.js';
import { ROW_LINKS } from './manifest-keys.js';
import { SECTION_TITLES } from './manifest-text.js';

/** The element id of a group's heading (ManifestGroupTable). */
export const groupHeadingId = (group: ManifestGroup) => `group-${group.key.replace(/[^a-zA-Z0-9]/g, '-')}`;

interface Stop {
  label: string;
  group: ManifestGroup;
  /** The start time as typed: "1400", "930" (parts of the day have none). */
  digits: string | null;
}

/** "14:00" → "1400", "09:30" → "930": what a person types for that time. */
const typedTime = (time: string) => time.replace(':', '').replace(/^0/, '');

/** The first group of each start time among the activities, then the first of each other part of the day. */
function stopsOf(sections: Record<SectionId, ManifestGroup[]>, format: Formatter, intl: IntlShape): Stop[] {
  const stops: Stop[] = [];
  const times = new Set<string>();
  for (const group of sections.activities) {
    if (!group.time || times.has(group.time)) continue;
    times.add(group.time);
    stops.push({ label: format.clock(group.time), group, digits: typedTime(group.time) });
  }
  for (const id of ['arrivals', 'inHouse', 'departures'] as const) {
    const first = sections[id][0];
    if (first) stops.push({ label: intl.formatMessage(SECTION_TITLES[id]), group: first, digits: null });
  }
  return stops;
}

function jumpTo(group: ManifestGroup): void {
  const section = document.getElementById(groupHeadingId(group))?.closest('section');
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.querySelector<HTMLElement>(ROW_LINKS)?.focus({ preventScroll: true });
}

/** Typed digits a moment apart make one time: "1", "4" is 14; a pause starts a new one. */
const TYPING_PAUSE_MS = 1_000;

function useTypedTime(stops: Stop[]) {
  const typed = useRef({ text: '', at: 0 });
  return (event: KeyboardEvent<HTMLElement>, buttons: HTMLButtonElement[]) => {
    if (!/^\d$/.test(event.key)) return false;
    const fresh = event.timeStamp - typed.current.at > TYPING_PAUSE_MS;
    typed.current = { text: (fresh ? '' : typed.current.text) + event.key, at: event.timeStamp };
    const found = stops.findIndex((stop) => stop.digits?.startsWith(typed.current.text));
    if (found >= 0) buttons[found]?.focus();
    return true;
  };
}

export function JumpStrip({ sections, format }: { sections: Record<SectionId, ManifestGroup[]>; format: Formatter }) {
  const strip = useRef<HTMLElement>(null);
  const intl = useIntl();
  const stops = stopsOf(sections, format, intl);
  const typedTimeKey = useTypedTime(stops);
  useScreenKey('g', () => strip.current?.querySelector('button')?.focus());
  if (stops.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...(strip.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0) buttons[Math.max(0, Math.min(buttons.length - 1, at + step))]?.focus();
    else if (!typedTimeKey(event, buttons)) return;
    event.preventDefault();
  };
  return (
    <nav ref={strip} className="jump-strip no-print" aria-label={intl.formatMessage({ id: 'manifest.jump.label', defaultMessage: 'Jump to a start time (G)' })} onKeyDown={onKeyDown}>
      {stops.map((stop) => (
        <button key={stop.group.key} type="button" className="btn" onClick={() => jumpTo(stop.group)}
          translate={stop.digits === null ? undefined : 'no'}>{stop.label}</button>
      ))}
    </nav>
  );
}
