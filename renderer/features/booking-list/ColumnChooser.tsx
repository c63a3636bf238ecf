// Which columns show: a checkbox each, remembered on this computer. Closes on Esc or a click elsewhere.
import { memo, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { closeOnEscape } from '../../ui/close-on-escape.js';
import { ALWAYS_SHOWN, COLUMN_IDS, COLUMN_WORDS, type ColumnId } from './columns.js';

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
  const intl = useIntl();
  return (
    <details className="column-chooser" ref={chooser} onKeyDown={closeOnEscape}>
      <summary className="btn"><FormattedMessage id="bookings.columns.button" defaultMessage="Columns" /></summary>
      <fieldset className="column-chooser-list">
        <legend><FormattedMessage id="bookings.columns.legend" defaultMessage="Show columns" /></legend>
        {COLUMN_IDS.filter((id) => !ALWAYS_SHOWN.has(id)).map((id) => (
          <label key={id}>
            <input type="checkbox" checked={!hidden.includes(id)} onChange={(event) => onShow(id, event.target.checked)} />
            {' '}{intl.formatMessage(COLUMN_WORDS[id])}
          </label>
        ))}
      </fieldset>
    </details>
  );
});
