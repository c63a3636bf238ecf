// A log to send when something goes wrong: the desk's recent lines in a file, with no passwords or tokens in it.
import { FormattedMessage } from 'react-intl';
import { SaveLogButton } from '../../ui/SaveLogButton.js';

export function SupportLogPanel() {
  return (
    <section className="panel" aria-labelledby="support-log-heading">
      <h2 id="support-log-heading"><FormattedMessage id="accounts.log.title" defaultMessage="A log for your administrator" /></h2>
      <p>
        <FormattedMessage id="accounts.log.about"
          defaultMessage="When something goes wrong, save what Frontdesk noted recently and send the file. It holds no passwords or tokens." />
      </p>
      <SaveLogButton />
    </section>
  );
}
