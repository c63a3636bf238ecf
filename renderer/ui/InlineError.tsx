// A write's failure, next to the control that made it: the service's own sentence when it refused (as it sent it),
// the desk's own in the desk's language.
import { useIntl } from 'react-intl';
import type { DeskFailure } from '../desk/desk-client.js';
import { errorText } from '../desk/error-text.js';

export function InlineError({ failure }: { failure: DeskFailure | null }) {
  const intl = useIntl();
  if (!failure) return null;
  const { text, service } = errorText(intl, failure.error);
  return <p className="inline-error" role="alert" translate={service ? 'no' : undefined}>{text}</p>;
}
