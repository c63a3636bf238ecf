// The lines over a booking or a list that say how far to trust it: it came from the desk's copy (how old, and
// why the service's answer is not shown), or the service sent records the desk could not read.
import type { AnswerSource } from '../../../shared/contract/model/answer-source.js';
import { asOfText, skippedText } from './offline-text.js';
import type { RecordName } from './record-names.js';
import { useClock } from './use-clock.js';
import './offline.css';

export interface AnswerNotesProps {
  source: Partial<AnswerSource> | null | undefined;
  /** What a record of this answer is called: { one: 'booking', other: 'bookings' }. */
  what: RecordName;
}

export function AnswerNotes({ source, what }: AnswerNotesProps) {
  const clock = useClock();
  if (!source) return null;
  const { asOf, asOfReason, skipped = 0 } = source;
  return (
    <>
      {asOf === null || asOf === undefined ? null : (
        <p className="as-of"><span aria-hidden="true">◷ </span>{asOfText(asOf, clock, asOfReason ?? undefined)}</p>
      )}
      {skipped > 0 ? (
        <p className="as-of skipped-records" role="note"><span aria-hidden="true">⚠ </span>{skippedText(skipped, what)}</p>
      ) : null}
    </>
  );
}
