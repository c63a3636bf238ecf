// The lines over a booking or a list that say how far to trust it: it came from the desk's copy (how old, and
// why the service's answer is not shown), or the service sent records the desk could not read.
import type { AnswerSource } from '../../../shared/contract/model/answer-source.js';
import { asOfText, OFFLINE_REASON, skippedText } from './offline-text.js';
import type { RecordName } from './record-names.js';
import { useShownCopy } from './shown-copy.js';
import { useClock } from './use-clock.js';
import { useOnline } from './use-online.js';
import './offline.css';

export interface AnswerNotesProps {
  source: Partial<AnswerSource> | null | undefined;
  /** What a record of this answer is called: { one: 'booking', other: 'bookings' }. */
  what: RecordName;
}

export function AnswerNotes({ source, what }: AnswerNotesProps) {
  const clock = useClock();
  const online = useOnline();
  const { asOf = null, asOfReason, skipped = 0 } = source ?? {};
  // Offline, the banner says it once, with this copy's time: no second line saying the same.
  const toldByBanner = !online && asOf !== null && (!asOfReason || asOfReason === OFFLINE_REASON);
  useShownCopy(toldByBanner ? asOf : null);
  if (!source) return null;
  return (
    <>
      {asOf === null || toldByBanner ? null : (
        <p className="as-of"><span aria-hidden="true">◷ </span>{asOfText(asOf, clock, asOfReason ?? undefined)}</p>
      )}
      {skipped > 0 ? (
        <p className="as-of skipped-records" role="note"><span aria-hidden="true">⚠ </span>{skippedText(skipped, what)}</p>
      ) : null}
    </>
  );
}
