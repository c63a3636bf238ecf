// A menu drawn as <details> (the bookings' columns, the scan menu) closes on Esc, with the focus back on its summary,
// as a person expects of any menu; the browser does not do it for <details>.
import type { KeyboardEvent } from 'react';

export function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.preventDefault();
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}
