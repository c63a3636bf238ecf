// The status bar's word on the venue: each of its other desks, linked or when it was last heard from, and
// how many writes wait on this desk and on each other one; opened, every waiting write and the desk it waits on.
// Nothing at all for a desk that never paired; a desk another desk removed says so.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { VenueStatus as Venue } from '../../../shared/contract/model/venue.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ageText } from '../../i18n/age-text.js';

/**
 * "linked", "last heard 5 min ago", "not heard since this desk started"; `start` writes it as the start of a
 * sentence (a table's cell), `inline` inside one (after the desk's name).
 */
export function deskStateText(desk: Venue['desks'][number], intl: IntlShape, place: 'start' | 'inline' = 'inline'): string {
  return intl.formatMessage({
    id: 'venue.deskState',
    defaultMessage: '{place, select, start {{state, select, linked {Linked} heard {Last heard {age}} other {Not heard since this desk started}}} '
      + 'other {{state, select, linked {linked} heard {last heard {age}} other {not heard since this desk started}}}}',
  }, {
    place, state: desk.online ? 'linked' : desk.lastHeard ? 'heard' : 'never',
    age: desk.lastHeard ? ageText(intl, desk.lastHeard / 1000) : '',
  });
}

/** "2 here, 1 on Dock waiting"; empty when nothing waits. */
export function waitingText(waiting: Venue['waiting'], intl: IntlShape): string {
  const here = waiting.filter((write) => write.here).length;
  const elsewhere = new Map<string, number>();
  for (const write of waiting.filter((w) => !w.here)) elsewhere.set(write.deskName, (elsewhere.get(write.deskName) ?? 0) + 1);
  const parts = [
    ...(here > 0 ? [intl.formatMessage({ id: 'venue.waiting.here', defaultMessage: '{count, number} here' }, { count: here })] : []),
    ...[...elsewhere].map(([desk, count]) => intl.formatMessage({ id: 'venue.waiting.on', defaultMessage: '{count, number} on {desk}' }, { count, desk })),
  ];
  return parts.length > 0
    ? intl.formatMessage({ id: 'venue.waiting', defaultMessage: '{parts} waiting' }, { parts: intl.formatList(parts, { type: 'unit' }) }) : '';
}

export function VenueStatus() {
  const intl = useIntl();
  // Followed every 2 s only once paired: a desk that never paired has nothing to follow (pairing asks again).
  const { data } = useDeskQuery('venue.status', {}, { refetchInterval: (query) => (query.state.data?.paired ? 2_000 : false) });
  if (data?.removed) {
    return (
      <span className="statusbar-venue">
        <FormattedMessage id="venue.status.removed" defaultMessage="Venue: <link>this desk was removed</link>"
          values={{ link: (chunks) => <a href="#/accounts">{chunks}</a> }} />
      </span>
    );
  }
  if (!data?.paired) return null;
  const others = data.desks.filter((desk) => !desk.self);
  const waiting = waitingText(data.waiting, intl);
  return (
    <details className="statusbar-venue">
      <summary>
        <FormattedMessage id="venue.status" defaultMessage="Venue:" />{' '}
        {others.map((desk, index) => (
          <span key={desk.deskId} className="statusbar-venue-desk">
            {index > 0 ? ', ' : ''}
            <span className={`dot ${desk.online ? 'dot-online' : 'dot-offline'}`} aria-hidden="true" />
            <span translate="no">{desk.name}</span>{' '}
            {desk.online ? deskStateText(desk, intl) : <span className="muted">{deskStateText(desk, intl)}</span>}
          </span>
        ))}
        {waiting ? ` · ${waiting}` : ''}
      </summary>
      <div className="statusbar-venue-panel">
        <table>
          <caption><FormattedMessage id="venue.desks" defaultMessage="Desks of this venue" /></caption>
          <tbody>
            {data.desks.map((desk) => (
              <tr key={desk.deskId}>
                <th scope="row" translate="no">{desk.name}</th>
                <td>{desk.self ? <FormattedMessage id="venue.status.thisDesk" defaultMessage="this desk" /> : deskStateText(desk, intl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.waiting.length > 0 ? (
          <table>
            <caption><FormattedMessage id="venue.status.writes" defaultMessage="Writes not yet confirmed by the booking service" /></caption>
            <tbody>
              {data.waiting.map((write, index) => (
                <tr key={`${write.code}-${write.kind}-${index}`}>
                  <th scope="row">
                    <FormattedMessage id="venue.status.write"
                      defaultMessage="{kind, select, checkIn {Check-in} checkOut {Check-out} note {Note} bookmark {Bookmark} other {Status change}} {code}"
                      values={{ kind: write.kind, code: <span translate="no">{write.code}</span> }} />
                  </th>
                  <td>
                    <FormattedMessage id="venue.status.waitsOn" defaultMessage="{here, select, yes {waits on this desk} other {waits on {desk}}}"
                      values={{ here: write.here ? 'yes' : 'no', desk: <span translate="no">{write.deskName}</span> }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p><FormattedMessage id="venue.status.noWrites" defaultMessage="No write waits on any desk." /></p>}
        <a href="#/accounts"><FormattedMessage id="venue.status.accounts" defaultMessage="Desks that share one day, on Accounts" /></a>
      </div>
    </details>
  );
}
