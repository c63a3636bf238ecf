// On the Manifest of tomorrow: the readiness board in short, each group with how many bookings and who, and the way
// to the whole board (where every row acts, prints and exports).
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { bookingPath, readinessPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { READING_REFETCH_MS } from './readiness-timing.js';

const SHOWN = 4;

export function ReadinessOnManifest({ day, format }: { day: Day; format: Formatter }) {
  const board = useDeskQuery('readiness.board', { from: day, days: 1 }, {
    refetchInterval: (state) => ((state.state.data?.reading ?? 0) > 0 ? READING_REFETCH_MS : false),
  }).data;
  if (!board) return null;
  const groups = board.groups.filter((group) => group.rows.length > 0);
  return (
    <section className="manifest-readiness no-print" aria-labelledby="manifest-readiness-title">
      <h2 id="manifest-readiness-title">
        Before they arrive <a className="btn" href={`#/${readinessPath(day)}`}>Readiness board</a>
      </h2>
      {groups.length === 0 ? <p className="muted">Nothing to do before tomorrow's guests arrive{board.unknown.length > 0 ? `, as far as the desk can tell (${format.count(board.unknown.length, 'booking')} not checked)` : ''}.</p> : (
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <strong>{group.title}</strong>: {format.count(group.rows.length, 'booking')}
              <span className="muted"> · {group.rows.slice(0, SHOWN).map((row, index) => (
                <span key={row.code}>{index > 0 ? ', ' : ''}<a href={`#/${bookingPath(row.code)}`}>{row.guestName || row.code}</a></span>
              ))}{group.rows.length > SHOWN ? ', …' : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
