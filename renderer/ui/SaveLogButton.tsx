// Saves the desk's recent log to a file for the administrator (no passwords or tokens in it) and says where.
import { FormattedMessage } from 'react-intl';
import { useDeskMutation } from '../desk/hooks.js';
import { ErrorNotice } from './QueryState.js';

export function SaveLogButton({ label }: { label?: string }) {
  const save = useDeskMutation('desk.saveLog');
  return (
    <>
      <button type="button" className="btn" onClick={() => save.mutate({})} disabled={save.isPending}>
        {save.isPending ? <FormattedMessage id="log.saving" defaultMessage="Saving the log…" />
          : label ?? <FormattedMessage id="log.save" defaultMessage="Save the log to a file" />}
      </button>
      {save.data
        ? <p role="status">
          <FormattedMessage id="log.saved" defaultMessage="Saved {lines, plural, one {# line} other {# lines}} to {path}"
            values={{ lines: save.data.lines, path: <code className="log-path" translate="no">{save.data.path}</code> }} />
        </p>
        : null}
      <ErrorNotice error={save.error} />
    </>
  );
}
