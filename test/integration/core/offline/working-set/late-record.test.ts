// A record read that was asked before a check-in and answered after it must not undo the check-in in the desk's copy,
// even when both records carry the same last change: the service gives last_modified to the second, and a note and
// a check-in (or a settling and a check-out) often fall in one second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskOnDemo, type DeskHarness } from '../../../../support/desk-harness.js';

let harness: DeskHarness;
let code: string;
/** The next read of the booking's record is answered by the service at once, and handed to the desk on release. */
let hold: { answered: () => void; release: Promise<void> } | null = null;

beforeAll(async () => {
  const holding: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const held = hold;
    if (held && request.method === 'GET' && new URL(request.url).pathname.endsWith(`/booking/${code}`)) {
      hold = null;
      held.answered();
      await held.release;
    }
    return response;
  };
  harness = await deskOnDemo({ seed: 45, bookings: 200, fetch: holding });
  const { store } = harness.sandbox.control.services();
  code = store.state.bookings.find((b) => b.statusId === 'PEND' && !b.checkedIn && !b.checkedOut)!.code;
  // The service's last change to the second, the same on the record read before the check-in and after it.
  harness.sandbox.control.rewriteAnswers((body) => {
    const booking = (body as { booking?: Record<string, unknown> }).booking;
    if (booking?.code === code) booking.last_modified = 1_790_000_000;
    return body;
  });
});
afterAll(() => harness.close());

describe('a record read asked before a check-in and answered after it', () => {
  it('leaves the checked-in record in the desk\'s copy', async () => {
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      hold = { answered: resolve, release: new Promise<void>((done) => { release = done; }) };
    });
    const lateRead = harness.value('bookings.get', { code });
    await answered;
    const checkedIn = await harness.value('bookings.checkIn', { code, undoable: false });
    expect(checkedIn.checkedIn).not.toBeNull();
    release();
    expect((await lateRead).checkedIn).toBeNull();

    // The copy is what the desk shows without the service: the booking checked in.
    harness.sandbox.control.setFaults({ offline: true });
    const copy = await harness.value('bookings.get', { code });
    expect(copy.asOf).not.toBeNull();
    expect(copy.checkedIn).not.toBeNull();
  });
});
