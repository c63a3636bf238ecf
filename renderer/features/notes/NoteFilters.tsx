// The notes log's search and filters: words (in the note, the guest's name or the booking code), author, kind.
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { NoteFilter, NoteKind } from './note-filter.js';

interface Props {
  filter: NoteFilter;
  staff: readonly StaffMember[];
  onChange(filter: NoteFilter): void;
}

export function NoteFilters({ filter, staff, onChange }: Props) {
  return (
    <div className="note-filters" role="search" aria-label="Filter notes">
      <label>
        Search{' '}
        <input type="search" value={filter.text} placeholder="Words, guest or booking code"
          onChange={(event) => onChange({ ...filter, text: event.target.value })} />
      </label>
      <label>
        Author{' '}
        <select value={filter.authorId ?? ''} onChange={(event) => onChange({
          ...filter, authorId: event.target.value === '' ? null : Number(event.target.value),
        })}>
          <option value="">Anyone</option>
          <option value="0">The guest, booking online</option>
          {staff.map((member) => <option key={member.accountId} value={member.accountId}>{member.name}</option>)}
        </select>
      </label>
      <label>
        Kind{' '}
        <select value={filter.kind} onChange={(event) => onChange({ ...filter, kind: event.target.value as NoteKind })}>
          <option value="all">All notes</option>
          <option value="written">Written by a person</option>
          <option value="automatic">Automatic (check-in and check-out)</option>
        </select>
      </label>
    </div>
  );
}
