// The last handover on this desk, for the next person when they start: its note and who left it, until someone here
// marks it read. The whole summary is a press away.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { HandoverSheet } from './HandoverSheet.js';
import { handoverFromText } from './shift-words.js';

export function HandoverNotice() {
  const format = useFormatter();
  const intl = useIntl();
  const last = useDeskQuery('shift.lastHandover', {}).data;
  const read = useDeskMutation('shift.readHandover', ['shift.lastHandover']);
  const [open, setOpen] = useState(false);
  if (!last || last.read || !format.known) return null;
  return (
    <section className="notice notice-info handover-notice" aria-label={intl.formatMessage({ id: 'handover.notice', defaultMessage: 'Handover from the last shift' })}>
      <div>
        <p><strong>{handoverFromText(last.staffName, last.deskName, format.when(last.at / 1000), intl)}</strong>:</p>
        <p className="handover-note">{last.note ? <span translate="no">{last.note}</span> : <FormattedMessage id="handover.noNote" defaultMessage="No note." />}</p>
        {open ? <HandoverSheet handover={last} format={format} /> : null}
      </div>
      <div className="row-actions no-print">
        <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
          <FormattedMessage id="handover.summaryToggle" defaultMessage="{open, select, yes {Hide the summary} other {The summary}}" values={{ open: open ? 'yes' : 'no' }} />
        </button>
        <button type="button" className="btn btn-primary" onClick={() => read.mutate({ id: last.id })}>
          <FormattedMessage id="handover.read" defaultMessage="Read" /></button>
      </div>
    </section>
  );
}
