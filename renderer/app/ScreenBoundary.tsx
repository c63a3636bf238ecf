// Each screen sits in its own boundary: a screen that fails while it draws (a bug, an answer it cannot take) is
// replaced by a sentence saying which screen failed and what to do, while the navigation, the search and the status
// bar go on working. The failure goes to the desk's log, so "Save the log" carries it to the administrator.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useDesk } from '../desk/DeskProvider.js';
import type { DeskClient } from '../desk/desk-client.js';
import { SaveLogButton } from '../ui/SaveLogButton.js';
import { goBack } from '../navigation/router.js';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  /** The screen's name as the navigation says it: "Bookings", "Booking ABC-123". */
  screen: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** What went wrong, in one line for the log: the error's own words, never its stack. */
const problemOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

class Boundary extends Component<Props & { desk: DeskClient }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    void this.props.desk.call('desk.logProblem', { screen: this.props.screen, problem: problemOf(error).slice(0, 2_000) });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed screen={this.props.screen} />;
  }
}

function ScreenFailed({ screen }: { screen: string }) {
  const intl = useIntl();
  return (
    <section className="screen-failed" aria-labelledby="screen-failed-title">
      <h1 id="screen-failed-title">The {screen} screen could not be shown</h1>
      <div className="notice notice-error" role="alert">
        <p><FormattedMessage id="screenFailed.said"
          defaultMessage="Something on this screen failed while it was drawn, so Frontdesk stopped it. Nothing you entered elsewhere is lost, and every other screen works: go back, or choose another screen. If it happens again, save the log and send it to your administrator; it says what failed." /></p>
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn-primary" onClick={goBack}><FormattedMessage id="screenFailed.back" defaultMessage="Back" /></button>
        <SaveLogButton label={intl.formatMessage({ id: 'screenFailed.saveLog', defaultMessage: 'Save the log' })} />
      </div>
    </section>
  );
}

/** Keyed by the address where it is used, so moving to another screen (or Back) starts it afresh. */
export function ScreenBoundary({ screen, children }: Props) {
  const desk = useDesk();
  return <Boundary desk={desk} screen={screen}>{children}</Boundary>;
}
