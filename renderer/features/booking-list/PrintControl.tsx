// "Print all N": the whole list on paper, not only the rows the screen has drawn; while its pages are read, how far
// it is and a Cancel.
import { FormattedMessage } from 'react-intl';
import { ErrorNotice } from '../../ui/QueryState.js';
import type { PrintAllState } from './use-print-all.js';
import { formatNumber } from '../../ui/format.js';

interface PrintControlProps {
  state: PrintAllState;
  total: number | null;
  locale: string;
  onStart: () => void;
  onCancel: () => void;
}

export function PrintControl({ state, total, locale, onStart, onCancel }: PrintControlProps) {
  const count = (n: number) => formatNumber(n, locale);
  if (state.phase === 'reading') {
    return (
      <div className="export-progress" role="status">
        <progress aria-hidden="true" {...(state.total ? { max: state.total, value: state.done } : {})} />
        <span>
          <FormattedMessage id="bookings.print.progress"
            defaultMessage="{known, select, no {Preparing the printout…} other {Preparing {done} of {total} to print…}}"
            values={{ known: state.total === null ? 'no' : 'yes', done: count(state.done), total: count(state.total ?? 0) }} />
        </span>
        <button type="button" className="btn" onClick={onCancel}><FormattedMessage id="bookings.print.cancel" defaultMessage="Cancel" /></button>
      </div>
    );
  }
  return (
    <div className="export">
      <button type="button" className="btn" onClick={onStart} disabled={!total}>
        <FormattedMessage id="bookings.print.start" defaultMessage="{known, select, no {Print} other {Print all {total}}}"
          values={{ known: total ? 'yes' : 'no', total: count(total ?? 0) }} />
      </button>
      {state.phase === 'failed' ? <ErrorNotice error={state.error} onRetry={onStart} /> : null}
    </div>
  );
}
