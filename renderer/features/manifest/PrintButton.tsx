// Print the manifest (print styles in manifest.css leave out navigation and buttons); in the desktop app, also
// save it as a PDF where the person chooses (the main process prints the window, print.savePdf).
import { useState } from 'react';
import { isoDay, type Day } from '../../../shared/domain/dates.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';

function SavePdf({ day }: { day: Day }) {
  const desk = useDesk();
  const [said, setSaid] = useState<string | null>(null);
  const save = async () => {
    setSaid(null);
    try {
      const { savedTo } = await desk.value('print.savePdf', { fileName: `manifest-${isoDay(day)}.pdf` });
      if (savedTo) setSaid(`Saved to ${savedTo}`);
    } catch (error) {
      setSaid(error instanceof DeskFailure ? error.message : 'The PDF could not be saved.');
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => void save()}>Save PDF</button>
      {said ? <span role="status" className="muted">{said}</span> : null}
    </>
  );
}

export function PrintButton({ day }: { day: Day }) {
  const desk = useDesk();
  return (
    <>
      <button type="button" className="btn" onClick={() => window.print()}>Print</button>
      {desk.desktop ? <SavePdf day={day} /> : null}
    </>
  );
}
