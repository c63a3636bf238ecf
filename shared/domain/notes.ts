// Booking notes (spec 2.8, 8): "up to 3000 characters".

export const NOTE_MAX_LENGTH = 3000;

/** Characters as a person counts them: code points, so an emoji is one, not two UTF-16 units. */
export function noteLength(body: string): number {
  return [...body].length;
}
