// The status bar's word on the venue (issue 23): how many of its desks are linked, and how many writes wait on
// another desk rather than this one. Nothing at all for a desk that never paired.
import { useDeskQuery } from '../../desk/hooks.js';
import { age } from '../../ui/format.js';

export function VenueStatus() {
  // Followed every 2 s only once paired: a desk that never paired has nothing to follow (pairing asks again).
  const { data } = useDeskQuery('venue.status', {}, { refetchInterval: (query) => (query.state.data?.paired ? 2_000 : false) });
  if (!data?.paired) return null;
  const others = data.desks.filter((desk) => !desk.self);
  const linked = others.filter((desk) => desk.online);
  const elsewhere = data.waiting.filter((write) => !write.here);
  const detail = others.map((desk) => `${desk.name}: ${desk.online ? 'online' : desk.lastHeard ? `last heard ${age(desk.lastHeard / 1000)}` : 'not heard yet'}`);
  return (
    <a href="#/connect" title={[...detail, ...elsewhere.map((w) => `${w.code} waits on ${w.deskName}`)].join('\n')}>
      Venue: {linked.length} of {others.length} linked
      {elsewhere.length > 0 ? ` · ${elsewhere.length} waiting on another desk` : ''}
    </a>
  );
}
