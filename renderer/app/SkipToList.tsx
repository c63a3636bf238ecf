// The first tab stop of the page: straight to the screen's list (its focused row, or its first), past the search
// box, the navigation and the filters. The Bookings list took 21 presses of Tab before.
import { FormattedMessage } from 'react-intl';

const LIST_STARTS = [
  'main tr[tabindex="0"]', 'main .manifest-table .guest a', 'main tbody a', 'main .note-list a',
];

function skipToList(): void {
  for (const selector of LIST_STARTS) {
    const start = document.querySelector<HTMLElement>(selector);
    if (start) {
      start.focus();
      return;
    }
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
}

export function SkipToList() {
  return (
    <button type="button" className="skip-link" onClick={skipToList}>
      <FormattedMessage id="app.skipToList" defaultMessage="Skip to the list" />
    </button>
  );
}
