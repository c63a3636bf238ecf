// The day in one line, each booking once: "14 bookings · 31 guests · $1,210.00 paid · $528.60 due", and while
// the records of some are still being read, how many (their guests are not known yet, and nothing about them is
// flagged until they are).
import type { Formatter } from '../../ui/format.js';
import type { DayTotals } from './day-totals.js';
import { guestsText } from './manifest-text.js';

export function DayTotalsLine({ totals, reading, format }: { totals: DayTotals; reading: number; format: Formatter }) {
  if (totals.bookings === 0) return null;
  return (
    <p className="day-totals" data-testid="day-totals">
      <strong>{format.count(totals.bookings, 'booking')}</strong>
      {' · '}{guestsText(totals.guests, totals.guestsPending, totals.bookings, reading > 0, format)}
      {' · '}{format.money(totals.paid)} paid · {format.money(totals.due)} due
      {reading > 0 ? <span role="status" className="muted"> · Still reading {format.count(reading, 'booking')}…</span> : null}
    </p>
  );
}
