// Which day the manifest shows: yesterday, today, tomorrow or any picked day; [ and ] step a day, T goes to today.
import { words } from '../../i18n/words.js';
import { defineMessages, useIntl } from 'react-intl';
import { addDays, isoDay, parseDay, type Day } from '../../../shared/domain/dates.js';
import { isTyping } from '../../navigation/shortcuts.js';
import { useAppKey } from '../../navigation/use-app-key.js';

interface Props {
  day: Day;
  today: Day;
  onChange(day: Day): void;
}

function useStepKeys({ day, today, onChange }: Props) {
  useAppKey((event) => {
    if (isTyping(event) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === '[') onChange(addDays(day, -1));
    else if (event.key === ']') onChange(addDays(day, 1));
    else if (event.key === 't' || event.key === 'T') onChange(today);
    else return;
    event.preventDefault();
  });
}

// T stays the key for today in every language, whatever "today" is called there.
const WORDS = words(defineMessages({
  dayShown: { id: 'manifest.day.shown', defaultMessage: 'Day shown' },
  previous: { id: 'manifest.day.previous', defaultMessage: 'Previous day' },
  next: { id: 'manifest.day.next', defaultMessage: 'Next day' },
  yesterday: { id: 'manifest.day.yesterday', defaultMessage: 'Yesterday' },
  today: { id: 'manifest.day.today', defaultMessage: 'Today' },
  tomorrow: { id: 'manifest.day.tomorrow', defaultMessage: 'Tomorrow' },
  pick: { id: 'manifest.day.pick', defaultMessage: 'Pick a day' },
}));

export function DayStepper(props: Props) {
  const { day, today, onChange } = props;
  useStepKeys(props);
  const intl = useIntl();
  const jump = (target: Day, label: string, key: string) => (
    <button type="button" className="btn" aria-pressed={day === target} onClick={() => onChange(target)}
      aria-keyshortcuts={key}>{label}</button>
  );
  return (
    <div className="day-stepper" role="group" aria-label={intl.formatMessage(WORDS.dayShown)}>
      <button type="button" className="btn" onClick={() => onChange(addDays(day, -1))} aria-label={intl.formatMessage(WORDS.previous)}
        aria-keyshortcuts="[">‹ <kbd aria-hidden="true">[</kbd></button>
      {jump(addDays(today, -1), intl.formatMessage(WORDS.yesterday), '')}
      {jump(today, intl.formatMessage(WORDS.today), 'T')}
      {jump(addDays(today, 1), intl.formatMessage(WORDS.tomorrow), '')}
      <button type="button" className="btn" onClick={() => onChange(addDays(day, 1))} aria-label={intl.formatMessage(WORDS.next)}
        aria-keyshortcuts="]"><kbd aria-hidden="true">]</kbd> ›</button>
      <label className="day-pick">
        <span className="visually-hidden">{intl.formatMessage(WORDS.pick)}</span>
        <input type="date" value={isoDay(day)} onChange={(event) => {
          const picked = parseDay(event.target.value);
          if (picked !== null) onChange(picked);
        }} />
      </label>
    </div>
  );
}
