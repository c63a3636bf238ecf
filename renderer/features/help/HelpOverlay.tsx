// The keyboard shortcuts, as a modal list grouped by where they work (from SHORTCUTS, the one table the
// handlers use too, so the list cannot drift from what the keys do). Shown as every dialog is (ui/ModalDialog): Esc
// or a click beside it closes it, and the focus goes back to where it was.
import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { SHORTCUTS, type Shortcut } from '../../navigation/shortcuts.js';
import { ModalDialog } from '../../ui/ModalDialog.js';
import { keyParts } from './key-parts.js';
import './help.css';

function Keys({ keys }: { keys: string }) {
  const intl = useIntl();
  return (
    <>
      {keyParts(keys).map((part, index) => (part.kind === 'key'
        ? <kbd key={index} translate="no">{part.key}</kbd>
        : <span key={index} className="help-joiner">
          {part.text === ' or ' ? ` ${intl.formatMessage({ id: 'help.keysOr', defaultMessage: 'or' })} ` : part.text}
        </span>))}
    </>
  );
}

function ShortcutGroup({ area, shortcuts }: { area: MessageDescriptor; shortcuts: Shortcut[] }) {
  const intl = useIntl();
  return (
    <section className="help-group">
      <h3>{intl.formatMessage(area)}</h3>
      <dl>
        {shortcuts.map((shortcut) => (
          <div key={`${shortcut.keys}-${shortcut.description.id}`} className="help-row">
            <dt><Keys keys={shortcut.keys} /></dt>
            <dd>{intl.formatMessage(shortcut.description)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog className="help-dialog" labelledBy={titleId} onCancel={onClose} waitsUntil="closed" closesOnClickBeside>
      <div className="help-head">
        <h2 id={titleId}><FormattedMessage id="app.keyboardShortcuts" defaultMessage="Keyboard shortcuts" /></h2>
        <button type="button" className="btn" onClick={onClose} data-autofocus>
          <FormattedMessage id="help.close" defaultMessage="Close" /> <kbd translate="no">Esc</kbd>
        </button>
      </div>
      <div className="help-groups">
        {SHORTCUTS.map((group) => <ShortcutGroup key={group.area.id} area={group.area} shortcuts={group.shortcuts} />)}
      </div>
    </ModalDialog>
  );
}
