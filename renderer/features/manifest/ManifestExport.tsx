// The manifest's columns and its CSV: the desk ticks and orders the columns (the booking form's fields among them,
// which show on screen and on paper too) and saves the rows as shown.
import { FormattedMessage, useIntl } from 'react-intl';
import { isoDay } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import { downloadCsv } from '../../ui/download.js';
import type { FormFields } from '../form-answers/use-form-fields.js';
import { answerColumnsOf, chooserLabel, formColumnId } from './answer-columns.js';
import type { Manifest } from './manifest-groups.js';
import { MANIFEST_COLUMNS, manifestCsv } from './manifest-csv.js';

interface ChooserProps {
  chosen: readonly string[];
  form: FormFields;
  onChange(next: string[]): void;
}

/** The chosen columns first in their order, then the others, then the form's fields, each with a box and buttons to move it. */
function ColumnChooser({ chosen, form, onChange }: ChooserProps) {
  const offered = [...MANIFEST_COLUMNS.map((column) => column.id), ...form.fields.map((field) => formColumnId(field.name))];
  const ordered = [...chosen, ...offered.filter((id) => !chosen.includes(id))];
  const answers = answerColumnsOf(ordered, form.fields);
  const answerOf = (id: string) => answers.find((column) => column.id === id);
  const labelOf = (id: string) => {
    const answer = answerOf(id);
    return answer ? chooserLabel(answer, form.known) : MANIFEST_COLUMNS.find((column) => column.id === id)?.label ?? id;
  };
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const move = (id: string, by: -1 | 1) => {
    const next = [...chosen];
    const at = next.indexOf(id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= next.length) return;
    [next[at], next[to]] = [next[to]!, next[at]!];
    onChange(next);
  };
  return (
    <fieldset className="csv-columns">
      <legend>Columns, in order</legend>
      <p className="hint">Ticked, the booking form’s fields show on the manifest and on paper too.</p>
      <ol>
        {ordered.map((id) => (
          <li key={id}>
            <label>
              <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} /> {labelOf(id)}
              {answerOf(id) ? <span className="muted from-form"> · booking form</span> : null}
            </label>
            {chosen.includes(id) ? (
              <>
                <button type="button" className="btn" aria-label={`Move ${labelOf(id)} earlier`} onClick={() => move(id, -1)}>↑</button>
                <button type="button" className="btn" aria-label={`Move ${labelOf(id)} later`} onClick={() => move(id, 1)}>↓</button>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

interface Props extends ChooserProps {
  manifest: Manifest;
  labels: ReadonlyMap<string, string>;
  format: Formatter;
}

export function ManifestExport({ manifest, labels, format, chosen, form, onChange }: Props) {
  const intl = useIntl();
  const save = () => downloadCsv(manifestCsv(manifest, chosen, { format, labels, formFields: form.fields, intl }),
    `manifest-${isoDay(manifest.day)}.csv`);
  return (
    <details className="manifest-export no-print">
      <summary className="btn"><FormattedMessage id="manifest.export.summary" defaultMessage="Columns & CSV" /></summary>
      <div className="manifest-export-panel">
        <ColumnChooser chosen={chosen} form={form} onChange={onChange} />
        <button type="button" className="btn btn-primary" onClick={save}>Save the manifest as CSV</button>
      </div>
    </details>
  );
}
