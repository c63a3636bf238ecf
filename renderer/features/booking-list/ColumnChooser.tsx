// Which columns show: a checkbox each, remembered on this computer. Closes on Esc or a click elsewhere.
import { memo, useEffect, useRef } from 'react';
import { closeOnEscape } from '../../ui/close-on-escape.js';
import { ALWAYS_SHOWN, COLUMN_IDS, COLUMN_LABELS, type ColumnId } from './columns.js';

interface ColumnChooserProps {
  hidden: ColumnId[];
  onShow: (id: ColumnId, shown: boolean) => void;
}

function useCloseOnClickElsewhere() {
  const chooser = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const details = chooser.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);
  return chooser;
}

export const ColumnChooser = memo(function ColumnChooser({ hidden, onShow }: ColumnChooserProps) {
  const chooser = useCloseOnClickElsewhere();
  return (
    <details className="column-chooser" ref={chooser} onKeyDown={closeOnEscape}>
      <summary className="btn">Columns</summary>
      <fieldset className="column-chooser-list">
        <legend>Show columns</legend>
        {COLUMN_IDS.filter((id) => !ALWAYS_SHOWN.has(id)).map((id) => (
          <label key={id}>
            <input type="checkbox" checked={!hidden.includes(id)} onChange={(event) => onShow(id, event.target.checked)} />
            {' '}{COLUMN_LABELS[id]}
          </label>
        ))}
      </fieldset>
    </details>
  );
});
