// Customer search asks the booking service every time (the desk keeps no customer records for offline use), so
// offline it says so plainly, keeps the search, and points to what the desk does hold: bookings.
import { bookingsLink } from '../../navigation/bookings-link.js';
import type { SearchKind } from './search-kind.js';

interface SearchOfflineProps {
  kind: SearchKind;
  text: string;
  onRetry: () => void;
}

function Meanwhile({ kind, text }: { kind: SearchKind; text: string }) {
  if (kind === 'email') {
    return <p>Meanwhile, <a href={`#/${bookingsLink({ email: text })}`}>the bookings this desk holds for {text}</a> are in reach.</p>;
  }
  return <p>Meanwhile, the search box at the top (<kbd>Ctrl+K</kbd>) finds bookings this desk holds by the guest’s name.</p>;
}

export function SearchOffline({ kind, text, onRetry }: SearchOfflineProps) {
  return (
    <div className="notice notice-warn search-offline" role="alert">
      <div>
        <p>
          <strong>Customer search needs the booking service, which cannot be reached right now.</strong>{' '}
          Your search is kept: press Enter or Retry when the connection is back.
        </p>
        <Meanwhile kind={kind} text={text} />
      </div>
      <button type="button" className="btn" onClick={onRetry}>Retry</button>
    </div>
  );
}
