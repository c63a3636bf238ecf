// The invoice as the service formats it: sanitised and isolated by SafeHtml, and printable on its own.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PANEL_TITLES } from './panel-titles.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { Loading, ErrorNotice } from '../../ui/QueryState.js';
import { SafeHtml } from '../../ui/SafeHtml.js';
import invoiceCss from './invoice.css?inline';
import { PrintInvoice } from './PrintInvoice.js';

export function InvoicePanel({ code }: { code: string }) {
  const invoice = useDeskQuery('bookings.invoice', { code });
  // Each press prints afresh (a new PrintInvoice), even if the last print never reported that it ended.
  const [printRun, setPrintRun] = useState(0);
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'booking.invoice.label', defaultMessage: 'Invoice {code}' }, { code });
  return (
    <section className="panel invoice-panel" aria-labelledby="invoice-title">
      <div className="panel-head">
        <h2 id="invoice-title">{intl.formatMessage(PANEL_TITLES.invoice)}</h2>
        <button type="button" className="btn" disabled={!invoice.data} onClick={() => setPrintRun((run) => run + 1)}>
          {intl.formatMessage({ id: 'booking.invoice.print', defaultMessage: 'Print invoice' })}
        </button>
      </div>
      {invoice.data
        ? <SafeHtml html={invoice.data.html} css={invoiceCss} className="invoice-paper" label={label} />
        : invoice.isError
          ? <ErrorNotice error={invoice.error} onRetry={() => void invoice.refetch()} />
          : <div className="invoice-placeholder"><Loading label={intl.formatMessage({ id: 'booking.invoice.loading', defaultMessage: 'Loading the invoice…' })} /></div>}
      {printRun > 0 && invoice.data
        ? <PrintInvoice key={printRun} html={invoice.data.html} css={invoiceCss} label={label} onDone={() => setPrintRun(0)} />
        : null}
    </section>
  );
}
