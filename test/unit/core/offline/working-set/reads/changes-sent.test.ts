// Each booking changed is sent to the reads' worker (reads.ts): a busy day's lists read for the first time change
// over a thousand at once, sent a few hundred a turn with the screens' calls between; whatever is asked meanwhile is
// answered with every change made before it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkingSet } from '../../../../../../electron/core/offline/working-set/index.js';
import { ReadsThread } from '../../../../../../electron/core/offline/working-set/reads/reads-thread.js';
import { yieldToScreens } from '../../../../../../electron/core/platform/yield-to-screens.js';
import { openSet, summary, tempFolder, type Folder } from '../fixtures.js';

let folder: Folder;
let set: WorkingSet;
const BOOKINGS = 6_000;
const guest = (i: number, name: string) => ({ id: i, name: `${name} ${i}`, email: `g${i}@example.com` });

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path, { readsOffThreadFrom: 0 });
  set.putSummaries(Array.from({ length: BOOKINGS }, (_, i) => summary({ id: 50_000 + i, customer: guest(i, 'Guest') })), 1000);
  // The worker holds every booking before the changes begin.
  await set.listBookings({ limit: 1 });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await set.close();
  await folder.remove();
});

/** A busy day's bookings read again: a thousand listings changed in one turn. */
const changeThousand = () => set.putSummaries(Array.from({ length: 1_000 }, (_, i) =>
  summary({ id: 50_000 + i * 5, total: '77.00', customer: guest(i, 'Changed') })), 2000);
const query = { text: 'changed', limit: 2_000 };

describe('bookings changed at once, sent to the reads\' worker', () => {
  it('are sent a few hundred a turn, the screens having a turn between two', async () => {
    const turns: string[] = [];
    const send = ReadsThread.prototype.send;
    vi.spyOn(ReadsThread.prototype, 'send').mockImplementation(function (this: ReadsThread, change) {
      turns.push('sent');
      setImmediate(() => turns.push('other work'));
      send.call(this, change);
    });
    changeThousand();
    // A bound in turns of the event loop, not in time: four are enough.
    for (let turn = 0; turn < 10; turn += 1) await yieldToScreens();
    expect(turns.filter((turn) => turn === 'sent').length).toBe(4);
    turns.forEach((turn, at) => {
      if (turn === 'sent' && at > 0) expect(turns[at - 1]).toBe('other work');
    });
    expect(await set.listBookings(query)).toEqual(set.bookings(query));
  });

  it('are all in an answer asked in the turn that changed them', async () => {
    changeThousand();
    const answer = await set.listBookings(query);
    expect(answer.total).toBe(1_000);
    expect(answer).toEqual(set.bookings(query));
  });

  it('are all in an answer asked while some still wait to be sent', async () => {
    changeThousand();
    await yieldToScreens();
    const answer = await set.listBookings(query);
    expect(answer.total).toBe(1_000);
    expect(answer).toEqual(set.bookings(query));
  });

  it('show as they are now in an answer that arrives while some still wait to be sent', async () => {
    const ask = ReadsThread.prototype.ask;
    vi.spyOn(ReadsThread.prototype, 'ask').mockImplementation(function (this: ReadsThread, asked) {
      // The worker answered from the copy before the change; the change is made as its answer arrives.
      return ask.call(this, asked).then((answer) => {
        changeThousand();
        return answer;
      }) as never;
    });
    const page = { limit: 2_000 };
    const answer = await set.listBookings(page);
    expect(answer.bookings.filter((booking) => booking.total === '77.00')).toHaveLength(400);
    expect(answer).toEqual(set.bookings(page));
  });
});

