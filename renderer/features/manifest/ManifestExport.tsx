// The manifest's columns and its CSV: the desk ticks and orders the columns (the booking form's fields among them,
// which show on screen and on paper too) and saves the rows as shown.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { isoDay } from '../../../shared/domain/dates.js';
import { words } from '../../i18n/words.js';
import type { Formatter } from '../../ui/format.js';
import { downloadCsv } from '../../ui/download.js';
import type { FormFields } from '../form-answers/use-form-fields.js';
import { answerColumnsOf, formColumnId } from './answer-columns.js';
import type { Manifest } from './manifest-groups.js';
import { headingOf, MANIFEST_COLUMNS, manifestCsv } from './manifest-csv.js';

const WORDS = words(defineMessages({
  legend: { id: 'manifest.columns.legend', defaultMessage: 'Columns, in order' },
  formHint: { id: 'manifest.columns.formHint', defaultMessage: 'Ticked, the booking form’s fields show on the manifest and on paper too.' },
  fromForm: { id: 'manifest.columns.fromForm', defaultMessage: 'booking form' },
  gone: { id: 'manifest.columns.gone', defaultMessage: '(no longer on the booking form)' },
  earlier: { id: 'manifest.columns.earlier', defaultMessage: 'Move {column} earlier' },
  later: { id: 'manifest.columns.later', defaultMessage: 'Move {column} later' },
  save: { id: 'manifest.columns.save', defaultMessage: 'Save the manifest as CSV' },
}));

interface ChooserProps {
  chosen: readonly string[];
  form: FormFields;
  onChange(next: string[]): void;
}

/** The chosen columns first in their order, then the others, then the form's fields, each with a box and buttons to move it. */
function ColumnChooser({ chosen, form, onChange }: ChooserProps) {
  const offered = [...MANIFEST_COLUMNS.map((column) => column.id), ...form.fields.map((field) => formColumnId(field.name))];
  const ordered = [...chosen, ...offered.filter((id) => !chosen.includes(id))];
  const intl = useIntl();
  const answers = answerColumnsOf(ordered, form.fields);
  const answerOf = (id: string) => answers.find((column) => column.id === id);
  const own = (id: string) => MANIFEST_COLUMNS.find((column) => column.id === id);
  const labelOf = (id: string) => {
    const column = answerOf(id) ?? own(id);
    return column ? headingOf(column, intl) : id;
  };
  /** A form field's label is the account's own: as it wrote it, and said so once the form no longer has it. */
  const shownLabel = (id: string) => {
    const answer = answerOf(id);
    if (!answer) return labelOf(id);
    const gone = !answer.field && form.known ? <> {intl.formatMessage(WORDS.gone)}</> : null;
    return <><span translate="no">{answer.label}</span>{gone}</>;
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
      <legend>{intl.formatMessage(WORDS.legend)}</legend>
      <p className="hint">{intl.formatMessage(WORDS.formHint)}</p>
      <ol>
        {ordered.map((id) => (
          <li key={id}>
            <label>
              <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} /> {shownLabel(id)}
              {answerOf(id) ? <span className="muted from-form"> · {intl.formatMessage(WORDS.fromForm)}</span> : null}
            </label>
            {chosen.includes(id) ? (
              <>
                <button type="button" className="btn" aria-label={intl.formatMessage(WORDS.earlier, { column: labelOf(id) })} onClick={() => move(id, -1)}>↑</button>
                <button type="button" className="btn" aria-label={intl.formatMessage(WORDS.later, { column: labelOf(id) })} onClick={() => move(id, 1)}>↓</button>
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
  const save = () => downloadCsv(manifestCsv(manifest, chosen, { format, intl, labels, formFields: form.fields }),
    `manifest-${isoDay(manifest.day)}.csv`);
  return (
    <details className="manifest-export no-print">
      <summary className="btn"><FormattedMessage id="manifest.export.summary" defaultMessage="Columns & CSV" /></summary>
      <div className="manifest-export-panel">
        <ColumnChooser chosen={chosen} form={form} onChange={onChange} />
        <button type="button" className="btn btn-primary" onClick={save}>{intl.formatMessage(WORDS.save)}</button>
      </div>
    </details>
  );
}
