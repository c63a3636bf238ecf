// The top of a printed manifest: the account's name, the day, and when it was printed (paper goes stale).
import type { Day } from '../../../shared/domain/dates.js';
import { useAccountInfo } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';

export function PrintHeading({ day, format }: { day: Day; format: Formatter }) {
  const name = useAccountInfo().data?.name ?? '';
  return (
    <div className="print-only print-heading">
      <h1>{name ? `${name}: ` : ''}Manifest for {format.day(day, 'long')}</h1>
      <p>Printed {format.dateTime(new Date().toISOString())}</p>
    </div>
  );
}
