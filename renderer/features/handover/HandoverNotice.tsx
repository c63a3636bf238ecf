// The last handover on this desk, for the next person when they start: its note and who left it, until someone here
// marks it read. The whole summary is a press away.
import { useState } from 'react';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { atDeskWords } from '../../ui/desk-words.js';
import { HandoverSheet } from './HandoverSheet.js';

export function HandoverNotice() {
  const format = useFormatter();
  const last = useDeskQuery('shift.lastHandover', {}).data;
  const read = useDeskMutation('shift.readHandover', ['shift.lastHandover']);
  const [open, setOpen] = useState(false);
  if (!last || last.read || !format.known) return null;
  return (
    <section className="notice notice-info handover-notice" aria-label="Handover from the last shift">
      <div>
        <p><strong>Handover from {last.staffName}</strong> {atDeskWords(last.deskName)}, {format.when(last.at / 1000)}:</p>
        <p className="handover-note">{last.note || 'No note.'}</p>
        {open ? <HandoverSheet handover={last} format={format} /> : null}
      </div>
      <div className="row-actions no-print">
        <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? 'Hide the summary' : 'The summary'}</button>
        <button type="button" className="btn btn-primary" onClick={() => read.mutate({ id: last.id })}>Read</button>
      </div>
    </section>
  );
}
