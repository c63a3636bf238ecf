// The manifest's CSV: the rows as shown (each line in its own group), in the columns the desk chose and ordered,
// kept on this computer. Checkfront's own Daily Manifest lets staff choose its columns and export them the same way.
import { useState } from 'react';
import { isoDay } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import { readChoice, saveChoice } from '../../ui/stored-choice.js';
import { downloadCsv } from '../bookings/download.js';
import type { Manifest } from './manifest-groups.js';
import { DEFAULT_COLUMNS, MANIFEST_COLUMNS, manifestCsv } from './manifest-csv.js';

const COLUMNS_KEY = 'frontdesk.manifest.csvColumns';

function storedColumns(): string[] {
  const stored = readChoice(COLUMNS_KEY);
  const known = new Set(MANIFEST_COLUMNS.map((column) => column.id));
  const ids = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && known.has(id)) : [];
  return ids.length > 0 ? ids : DEFAULT_COLUMNS;
}

/** The chosen columns first in their order, then the others, each with a box and buttons to move it. */
function ColumnChooser({ chosen, onChange }: { chosen: readonly string[]; onChange(next: string[]): void }) {
  const ordered = [...chosen, ...MANIFEST_COLUMNS.map((column) => column.id).filter((id) => !chosen.includes(id))];
  const labelOf = (id: string) => MANIFEST_COLUMNS.find((column) => column.id === id)?.label ?? id;
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
      <legend>Columns of the CSV, in order</legend>
      <ol>
        {ordered.map((id) => (
          <li key={id}>
            <label><input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} /> {labelOf(id)}</label>
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

export function ManifestExport({ manifest, labels, format }: {
  manifest: Manifest; labels: ReadonlyMap<string, string>; format: Formatter;
}) {
  const [chosen, setChosen] = useState(storedColumns);
  const choose = (next: string[]) => {
    saveChoice(COLUMNS_KEY, next);
    setChosen(next);
  };
  const save = () => downloadCsv(manifestCsv(manifest, chosen, { format, labels }), `manifest-${isoDay(manifest.day)}.csv`);
  return (
    <details className="manifest-export no-print">
      <summary className="btn">CSV</summary>
      <div className="manifest-export-panel">
        <ColumnChooser chosen={chosen} onChange={choose} />
        <button type="button" className="btn btn-primary" onClick={save}>Save the manifest as CSV</button>
      </div>
    </details>
  );
}
