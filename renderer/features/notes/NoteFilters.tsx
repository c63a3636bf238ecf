// The notes log's search and filters: words (in the note, the guest's name or the booking code), author, kind.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { NoteFilter, NoteKind } from '../../../shared/domain/note-filter.js';

interface Props {
  filter: NoteFilter;
  staff: readonly StaffMember[];
  onChange(filter: NoteFilter): void;
}

const SAID = words(defineMessages({
  label: { id: 'notes.filter.label', defaultMessage: 'Filter notes' },
  search: { id: 'notes.filter.search', defaultMessage: 'Search' },
  searchHint: { id: 'notes.filter.searchHint', defaultMessage: 'Words, guest or booking code' },
  author: { id: 'notes.filter.author', defaultMessage: 'Author' },
  anyone: { id: 'notes.filter.anyone', defaultMessage: 'Anyone' },
  guest: { id: 'notes.filter.guest', defaultMessage: 'The guest, booking online' },
  kind: { id: 'notes.filter.kind', defaultMessage: 'Kind' },
  all: { id: 'notes.filter.all', defaultMessage: 'All notes' },
  written: { id: 'notes.filter.written', defaultMessage: 'Written by a person' },
  automatic: { id: 'notes.filter.automatic', defaultMessage: 'Automatic (check-in and check-out)' },
}));

export function NoteFilters({ filter, staff, onChange }: Props) {
  const intl = useIntl();
  const say = (what: keyof typeof SAID) => intl.formatMessage(SAID[what]);
  return (
    <div className="note-filters" role="search" aria-label={say('label')}>
      <label>
        {say('search')}{' '}
        <input type="search" value={filter.text} placeholder={say('searchHint')}
          onChange={(event) => onChange({ ...filter, text: event.target.value })} />
      </label>
      <label>
        {say('author')}{' '}
        <select value={filter.authorId ?? ''} onChange={(event) => onChange({
          ...filter, authorId: event.target.value === '' ? null : Number(event.target.value),
        })}>
          <option value="">{say('anyone')}</option>
          <option value="0">{say('guest')}</option>
          {staff.map((member) => <option key={member.accountId} value={member.accountId} translate="no">{member.name}</option>)}
        </select>
      </label>
      <label>
        {say('kind')}{' '}
        <select value={filter.kind} onChange={(event) => onChange({ ...filter, kind: event.target.value as NoteKind })}>
          <option value="all">{say('all')}</option>
          <option value="written">{say('written')}</option>
          <option value="automatic">{say('automatic')}</option>
        </select>
      </label>
    </div>
  );
}
