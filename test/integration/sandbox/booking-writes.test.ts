// Booking record, invoice and the writes of spec 3 and 4.4: check-in/out, update, bookmark, note.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayInZone, instantInZone } from '../../../shared/domain/dates.js';
import { bookingResponseSchema, invoiceResponseSchema, linesOf, noteAddedResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, apiPost } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 4, bookings: 400 });
});
beforeEach(() => sandbox.control.reset());
afterAll(() => sandbox.close());

/** The code of some booking in a status, optionally with something left to pay. */
async function bookingWith(status: string, unpaid = false): Promise<string> {
  const answer = await apiGet(sandbox, 'booking/index', { status_id: status, limit: 1000 });
  const records = Object.values(answer.body['booking/index'] as Record<string, { code: string; total: string; paid_total: string }>);
  const found = records.find((r) => !unpaid || Number(r.paid_total) < Number(r.total));
  if (!found) throw new Error(`The seed has no ${status} booking`);
  return found.code;
}

async function record(code: string, onBehalf?: string) {
  const answer = await apiGet(sandbox, `booking/${code}`, {}, onBehalf ? { onBehalf } : {});
  expect(answer.status, answer.text).toBe(200);
  return bookingResponseSchema.parse(answer.body).booking;
}

describe('booking record and invoice', () => {
  it('answers the full record by code and by numeric id', async () => {
    const code = await bookingWith('PAID');
    const byCode = await record(code);
    const byId = await record(String(byCode.booking_id));
    expect(byId.code).toBe(code);
    expect(linesOf(byCode).length).toBeGreaterThan(0);
    expect(byCode.currency).toBe('CAD');
  });

  it('answers a stay and the next morning\'s tour as two lines of one booking, each on its own day and time', async () => {
    const { store } = sandbox.control.services();
    const { timezone } = store.state.account;
    const both = store.bookingsInOrder.find((b) => b.lines.some((line) => line.lineId === '2'))!;
    const answer = await apiGet(sandbox, `booking/${both.code}`);
    // Keyed by line id, as public clients read booking.items; each line as the docs' order lines (webhook booking).
    const items = answer.body.booking.items as Record<string, Record<string, unknown>>;
    const stay = items['1']!;
    const tour = items['2']!;
    expect(stay).toMatchObject({ line_id: '1', qty: 1, status: both.statusId, start_date: instantInZone(both.startDay, timezone) });
    expect(Object.keys(stay.param as object)).toEqual(expect.arrayContaining(['adults', 'rooms']));
    expect(tour).toMatchObject({ line_id: '2', item_id: 201, name: 'Islands Snorkeling Tour', qty: 1, status: both.statusId });
    expect(dayInZone(tour.start_date as number, timezone)).toBe(addDays(both.startDay, 1));
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit' })
      .format(new Date((tour.start_date as number) * 1000))).toBe('09:00');
    expect((tour.end_date as number) - (tour.start_date as number)).toBe(3 * 3600);
    const cents = (amount: unknown) => Math.round(Number(amount) * 100);
    const lines = Object.values(items);
    expect(lines.reduce((sum, line) => sum + cents(line.total), 0)).toBe(cents(answer.body.booking.total));
    expect(lines.reduce((sum, line) => sum + cents(line.tax_total), 0)).toBe(cents(answer.body.booking.tax_total));
  });

  it('answers 404 with a clear message for an unknown booking', async () => {
    const answer = await apiGet(sandbox, 'booking/NOPE-000000');
    expect(answer.status).toBe(404);
    expect(answer.error).toMatchObject({ code: 'not_found' });
    expect(answer.error!.message).toContain('NOPE-000000');
  });

  it('answers a pre-formatted invoice with totals that add up', async () => {
    const code = await bookingWith('PART', true);
    const answer = await apiGet(sandbox, `booking/${code}/invoice`);
    const invoice = invoiceResponseSchema.parse(answer.body).invoice;
    expect(invoice.html).toContain(code);
    expect(Number(invoice.total) - Number(invoice.paid_total)).toBeCloseTo(Number(invoice.due_total), 2);
  });
});

describe('check-in and check-out', () => {
  it('checks a booking in, logs a note under the acting staff member and says who', async () => {
    const code = await bookingWith('PEND');
    const answer = await apiPost(sandbox, `booking/${code}/checkin`, {}, { onBehalf: 'sam' });
    expect(answer.status, answer.text).toBe(200);
    const booking = bookingResponseSchema.parse(answer.body).booking;
    expect(booking.checked_in).toMatchObject({ account_id: 3, name: 'Sam Okafor' });
    expect(booking.status_id).toBe('PEND');
    expect(booking.notes![0]).toMatchObject({ body: 'Checked in', account_id: 3 });
    expect(sandbox.control.writes().filter((w) => w.kind === 'checkin')).toHaveLength(1);
  });

  it('checks a booking out', async () => {
    const code = await bookingWith('PAID');
    const answer = await apiPost(sandbox, `booking/${code}/checkout`, {}, { onBehalf: '2' });
    expect(answer.body.booking.checked_out).toMatchObject({ account_id: 2 });
  });

  for (const [status, code] of [['VOID', 'booking_void'], ['CANCELLED', 'booking_cancelled']] as const) {
    it(`refuses to check in or out a ${status} booking, says why, and changes nothing`, async () => {
      const booking = await bookingWith(status);
      const before = await record(booking);
      for (const action of ['checkin', 'checkout']) {
        const answer = await apiPost(sandbox, `booking/${booking}/${action}`);
        expect(answer.status).toBe(409);
        expect(answer.error!.code).toBe(code);
        expect(answer.error!.message).toMatch(status === 'VOID' ? /void/ : /cancelled/);
      }
      const after = await record(booking);
      expect(after.notes).toEqual(before.notes);
      expect(after.checked_in).toEqual(before.checked_in);
      expect(sandbox.control.writes()).toHaveLength(0);
    });
  }

  it('answers 405 with Allow for a GET on a write path', async () => {
    const code = await bookingWith('PEND');
    const answer = await apiGet(sandbox, `booking/${code}/checkin`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe('status update', () => {
  it('needs status_id and names it when missing', async () => {
    const answer = await apiPost(sandbox, `booking/${await bookingWith('PEND')}/update`, { notify: 0 });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'missing_fields', fields: ['status_id'] });
  });

  it('refuses a status the account does not configure', async () => {
    const answer = await apiPost(sandbox, `booking/${await bookingWith('PEND')}/update`, { status_id: 'LOST' });
    expect(answer.error).toMatchObject({ code: 'unknown_status', fields: ['status_id'] });
  });

  it('changes the status and notifies only when notify is true', async () => {
    const code = await bookingWith('PEND');
    const quiet = await apiPost(sandbox, `booking/${code}/update`, { status_id: 'HOLD', notify: 0 });
    expect(quiet.body.booking).toMatchObject({ status_id: 'HOLD', status_name: 'On hold' });
    expect(sandbox.control.notifications()).toHaveLength(0);
    await apiPost(sandbox, `booking/${code}/update`, { status_id: 'PAID', notify: 'true' });
    expect(sandbox.control.notifications()).toMatchObject([{ statusId: 'PAID' }]);
  });

  it('settles the remaining cost with set_paid and PAID on an unpaid booking', async () => {
    const code = await bookingWith('PART', true);
    const answer = await apiPost(sandbox, `booking/${code}/update`, { status_id: 'PAID', set_paid: 1 });
    expect(answer.status, answer.text).toBe(200);
    const booking = bookingResponseSchema.parse(answer.body).booking;
    expect(booking.paid_total).toBe(booking.total);
    expect(booking.due_total).toBe('0.00');
  });

  it('refuses set_paid with another status, with other input, or on a paid booking', async () => {
    const unpaid = await bookingWith('PART', true);
    const other = await apiPost(sandbox, `booking/${unpaid}/update`, { status_id: 'HOLD', set_paid: 1 });
    expect(other.error!.code).toBe('set_paid_not_allowed');
    const combined = await apiPost(sandbox, `booking/${unpaid}/update`, { status_id: 'PAID', set_paid: 1, notify: 1 });
    expect(combined.error).toMatchObject({ code: 'set_paid_not_allowed', fields: ['notify'] });
    const paid = await apiPost(sandbox, `booking/${await bookingWith('PAID')}/update`, { status_id: 'PAID', set_paid: 1 });
    expect(paid.error!.code).toBe('set_paid_not_allowed');
    expect((await record(unpaid)).status_id).toBe('PART');
  });
});

describe('bookmarks', () => {
  it('belong to the acting staff member', async () => {
    const code = await bookingWith('WAIT');
    await apiPost(sandbox, `booking/${code}/bookmark`, { mark: 1 }, { onBehalf: 'priya' });
    expect((await record(code, 'priya')).bookmark).toBe(true);
    expect((await record(code, 'sam')).bookmark).toBe(false);
    const listed = await apiGet(sandbox, 'booking/index', { bookmark: 1 }, { onBehalf: 'priya' });
    expect(Object.values(listed.body['booking/index']).map((r) => (r as { code: string }).code)).toContain(code);
    await apiPost(sandbox, `booking/${code}/bookmark`, { mark: 'false' }, { onBehalf: 'priya' });
    expect((await record(code, 'priya')).bookmark).toBe(false);
  });
});

describe('notes', () => {
  it('adds a note logged under the acting staff member', async () => {
    const code = await bookingWith('PEND');
    const answer = await apiPost(sandbox, `booking/${code}/note`, { body: 'Wants a sea view 🌊' }, { onBehalf: 'priya' });
    const parsed = noteAddedResponseSchema.parse(answer.body);
    expect(parsed.note).toMatchObject({ body: 'Wants a sea view 🌊', account_id: 2, booking_id: code, private: true });
    expect((await record(code)).notes![0]!.body).toBe('Wants a sea view 🌊');
  });

  it('takes exactly 3000 characters, counting an emoji as one, and refuses 3001', async () => {
    const code = await bookingWith('PEND');
    const full = await apiPost(sandbox, `booking/${code}/note`, { body: '🌊'.repeat(3000) });
    expect(full.status, full.text).toBe(200);
    const over = await apiPost(sandbox, `booking/${code}/note`, { body: 'x'.repeat(3001) });
    expect(over.status).toBe(400);
    expect(over.error).toMatchObject({ code: 'note_too_long', fields: ['body'] });
    expect(over.error!.message).toContain('3001');
  });

  it('refuses an empty note, naming body', async () => {
    const answer = await apiPost(sandbox, `booking/${await bookingWith('PEND')}/note`, { body: '   ' });
    expect(answer.error).toMatchObject({ code: 'missing_fields', fields: ['body'] });
  });

  it('shows a public note on the invoice and keeps a private one off it', async () => {
    const code = await bookingWith('PAID');
    await apiPost(sandbox, `booking/${code}/note`, { body: 'Shown to the guest', private: 0 });
    await apiPost(sandbox, `booking/${code}/note`, { body: 'Staff only remark' });
    const html = (await apiGet(sandbox, `booking/${code}/invoice`)).body.invoice.html as string;
    expect(html).toContain('Shown to the guest');
    expect(html).not.toContain('Staff only remark');
  });

  it('marks the booking as modified, so an incremental sync sees it', async () => {
    const code = await bookingWith('HOLD');
    const since = sandbox.control.services().clock.nowWhole();
    await apiPost(sandbox, `booking/${code}/note`, { body: 'touch' });
    const changed = await apiGet(sandbox, 'booking/index', { last_modified: `>${since}`, limit: 1000 });
    const codes = Object.values(changed.body['booking/index']).map((r) => (r as { code: string }).code);
    expect(codes).toContain(code);
  });
});

describe('acting as a customer', () => {
  it('may not read or change bookings', async () => {
    const code = await bookingWith('PEND');
    for (const answer of [
      await apiGet(sandbox, 'booking/index', {}, { onBehalf: 'off' }),
      await apiPost(sandbox, `booking/${code}/checkin`, {}, { onBehalf: 'off' }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.error!.code).toBe('staff_only');
    }
  });
});
