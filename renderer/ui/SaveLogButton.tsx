// Saves the desk's recent log to a file for the administrator (no passwords or tokens in it) and says where.
import { useDeskMutation } from '../desk/hooks.js';
import { ErrorNotice } from './QueryState.js';

export function SaveLogButton({ label = 'Save the log to a file' }: { label?: string }) {
  const save = useDeskMutation('desk.saveLog');
  return (
    <>
      <button type="button" className="btn" onClick={() => save.mutate({})} disabled={save.isPending}>
        {save.isPending ? 'Saving the log…' : label}
      </button>
      {save.data
        ? <p role="status">
          Saved {save.data.lines.toLocaleString()} {save.data.lines === 1 ? 'line' : 'lines'} to <code className="log-path">{save.data.path}</code>
        </p>
        : null}
      <ErrorNotice error={save.error} />
    </>
  );
}
