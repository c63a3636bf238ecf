// A log to send when something goes wrong: the desk's recent lines in a file, with no passwords or tokens in it.
import { SaveLogButton } from '../../ui/SaveLogButton.js';

export function SupportLogPanel() {
  return (
    <section className="panel" aria-labelledby="support-log-heading">
      <h2 id="support-log-heading">A log for your administrator</h2>
      <p>When something goes wrong, save what Frontdesk noted recently and send the file. It holds no passwords or tokens.</p>
      <SaveLogButton />
    </section>
  );
}
