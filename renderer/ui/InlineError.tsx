// A write's failure, next to the control that made it: the service's own sentence when it refused (as it sent it),
// the desk's own in the desk's language.
import { useIntl } from 'react-intl';
import type { DeskError } from '../../shared/contract/desk-error.js';
import type { DeskFailure } from '../desk/desk-client.js';
import { errorText } from '../desk/error-text.js';

interface Props {
  failure: DeskFailure | null;
  className?: string;
  /** A span where the failure sits in a line of its own (a row's controls). */
  as?: 'p' | 'span';
  /** 'status' where a failure is said politely, beside a control that is still usable. */
  role?: 'alert' | 'status';
}

export function InlineError({ failure, className = 'inline-error', as: Element = 'p', role = 'alert' }: Props) {
  if (!failure) return null;
  return <Element className={className} role={role}><ErrorWords error={failure.error} /></Element>;
}

/** What went wrong, within a sentence of the desk's: the service's own words kept apart as sent (translate="no"). */
export function ErrorWords({ error }: { error: Pick<DeskError, 'message' | 'said'> }) {
  const intl = useIntl();
  const { text, service } = errorText(intl, error);
  return service ? <span translate="no">{text}</span> : <>{text}</>;
}
