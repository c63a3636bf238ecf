// The Bookings screen holds the whole list in the page; when bookings change (a sync brings another desk's changes,
// this desk writes), the page asks only for what changed since the moment it holds, and the list it then holds is
// the one it would read whole. Sorted or not, filtered or not, with bookings that leave the filter and come in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskClient } from '../../../../renderer/desk/desk-client.js';
import { withChanges } from '../../../../renderer/features/booking-list/held-changes.js';
import { readHeld, type HeldQuery } from '../../../../renderer/features/booking-list/use-held-bookings.js';
import type { HeldList } from '../../../../renderer/features/booking-list/quick-filter.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

let harness: DeskHarness;
const client = (): DeskClient => ({ value: (name: never, input: never) => harness.value(name, input) }) as unknown as DeskClient;
const codes = (held: HeldList) => held.entries.map((entry) => entry.booking.code);

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 35, bookings: 600 });
  await harness.running.desk.account.offline().sync.full();
});
afterAll(() => harness.close());

/** Another desk changes the booking at the service: the next sync brings it. */
function changeAtService(code: string, change: { statusId?: string; total?: number }): void {
  const { store, clock } = harness.sandbox.control.services();
  clock.advance(60);
  Object.assign(store.state.bookings.find((booking) => booking.code === code)!, change, { lastModified: clock.nowWhole() });
}

async function changed(held: HeldList, query: HeldQuery): Promise<HeldList | null> {
  const changes = await harness.value('bookings.heldChanges', { ...query, since: held.generation });
  return changes.kind === 'changes' ? withChanges(held, changes) : null;
}

describe('a held list brought up to date', () => {
  it.each<[string, HeldQuery]>([
    ['the listing order', {}],
    ['sorted by what is due', { sort: { by: 'due', descending: true } }],
    ['pending bookings by guest', { statusId: 'PEND', sort: { by: 'guest', descending: false } }],
  ])('is, in %s, the list read whole, after a sync that brought other desks\' changes', async (_what, query) => {
    const held = await readHeld(client(), query);
    const [first, second, third] = held.entries.slice(3).map((entry) => entry.booking);
    const other = harness.sandbox.control.services().store.state.bookings.find((booking) => booking.statusId === 'PAID')!;
    changeAtService(first!.code, { statusId: 'PAID' });
    changeAtService(second!.code, { statusId: 'PEND', total: 123_45 });
    changeAtService(third!.code, { total: 999_00 });
    changeAtService(other.code, { statusId: 'PEND' });
    await harness.running.desk.account.offline().sync.incremental();
    const brought = await changed(held, query);
    const whole = await readHeld(client(), query);
    expect(brought).not.toBeNull();
    expect(codes(brought!)).toEqual(codes(whole));
    expect(brought!.entries.map((entry) => entry.booking)).toEqual(whole.entries.map((entry) => entry.booking));
    expect(brought!.generation).toBe(whole.generation);
  });

  it('sends only the bookings that changed', async () => {
    const held = await readHeld(client(), {});
    const booking = held.entries[10]!.booking;
    await harness.value('bookings.addNote', { code: booking.code, body: 'A note at the desk.', private: false });
    const changes = await harness.value('bookings.heldChanges', { since: held.generation });
    expect(changes).toMatchObject({ kind: 'changes', total: held.entries.length });
    expect(changes.kind === 'changes' && changes.put.map((put) => put.booking.code)).toEqual([booking.code]);
  });

  // The page's first ask is overtaken when a sync's end and the change feed ask again at once (the page keeps
  // only the last answer), or another list is read meanwhile: neither may cost the whole list again.
  it('answers what changed when the same moment is asked again, and after another list was read', async () => {
    const query: HeldQuery = { sort: { by: 'due', descending: true } };
    const held = await readHeld(client(), query);
    const [first, second] = held.entries.slice(5).map((entry) => entry.booking);
    changeAtService(first!.code, { total: 777_00 });
    await harness.running.desk.account.offline().sync.incremental();
    expect(await harness.value('bookings.heldChanges', { ...query, since: held.generation })).toMatchObject({ kind: 'changes' });
    await readHeld(client(), { statusId: 'PAID' });
    changeAtService(second!.code, { statusId: 'PEND' });
    await harness.running.desk.account.offline().sync.incremental();
    const brought = await changed(held, query);
    expect(brought).not.toBeNull();
    expect(codes(brought!)).toEqual(codes(await readHeld(client(), query)));
  });

  it('asks for the list whole for a moment it never handed out', async () => {
    const held = await readHeld(client(), {});
    expect(await harness.value('bookings.heldChanges', { statusId: 'STOP', since: held.generation })).toEqual({ kind: 'whole' });
  });
});
