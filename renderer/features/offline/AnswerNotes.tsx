// The lines over a booking or a list that say how far to trust it: it came from the desk's copy (how old, and
// why the service's answer is not shown), or the service sent records the desk could not read.
import { useIntl } from 'react-intl';
import type { AnswerSource } from '../../../shared/contract/model/answer-source.js';
import { isCopyByChoice } from '../../../shared/contract/model/copy-reasons.js';
import { asOfText, OFFLINE_REASON, skippedText } from './offline-text.js';
import type { RecordName } from './record-names.js';
import { useShownCopy } from './shown-copy.js';
import { useClock } from './use-clock.js';
import { useOnline } from './use-online.js';
import './offline.css';

export interface AnswerNotesProps {
  source: Partial<AnswerSource> | null | undefined;
  /** What a record of this answer is called (BOOKINGS, NOTES…). */
  what: RecordName;
  /**
   * Seconds within which a copy the desk chose online (a list it sorts or filters itself, kept in step by the
   * background sync) says nothing of its age: no news until the copy falls behind. A copy standing in for an answer
   * that failed always says so.
   */
  quietFor?: number;
}

export function AnswerNotes({ source, what, quietFor = 0 }: AnswerNotesProps) {
  const intl = useIntl();
  const clock = useClock();
  const online = useOnline();
  const { asOf = null, asOfReason, skipped = 0 } = source ?? {};
  // Offline, the banner says it once, with this copy's time: no second line saying the same.
  // A list the desk sorts or filters from its copy is a copy offline as any other.
  const toldByBanner = !online && asOf !== null && (!asOfReason || asOfReason === OFFLINE_REASON || isCopyByChoice(asOfReason));
  useShownCopy(toldByBanner ? asOf : null);
  if (!source) return null;
  const quiet = online && asOf !== null && isCopyByChoice(asOfReason) && clock.nowMs / 1000 - asOf < quietFor;
  return (
    <>
      {asOf === null || toldByBanner || quiet ? null : (
        <p className="as-of"><span aria-hidden="true">◷ </span>{asOfText(intl, asOf, clock, asOfReason ?? undefined)}</p>
      )}
      {skipped > 0 ? (
        <p className="as-of skipped-records" role="note"><span aria-hidden="true">⚠ </span>{skippedText(intl, skipped, what)}</p>
      ) : null}
    </>
  );
}
