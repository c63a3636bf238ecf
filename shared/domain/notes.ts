// Booking notes (spec 2.8, 8): "up to 3000 characters".

export const NOTE_MAX_LENGTH = 3000;

/** Characters as a person counts them: code points, so an emoji is one, not two UTF-16 units. */
export function noteLength(body: string): number {
  return [...body].length;
}

/**
 * The note the service writes itself on a check-in or a check-out ("Checked in", docs/api-assumptions.md): which
 * of the two it records, or null for a note a person wrote.
 */
export function automaticNote(body: string): 'checkIn' | 'checkOut' | null {
  const match = /^checked (in|out)\b/i.exec(body.trim());
  if (!match) return null;
  return match[1]!.toLowerCase() === 'in' ? 'checkIn' : 'checkOut';
}

/** A note's start, for a line that names it among others: the whole of a short one, the first 57 characters and "…". */
export function noteExcerpt(body: string): string {
  return body.length > 60 ? `${body.slice(0, 57)}…` : body;
}

/** A note in a list of writes: up to 80 characters as a person counts them, then "…". */
export function noteStart(body: string): string {
  const characters = [...body];
  return characters.length > 80 ? `${characters.slice(0, 79).join('')}…` : body;
}
