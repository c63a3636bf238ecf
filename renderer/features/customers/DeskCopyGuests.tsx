// Under a name search: guests whose name holds the text, from the desk's copy of bookings (also offline).
import { FormattedMessage } from 'react-intl';
import { customerPath } from '../../navigation/router.js';
import { useDeskQuery } from '../../desk/hooks.js';

const MIN_LETTERS = 2;

export function DeskCopyGuests({ text }: { text: string }) {
  const enabled = text.trim().length >= MIN_LETTERS;
  const found = useDeskQuery('search.guests', { text: text.trim() }, { enabled });
  const guests = found.data ?? [];
  if (!enabled || guests.length === 0) return null;
  return (
    <section className="desk-copy-guests" aria-labelledby="desk-copy-title">
      <h2 id="desk-copy-title">
        <FormattedMessage id="customers.deskCopy" defaultMessage="Names containing “{text}” in the desk’s copy"
          values={{ text: <span translate="no">{text.trim()}</span> }} />
      </h2>
      <ul>
        {guests.map((guest) => (
          <li key={`${guest.id ?? ''}${guest.email}`}>
            {guest.id !== null
              ? <a className="customer-link" href={`#/${customerPath(guest.id)}`} translate="no">{guest.name}</a>
              : <strong translate="no">{guest.name}</strong>}
            {' '}<span className="email muted" translate="no">{guest.email}</span>
            {' '}<span className="muted">· <FormattedMessage id="customers.deskCopy.bookings"
              defaultMessage="{count, plural, one {# booking} other {# bookings}}" values={{ count: guest.bookings }} /></span>
          </li>
        ))}
      </ul>
    </section>
  );
}
