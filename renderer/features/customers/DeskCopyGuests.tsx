// Under a name search: guests whose name holds the text, from the desk's copy of bookings (also offline).
import { customerPath } from '../../navigation/router.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';

const MIN_LETTERS = 2;

export function DeskCopyGuests({ text }: { text: string }) {
  const format = useFormatter();
  const enabled = text.trim().length >= MIN_LETTERS;
  const found = useDeskQuery('search.guests', { text: text.trim() }, { enabled });
  const guests = found.data ?? [];
  if (!enabled || guests.length === 0) return null;
  return (
    <section className="desk-copy-guests" aria-labelledby="desk-copy-title">
      <h2 id="desk-copy-title">Names containing “{text.trim()}” in the desk’s copy</h2>
      <ul>
        {guests.map((guest) => (
          <li key={`${guest.id ?? ''}${guest.email}`}>
            {guest.id !== null
              ? <a className="customer-link" href={`#/${customerPath(guest.id)}`}>{guest.name}</a>
              : <strong>{guest.name}</strong>}
            {' '}<span className="email muted">{guest.email}</span>
            {' '}<span className="muted">· {format.count(guest.bookings, 'booking')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
