// A folded list of checkboxes (statuses, categories, items): several at once, and the summary says what is chosen.
// Drawn again only when its own choice changes: a list of a hundred items redrawn at every change of period had
// React set each checkbox's type and name again.
import { memo } from 'react';
import { useIntl } from 'react-intl';

interface ChoiceListProps<Id extends string | number> {
  legend: string;
  options: { id: Id; name: string }[];
  chosen: Id[];
  /** What the summary says when nothing is chosen. */
  noneLabel: string;
  onChange: (chosen: Id[]) => void;
}

function ChoiceListOf<Id extends string | number>({ legend, options, chosen, noneLabel, onChange }: ChoiceListProps<Id>) {
  const intl = useIntl();
  const names = options.filter((option) => chosen.includes(option.id)).map((option) => option.name);
  // One or two chosen are named as the account names them (its statuses, categories, items).
  const summary = names.length === 0 ? noneLabel : names.length <= 2 ? <span translate="no">{names.join(', ')}</span>
    : intl.formatMessage({ id: 'reports.choices.chosen', defaultMessage: '{count} chosen' }, { count: names.length });
  const toggle = (id: Id, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <details className="choice-list">
      <summary>
        {intl.formatMessage({ id: 'reports.choices.summary', defaultMessage: '{legend}: {summary}' },
          { legend: <span className="choice-legend">{legend}</span>, summary })}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {options.map((option) => (
          <label key={option.id} className="checkbox">
            <input type="checkbox" checked={chosen.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
            <span translate="no">{option.name}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export const ChoiceList = memo(ChoiceListOf) as typeof ChoiceListOf;
