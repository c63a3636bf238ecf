// A note being written: the countdown and the client-side check (spec 8: up to 3000 characters, counted as code
// points like the contract and the service count them).
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import type { IntlShape } from 'react-intl';
import { formatNumber } from '../../ui/format.js';

export function charactersLeft(body: string): number {
  return NOTE_MAX_LENGTH - noteLength(body);
}

/** "2,988 characters left" / "12 characters too many". */
export function countdownText(body: string, locale: string, intl: IntlShape): string {
  const left = charactersLeft(body);
  return intl.formatMessage({
    id: 'note.countdown',
    defaultMessage: '{over, select, yes {{count, plural, one {{number} character too many} other {{number} characters too many}}} other {{count, plural, one {{number} character left} other {{number} characters left}}}}',
  }, { over: left < 0 ? 'yes' : 'no', count: Math.abs(left), number: formatNumber(Math.abs(left), locale) });
}

/** Why this note cannot be saved, or null. */
export function noteProblem(body: string, locale: string, intl: IntlShape): string | null {
  if (body.trim() === '') return intl.formatMessage({ id: 'note.empty', defaultMessage: 'Write something first.' });
  const left = charactersLeft(body);
  if (left >= 0) return null;
  return intl.formatMessage({
    id: 'note.tooLong',
    defaultMessage: 'A note holds at most {max} characters; this one has {length}. Shorten it by {over} to save it.',
  }, { max: formatNumber(NOTE_MAX_LENGTH, locale), length: formatNumber(noteLength(body), locale), over: formatNumber(-left, locale) });
}
