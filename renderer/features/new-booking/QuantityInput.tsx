// A main line's quantity: typed freely, sent when the person leaves the field or presses Enter, put back when it
// cannot be a quantity (spec 4.5: 1 to 999; remove takes a line out).
import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { hiddenWords } from './hidden-words.js';
import type { BasketLine } from '../../../shared/contract/model/basket.js';
import { readQuantity } from './basket-rows.js';

interface QuantityInputProps {
  line: BasketLine;
  disabled: boolean;
  onSet: (quantity: number) => void;
}

export function QuantityInput({ line, disabled, onSet }: QuantityInputProps) {
  const [text, setText] = useState(String(line.quantity));
  // Enter and the blur after it must not send the same quantity twice.
  const sent = useRef(line.quantity);
  const id = `quantity-${line.lineId}`;
  const commit = () => {
    const quantity = readQuantity(text);
    if (quantity === null) setText(String(line.quantity));
    else if (quantity !== sent.current) {
      sent.current = quantity;
      onSet(quantity);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div className="field quantity-field">
      <label htmlFor={id}>
        <FormattedMessage id="newBooking.line.quantity" defaultMessage="Quantity<hidden> of {item}</hidden>"
          values={{ item: <span translate="no">{line.name}</span>, hidden: hiddenWords }} />
      </label>
      {/* Read-only rather than disabled while the basket changes: disabling would take the focus away. */}
      <input id={id} type="number" inputMode="numeric" min={1} max={999} step={1} value={text} readOnly={disabled}
        onChange={(event) => setText(event.target.value)} onBlur={commit} onKeyDown={onKeyDown} />
    </div>
  );
}
