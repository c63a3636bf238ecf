// "Hand over": the shift's summary so far, a free note for the next person, and the press that ends the shift. The
// handover is then kept on this desk (the next person sees it when they start) and can be printed or saved as a PDF.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import type { Formatter } from '../../ui/format.js';
import { ErrorNotice, Loading } from '../../ui/QueryState.js';
import { HandoverSheet } from './HandoverSheet.js';
import { HandoverSummaryView } from './HandoverSummaryView.js';

export function HandoverPanel({ format }: { format: Formatter }) {
  const id = useId();
  const intl = useIntl();
  const summary = useDeskQuery('shift.summary', {}, { refetchOnWindowFocus: true });
  const [note, setNote] = useState('');
  const handOver = useDeskMutation('shift.handOver', ['shift.lastHandover', 'shift.summary', 'shift.record']);
  if (handOver.data) {
    return (
      <section className="panel handover-panel" aria-label={intl.formatMessage({ id: 'handover.label', defaultMessage: 'Handover' })}>
        <p className="notice notice-info" role="status">
          <FormattedMessage id="handover.done" defaultMessage="Handed over. The next person sees this note when they start on this desk." />
        </p>
        <HandoverSheet handover={handOver.data} format={format} />
      </section>
    );
  }
  return (
    <section className="panel handover-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}><FormattedMessage id="handover.title" defaultMessage="Hand over this shift" /></h2>
      {summary.isPending ? <Loading label={intl.formatMessage({ id: 'handover.adding', defaultMessage: 'Adding up the shift…' })} /> : null}
      <ErrorNotice error={summary.error} onRetry={() => void summary.refetch()} />
      {summary.data ? <HandoverSummaryView summary={summary.data} format={format} /> : null}
      <form onSubmit={(event) => { event.preventDefault(); handOver.mutate({ note }); }}>
        <div className="field">
          <label htmlFor={`${id}-note`}><FormattedMessage id="handover.note" defaultMessage="Note for the next shift" /></label>
          <textarea id={`${id}-note`} rows={4} value={note} onChange={(event) => setNote(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter' && event.ctrlKey) { event.preventDefault(); handOver.mutate({ note }); } }} />
          <span className="hint">
            <FormattedMessage id="handover.note.length" defaultMessage="{length, number} of {most, number} characters · Ctrl+Enter hands over"
              values={{ length: noteLength(note), most: NOTE_MAX_LENGTH }} />
          </span>
        </div>
        <ErrorNotice error={handOver.error} />
        <button type="submit" className="btn btn-primary" disabled={handOver.isPending || noteLength(note) > NOTE_MAX_LENGTH}>
          <FormattedMessage id="handover.handOver" defaultMessage="Hand over" /></button>
      </form>
    </section>
  );
}
