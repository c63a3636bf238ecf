// A handover as paper: who handed over, when and where, the note, and the summary; printed or saved as a PDF in the
// desktop app (the main process prints the window, print.savePdf), with nothing else of the screen on it.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Handover } from '../../../shared/contract/model/shift.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';
import type { Formatter } from '../../ui/format.js';
import { HandoverSummaryView } from './HandoverSummaryView.js';
import { handoverFromText } from './shift-words.js';
import { errorText } from '../../desk/error-text.js';

/** The body's class while the sheet prints (handover.css hides everything else). */
const PRINTING_HANDOVER = 'printing-handover';

function fileName(handover: Handover): string {
  const at = new Date(handover.at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `handover-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}.pdf`;
}

function PrintActions({ handover }: { handover: Handover }) {
  const desk = useDesk();
  const intl = useIntl();
  const [said, setSaid] = useState<string | null>(null);
  const printing = async (run: () => Promise<void> | void) => {
    document.body.classList.add(PRINTING_HANDOVER);
    try {
      await run();
    } finally {
      document.body.classList.remove(PRINTING_HANDOVER);
    }
  };
  const savePdf = () => printing(async () => {
    setSaid(null);
    try {
      const { savedTo } = await desk.value('print.savePdf', { fileName: fileName(handover) });
      if (savedTo) setSaid(intl.formatMessage({ id: 'handover.pdf.saved', defaultMessage: 'Saved to {path}' }, { path: savedTo }));
    } catch (error) {
      setSaid(error instanceof DeskFailure ? errorText(intl, error.error).text
        : intl.formatMessage({ id: 'handover.pdf.failed', defaultMessage: 'The PDF could not be saved.' }));
    }
  });
  return (
    <div className="row-actions no-print">
      <button type="button" className="btn" onClick={() => void printing(() => window.print())}>
        <FormattedMessage id="handover.print" defaultMessage="Print the handover" /></button>
      {desk.desktop ? (
        <button type="button" className="btn" onClick={() => void savePdf()}>
          <FormattedMessage id="handover.pdf" defaultMessage="Save the handover as PDF" /></button>
      ) : null}
      {said ? <span role="status" className="muted">{said}</span> : null}
    </div>
  );
}

export function HandoverSheet({ handover, format }: { handover: Handover; format: Formatter }) {
  const intl = useIntl();
  return (
    <article className="handover-sheet" aria-labelledby={`handover-${handover.id}`}>
      <h2 id={`handover-${handover.id}`}>{handoverFromText(handover.staffName, handover.deskName, format.dateTime(handover.at / 1000), intl)}</h2>
      <h3><FormattedMessage id="handover.note" defaultMessage="Note for the next shift" /></h3>
      <p className="handover-note">
        {handover.note ? <span translate="no">{handover.note}</span> : <span className="muted"><FormattedMessage id="handover.noNote" defaultMessage="No note." /></span>}
      </p>
      <HandoverSummaryView summary={handover.summary} format={format} />
      <PrintActions handover={handover} />
    </article>
  );
}
