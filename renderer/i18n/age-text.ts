// How old something the desk shows is, in the desk's language: "just now", "5 min ago", "2 h ago", "3 days ago".
import type { IntlShape } from 'react-intl';
import { ageOf } from '../ui/format-dates.js';

export function ageText(intl: IntlShape, unixSeconds: number, nowMs: number = Date.now()): string {
  return intl.formatMessage({
    id: 'time.age',
    defaultMessage: '{unit, select, now {just now} minutes {{count} min ago} hours {{count} h ago} other {{count, plural, one {# day ago} other {# days ago}}}}',
  }, { ...ageOf(unixSeconds, nowMs) });
}
