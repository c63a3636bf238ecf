// The account's own booking form fields and a booking's answers to them: booking/form describes them (spec 2.11),
// booking/create takes them as form[<field>] (docs/api-assumptions.md), and the full record carries them under
// fields, as Checkfront's booking does (ref/webhook/booking.rst, "booking.fields").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/dates.js';
import { bookingResponseSchema, bookingFormResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, apiPost, type WireAnswer } from '../../support/sandbox-http.js';
import { makeSlip, sandboxToday } from '../../support/slips.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, bookings: 200 });
});
afterAll(() => sandbox.close());

const OWN_FIELDS = ['arrival_by', 'dietary_needs', 'step_free', 'heard_from', 'occasion_date', 'source'];

async function bookedWith(form: Record<string, string>, dayOffset: number): Promise<WireAnswer> {
  const slip = makeSlip(sandbox, { itemId: 302, startDay: addDays(sandboxToday(sandbox), dayOffset) });
  return apiPost(sandbox, 'booking/create', { slip: [slip], form: { customer_name: 'Rosa Díaz', ...form } });
}

async function recordOf(code: string): Promise<Record<string, any>> {
  const answer = await apiGet(sandbox, `booking/${code}`);
  expect(answer.status, answer.text).toBe(200);
  expect(bookingResponseSchema.safeParse(answer.body).success).toBe(true);
  return answer.body.booking as Record<string, any>;
}

describe('booking/form: the account\'s own fields', () => {
  it('describes each with its label, type and, for a select, its options, after the customer\'s fields', async () => {
    const answer = await apiGet(sandbox, 'booking/form');
    bookingFormResponseSchema.parse(answer.body);
    const ui = answer.body.booking_form_ui as Record<string, any>;
    const names = Object.keys(ui).filter((name) => !['msg', 'errors', 'mode', '_cnf', 'booking_policy'].includes(name));
    expect(names.slice(-OWN_FIELDS.length)).toEqual(OWN_FIELDS);
    const layout = (name: string) => ui[name].define.layout;
    expect(layout('arrival_by')).toMatchObject({ lbl: 'Arrival by', type: 'text', sys: 0 });
    expect(layout('dietary_needs')).toMatchObject({ lbl: 'Dietary needs', type: 'text', sys: 0 });
    expect(layout('step_free')).toMatchObject({ lbl: 'Step-free access needed', type: 'checkbox', sys: 0 });
    expect(layout('heard_from')).toMatchObject({ type: 'select', options: { friend: 'A friend', returning: 'Stayed before' } });
    expect(layout('occasion_date')).toMatchObject({ lbl: 'Special occasion on', type: 'date' });
    for (const name of OWN_FIELDS) expect(ui[name].define.required, name).toBe(0);
  });

  it('shows guests every one of them but the desk\'s booking source (booking/forms, 4.7)', async () => {
    const ui = (await apiGet(sandbox, 'booking/form', {}, { onBehalf: 'off' })).body.booking_form_ui;
    for (const name of OWN_FIELDS) expect(ui[name]?.define.layout.customer.form, name).toBe(name === 'source' ? 0 : 1);
  });
});

describe('booking/create keeps the answers; GET booking/{code} carries them under fields', () => {
  it('as typed, a select by its code, a ticked box as 1 and a day as YYYY-MM-DD, beside the customer\'s own fields', async () => {
    const created = await bookedWith({
      arrival_by: 'After 21:00, late ferry', dietary_needs: 'No nuts', step_free: 'on', heard_from: 'GUIDEBOOK',
      occasion_date: '20261124', customer_email: 'rosa.diaz@example.com',
    }, 280);
    expect(created.status, created.text).toBe(200);
    const record = await recordOf(created.body.booking.code);
    expect(record.fields).toEqual({
      customer_name: 'Rosa Díaz', customer_email: 'rosa.diaz@example.com', customer_phone: '', customer_address: '',
      customer_city: '', customer_region: '', customer_country: '', customer_postal_zip: '',
      arrival_by: 'After 21:00, late ferry', dietary_needs: 'No nuts', step_free: 1, heard_from: 'guidebook',
      occasion_date: '2026-11-24',
    });
  });

  it('leaves out a field left empty and a box not ticked', async () => {
    const created = await bookedWith({ arrival_by: '  ', step_free: '0', customer_email: 'rosa.2@example.com' }, 281);
    const { fields } = await recordOf(created.body.booking.code);
    expect(Object.keys(fields).filter((name) => OWN_FIELDS.includes(name))).toEqual([]);
  });

  it('refuses a day that is no day and a choice the select does not offer, naming the field', async () => {
    const notADay = await bookedWith({ occasion_date: '2026-02-30' }, 282);
    expect(notADay.status).toBe(400);
    expect(notADay.error).toMatchObject({ code: 'invalid_parameter', fields: ['occasion_date'] });
    const notOffered = await bookedWith({ heard_from: 'radio' }, 283);
    expect(notOffered.error).toMatchObject({ code: 'invalid_parameter', fields: ['heard_from'] });
  });
});

describe('the demo\'s bookings carry answers', () => {
  it('some of each kind, read whole by the desk\'s wire schema, the same for the same seed', async () => {
    const { store } = sandbox.control.services();
    const answered = (name: string) => store.state.bookings.filter((booking) => booking.customAnswers?.[name]);
    for (const name of OWN_FIELDS) expect(answered(name).length, name).toBeGreaterThan(0);
    const stay = answered('arrival_by').find((booking) => store.item(booking.lines[0]!.itemId)?.unit === 'D')!;
    const record = await recordOf(stay.code);
    expect(record.fields.arrival_by).toBe(stay.customAnswers!.arrival_by);
    const again = await startSandbox({ seed: 11, bookings: 200 });
    try {
      expect(again.control.services().store.state.bookings.map((booking) => booking.customAnswers))
        .toEqual(store.state.bookings.slice(0, 200).map((booking) => booking.customAnswers));
    } finally {
      await again.close();
    }
  });
});
