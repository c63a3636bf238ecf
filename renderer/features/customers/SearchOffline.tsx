// Customer search asks the booking service every time (the desk keeps no customer records for offline use), so
// offline it says so plainly, keeps the search, and points to what the desk does hold: bookings.
import { FormattedMessage } from 'react-intl';
import { bookingsLink } from '../../navigation/bookings-link.js';
import type { SearchKind } from './search-kind.js';

interface SearchOfflineProps {
  kind: SearchKind;
  text: string;
  onRetry: () => void;
}

function Meanwhile({ kind, text }: { kind: SearchKind; text: string }) {
  if (kind === 'email') {
    return (
      <p>
        <FormattedMessage id="customers.offline.meanwhileEmail" defaultMessage="Meanwhile, <link>the bookings this desk holds for {email}</link> are in reach."
          values={{ email: <span translate="no">{text}</span>, link: (chunks) => <a href={`#/${bookingsLink({ email: text })}`}>{chunks}</a> }} />
      </p>
    );
  }
  return (
    <p>
      <FormattedMessage id="customers.offline.meanwhileName"
        defaultMessage="Meanwhile, the search box at the top ({key}) finds bookings this desk holds by the guest’s name."
        values={{ key: <kbd translate="no">Ctrl+K</kbd> }} />
    </p>
  );
}

export function SearchOffline({ kind, text, onRetry }: SearchOfflineProps) {
  return (
    <div className="notice notice-warn search-offline" role="alert">
      <div>
        <p>
          <strong><FormattedMessage id="customers.offline" defaultMessage="Customer search needs the booking service, which cannot be reached right now." /></strong>{' '}
          <FormattedMessage id="customers.offline.kept" defaultMessage="Your search is kept: press Enter or Retry when the connection is back." />
        </p>
        <Meanwhile kind={kind} text={text} />
      </div>
      <button type="button" className="btn" onClick={onRetry}><FormattedMessage id="customers.retry" defaultMessage="Retry" /></button>
    </div>
  );
}
