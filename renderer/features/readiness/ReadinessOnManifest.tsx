// On the Manifest of tomorrow: the readiness board in short, each group with how many bookings and who, and the way
// to the whole board (where every row acts, prints and exports).
import { FormattedMessage, useIntl } from 'react-intl';
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { bookingPath, readinessPath } from '../../navigation/router.js';
import { READING_REFETCH_MS } from './readiness-timing.js';
import { groupTitle } from './readiness-text.js';

const SHOWN = 4;

export function ReadinessOnManifest({ day }: { day: Day }) {
  const intl = useIntl();
  const bookings = (count: number) => intl.formatMessage({ id: 'readiness.bookings', defaultMessage: '{count, plural, one {# booking} other {# bookings}}' }, { count });
  const board = useDeskQuery('readiness.board', { from: day, days: 1 }, {
    refetchInterval: (state) => ((state.state.data?.reading ?? 0) > 0 ? READING_REFETCH_MS : false),
  }).data;
  if (!board) return null;
  const groups = board.groups.filter((group) => group.rows.length > 0);
  return (
    <section className="manifest-readiness no-print" aria-labelledby="manifest-readiness-title">
      <h2 id="manifest-readiness-title">
        <FormattedMessage id="readiness.manifest.title" defaultMessage="Before they arrive" />{' '}
        <a className="btn" href={`#/${readinessPath(day)}`}><FormattedMessage id="readiness.manifest.board" defaultMessage="Readiness board" /></a>
      </h2>
      {groups.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="readiness.manifest.nothing"
            defaultMessage="{unchecked, plural, =0 {Nothing to do before tomorrow's guests arrive.} other {Nothing to do before tomorrow's guests arrive, as far as the desk can tell ({unchecked, plural, one {# booking} other {# bookings}} not checked).}}"
            values={{ unchecked: board.unknown.length }} />
        </p>
      ) : (
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <strong>{groupTitle(group.id, intl)}</strong>: {bookings(group.rows.length)}
              <span className="muted"> · {group.rows.slice(0, SHOWN).map((row, index) => (
                <span key={row.code}>{index > 0 ? ', ' : ''}<a href={`#/${bookingPath(row.code)}`} translate="no">{row.guestName || row.code}</a></span>
              ))}{group.rows.length > SHOWN ? ', …' : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
