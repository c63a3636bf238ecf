// A log to send when something goes wrong: the desk's recent lines in a file, with no passwords or tokens in it.
import { useDeskMutation } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

export function SupportLogPanel() {
  const save = useDeskMutation('desk.saveLog');
  return (
    <section className="panel" aria-labelledby="support-log-heading">
      <h2 id="support-log-heading">A log for your administrator</h2>
      <p>When something goes wrong, save what Frontdesk noted recently and send the file. It holds no passwords or tokens.</p>
      <button type="button" className="btn" onClick={() => save.mutate({})} disabled={save.isPending}>
        {save.isPending ? 'Saving the log…' : 'Save the log to a file'}
      </button>
      {save.data
        ? <p role="status">
          Saved {save.data.lines.toLocaleString()} {save.data.lines === 1 ? 'line' : 'lines'} to <code className="log-path">{save.data.path}</code>
        </p>
        : null}
      <ErrorNotice error={save.error} />
    </section>
  );
}
