// What the crash test's child changes in each round, known to the test too: which bookings, at which version.
import type { BookingSummary } from '../../../../../shared/contract/model/booking.js';

export const BOOKINGS = 3000;

/** Rises across rounds and lives, as the service's last-modified times do. */
export const versionOf = (life: number, round: number): number => 1_800_000_000 + life * 10_000 + round;

/** Every third round changes every booking; the others three hundred of them, a different three hundred each time. */
export function changedIn(round: number): number[] {
  if (round % 3 === 0) return Array.from({ length: BOOKINGS }, (_, index) => index);
  const first = (round * 300) % BOOKINGS;
  return Array.from({ length: 300 }, (_, i) => (first + i) % BOOKINGS);
}

export function bookingOf(index: number, version: number): BookingSummary {
  return {
    id: index + 1, code: `CR-${String(index).padStart(5, '0')}`, status: { id: 'PAID', name: 'Paid' }, createdAt: 1_790_000_000,
    total: '100.00', paid: '100.00', due: '0.00', tax: '10.00',
    customer: { id: index, name: `Guest ${index}`, email: `guest${index}@example.com` },
    summary: 'Harbour View Double', dates: 'Sat Nov 21, 2026', startDay: 20261121 + (index % 7), endDay: 20261122 + (index % 7),
    lastModified: version,
  };
}
