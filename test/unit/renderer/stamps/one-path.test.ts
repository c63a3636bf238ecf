// Every path that stamps a booking goes through the one path (stamps/use-stamping.tsx), so none can skip its
// questions or its undo window: no other renderer file calls the desk's check-in or check-out itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('calls bookings.checkIn and bookings.checkOut from the one stamping path only', () => {
  const callers = sourcesUnder('renderer')
    .filter((file) => /['"]bookings\.check(In|Out)['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => relative('.', file).replaceAll('\\', '/'));
  expect(callers).toEqual(['renderer/features/stamps/use-stamping.tsx']);
});
