// A note being written: the countdown and the client-side check (spec 8: up to 3000 characters, counted as code
// points like the contract and the service count them).
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import { formatNumber } from '../../ui/format.js';

export function charactersLeft(body: string): number {
  return NOTE_MAX_LENGTH - noteLength(body);
}

/** "2,988 characters left" / "12 characters too many". */
export function countdownText(body: string, locale: string): string {
  const left = charactersLeft(body);
  const number = (n: number) => formatNumber(n, locale);
  if (left >= 0) return `${number(left)} ${left === 1 ? 'character' : 'characters'} left`;
  return `${number(-left)} ${left === -1 ? 'character' : 'characters'} too many`;
}

/** Why this note cannot be saved, or null. */
export function noteProblem(body: string, locale: string): string | null {
  if (body.trim() === '') return 'Write something first.';
  const left = charactersLeft(body);
  if (left >= 0) return null;
  return `A note holds at most ${formatNumber(NOTE_MAX_LENGTH, locale)} characters; this one has ` +
    `${formatNumber(noteLength(body), locale)}. Shorten it by ${formatNumber(-left, locale)} to save it.`;
}
