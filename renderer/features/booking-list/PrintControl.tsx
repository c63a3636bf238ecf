// "Print all N": the whole list on paper, not only the rows the screen has drawn; while its pages are read, how far
// it is and a Cancel.
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
        <span>{state.total === null ? 'Preparing the printout…' : `Preparing ${count(state.done)} of ${count(state.total)} to print…`}</span>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    );
  }
  return (
    <div className="export">
      <button type="button" className="btn" onClick={onStart} disabled={!total}>
        {total ? `Print all ${count(total)}` : 'Print'}
      </button>
      {state.phase === 'failed' ? <ErrorNotice error={state.error} onRetry={onStart} /> : null}
    </div>
  );
}
