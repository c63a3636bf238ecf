// A handover as paper: who handed over, when and where, the note, and the summary; printed or saved as a PDF in the
// desktop app (the main process prints the window, print.savePdf), with nothing else of the screen on it.
import { useState } from 'react';
import type { Handover } from '../../../shared/contract/model/shift.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';
import { atDeskWords } from '../../ui/desk-words.js';
import type { Formatter } from '../../ui/format.js';
import { HandoverSummaryView } from './HandoverSummaryView.js';

/** The body's class while the sheet prints (handover.css hides everything else). */
const PRINTING_HANDOVER = 'printing-handover';

function fileName(handover: Handover): string {
  const at = new Date(handover.at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `handover-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}.pdf`;
}

function PrintActions({ handover }: { handover: Handover }) {
  const desk = useDesk();
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
      if (savedTo) setSaid(`Saved to ${savedTo}`);
    } catch (error) {
      setSaid(error instanceof DeskFailure ? error.message : 'The PDF could not be saved.');
    }
  });
  return (
    <div className="row-actions no-print">
      <button type="button" className="btn" onClick={() => void printing(() => window.print())}>Print the handover</button>
      {desk.desktop ? <button type="button" className="btn" onClick={() => void savePdf()}>Save the handover as PDF</button> : null}
      {said ? <span role="status" className="muted">{said}</span> : null}
    </div>
  );
}

export function HandoverSheet({ handover, format }: { handover: Handover; format: Formatter }) {
  return (
    <article className="handover-sheet" aria-labelledby={`handover-${handover.id}`}>
      <h2 id={`handover-${handover.id}`}>Handover from {handover.staffName} {atDeskWords(handover.deskName)}, {format.dateTime(handover.at / 1000)}</h2>
      <h3>Note for the next shift</h3>
      <p className="handover-note">{handover.note || <span className="muted">No note.</span>}</p>
      <HandoverSummaryView summary={handover.summary} format={format} />
      <PrintActions handover={handover} />
    </article>
  );
}
