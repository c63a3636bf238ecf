// A write's failure, next to the control that made it: the service's own sentence when it refused.
import type { DeskFailure } from '../desk/desk-client.js';

export function InlineError({ failure }: { failure: DeskFailure | null }) {
  if (!failure) return null;
  return <p className="inline-error" role="alert">{failure.error.message}</p>;
}
