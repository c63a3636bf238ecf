// Print the manifest (print styles in manifest.css leave out navigation and buttons); in the desktop app, also
// save it as a PDF where the person chooses (the main process prints the window, print.savePdf).
import { words } from '../../i18n/words.js';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useState } from 'react';
import { isoDay, type Day } from '../../../shared/domain/dates.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';

const WORDS = words(defineMessages({
  savedTo: { id: 'manifest.pdf.savedTo', defaultMessage: 'Saved to {savedTo}' },
  notSaved: { id: 'manifest.pdf.notSaved', defaultMessage: 'The PDF could not be saved.' },
  savePdf: { id: 'manifest.pdf.save', defaultMessage: 'Save PDF' },
}));

function SavePdf({ day }: { day: Day }) {
  const desk = useDesk();
  const intl = useIntl();
  const [said, setSaid] = useState<string | null>(null);
  const save = async () => {
    setSaid(null);
    try {
      const { savedTo } = await desk.value('print.savePdf', { fileName: `manifest-${isoDay(day)}.pdf` });
      if (savedTo) setSaid(intl.formatMessage(WORDS.savedTo, { savedTo }));
    } catch (error) {
      setSaid(error instanceof DeskFailure ? error.message : intl.formatMessage(WORDS.notSaved));
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => void save()}>{intl.formatMessage(WORDS.savePdf)}</button>
      {said ? <span role="status" className="muted">{said}</span> : null}
    </>
  );
}

export function PrintButton({ day }: { day: Day }) {
  const desk = useDesk();
  return (
    <>
      <button type="button" className="btn" onClick={() => window.print()}><FormattedMessage id="manifest.print" defaultMessage="Print" /></button>
      {desk.desktop ? <SavePdf day={day} /> : null}
    </>
  );
}
