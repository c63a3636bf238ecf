// The status bar's word on the venue: each of its other desks, linked or when it was last heard from, and
// how many writes wait on this desk and on each other one; opened, every waiting write and the desk it waits on.
// Nothing at all for a desk that never paired; a desk another desk removed says so.
import type { VenueStatus as Venue } from '../../../shared/contract/model/venue.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { age } from '../../ui/format.js';

const WHAT: Record<Venue['waiting'][number]['kind'], string> = {
  checkIn: 'Check-in', checkOut: 'Check-out', note: 'Note', bookmark: 'Bookmark', status: 'Status change',
};

export function deskState(desk: Venue['desks'][number]): string {
  if (desk.online) return 'linked';
  return desk.lastHeard ? `last heard ${age(desk.lastHeard / 1000)}` : 'not heard since this desk started';
}

/** "2 waiting here, 1 on Dock"; empty when nothing waits. */
export function waitingText(waiting: Venue['waiting']): string {
  const here = waiting.filter((write) => write.here).length;
  const elsewhere = new Map<string, number>();
  for (const write of waiting.filter((w) => !w.here)) elsewhere.set(write.deskName, (elsewhere.get(write.deskName) ?? 0) + 1);
  const parts = [...(here > 0 ? [`${here} here`] : []), ...[...elsewhere].map(([name, count]) => `${count} on ${name}`)];
  return parts.length > 0 ? `${parts.join(', ')} waiting` : '';
}

export function VenueStatus() {
  // Followed every 2 s only once paired: a desk that never paired has nothing to follow (pairing asks again).
  const { data } = useDeskQuery('venue.status', {}, { refetchInterval: (query) => (query.state.data?.paired ? 2_000 : false) });
  if (data?.removed) return <span className="statusbar-venue">Venue: <a href="#/accounts">this desk was removed</a></span>;
  if (!data?.paired) return null;
  const others = data.desks.filter((desk) => !desk.self);
  const waiting = waitingText(data.waiting);
  return (
    <details className="statusbar-venue">
      <summary>
        Venue:{' '}
        {others.map((desk, index) => (
          <span key={desk.deskId} className="statusbar-venue-desk">
            {index > 0 ? ', ' : ''}
            <span className={`dot ${desk.online ? 'dot-online' : 'dot-offline'}`} aria-hidden="true" />
            {desk.name} {desk.online ? 'linked' : <span className="muted">{deskState(desk)}</span>}
          </span>
        ))}
        {waiting ? ` · ${waiting}` : ''}
      </summary>
      <div className="statusbar-venue-panel">
        <table>
          <caption>Desks of this venue</caption>
          <tbody>
            {data.desks.map((desk) => (
              <tr key={desk.deskId}><th scope="row">{desk.name}</th><td>{desk.self ? 'this desk' : deskState(desk)}</td></tr>
            ))}
          </tbody>
        </table>
        {data.waiting.length > 0 ? (
          <table>
            <caption>Writes not yet confirmed by the booking service</caption>
            <tbody>
              {data.waiting.map((write, index) => (
                <tr key={`${write.code}-${write.kind}-${index}`}>
                  <th scope="row">{WHAT[write.kind]} {write.code}</th>
                  <td>{write.here ? 'waits on this desk' : `waits on ${write.deskName}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p>No write waits on any desk.</p>}
        <a href="#/accounts">Desks that share one day, on Accounts</a>
      </div>
    </details>
  );
}
