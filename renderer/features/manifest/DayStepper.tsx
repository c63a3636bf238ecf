// Which day the manifest shows: yesterday, today, tomorrow or any picked day; [ and ] step a day, T goes to today.
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

export function DayStepper(props: Props) {
  const { day, today, onChange } = props;
  useStepKeys(props);
  const jump = (target: Day, label: string, key: string) => (
    <button type="button" className="btn" aria-pressed={day === target} onClick={() => onChange(target)}
      aria-keyshortcuts={key}>{label}</button>
  );
  return (
    <div className="day-stepper" role="group" aria-label="Day shown">
      <button type="button" className="btn" onClick={() => onChange(addDays(day, -1))} aria-label="Previous day"
        aria-keyshortcuts="[">‹ <kbd aria-hidden="true">[</kbd></button>
      {jump(addDays(today, -1), 'Yesterday', '')}
      {jump(today, 'Today', 'T')}
      {jump(addDays(today, 1), 'Tomorrow', '')}
      <button type="button" className="btn" onClick={() => onChange(addDays(day, 1))} aria-label="Next day"
        aria-keyshortcuts="]"><kbd aria-hidden="true">]</kbd> ›</button>
      <label className="day-pick">
        <span className="visually-hidden">Pick a day</span>
        <input type="date" value={isoDay(day)} onChange={(event) => {
          const picked = parseDay(event.target.value);
          if (picked !== null) onChange(picked);
        }} />
      </label>
    </div>
  );
}
