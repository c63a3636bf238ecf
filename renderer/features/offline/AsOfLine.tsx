// The line over a booking or a list that came from the working set: a person must know it may be out of date.
import { asOfText } from './offline-text.js';
import { useClock } from './use-clock.js';
import './offline.css';

export function AsOfLine({ asOf }: { asOf: number | null | undefined }) {
  const clock = useClock();
  if (asOf === null || asOf === undefined) return null;
  return <p className="as-of"><span aria-hidden="true">◷ </span>{asOfText(asOf, clock)}</p>;
}
