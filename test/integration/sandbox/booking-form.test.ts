// booking/form (spec 2.11, 4.4) and the Public API's booking/forms (4.7): fields, and who must fill which (5.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFormResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, apiPost, type CallOptions } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;
let open: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, bookings: 200 });
  open = await startSandbox({ seed: 11, bookings: 200, publicMode: true });
});
afterAll(async () => {
  await sandbox.close();
  await open.close();
});

const ADDRESS_FIELDS = ['customer_address', 'customer_city', 'customer_country', 'customer_region', 'customer_postal_zip'];
const CUSTOMER_FORM = ['customer_name', 'customer_email', 'customer_phone', ...ADDRESS_FIELDS, 'note'];

async function form(options: CallOptions = {}, path = 'booking/form', on = sandbox) {
  const answer = await apiGet(on, path, {}, options);
  expect(answer.status, answer.text).toBe(200);
  bookingFormResponseSchema.parse(answer.body);
  return answer.body.booking_form_ui as Record<string, any>;
}

/** Names of the fields (booking_policy's included) whose define.required is 1. */
function required(ui: Record<string, any>): string[] {
  const fields = { ...ui, ...ui.booking_policy.fields };
  return Object.entries(fields)
    .filter(([, field]) => (field as { define?: { required?: number } }).define?.required === 1)
    .map(([name]) => name);
}

describe('booking/form', () => {
  it('answers booking_form_ui with msg, errors, mode, _cnf and every field of 2.11', async () => {
    const ui = await form();
    expect(ui).toMatchObject({ msg: [], errors: 0, mode: 'html', _cnf: [] });
    for (const name of [...CUSTOMER_FORM, 'source']) {
      expect(ui[name], name).toMatchObject({ value: '', define: { layout: { lbl: expect.any(String) } } });
      const layout = ui[name].define.layout;
      expect(Object.keys(layout.staff).sort()).toEqual(['form', 'invoice', 'required']);
      expect(Object.keys(layout.customer).sort()).toEqual(['form', 'invoice', 'required']);
      expect([0, 1]).toContain(layout.sys);
    }
    expect(ui.customer_email.define.mask).toBe('email');
    expect(ui.note.define.layout.type).toBe('textarea');
    expect(ui.customer_country.define.layout).toMatchObject({ type: 'select', customer_address: true });
    expect(ui.customer_country.define.layout.options).toMatchObject({ CA: 'Canada', US: 'United States', GB: 'United Kingdom', DE: 'Germany', JP: 'Japan' });
    expect(ui.customer_region.define.layout.options).toMatchObject({ BC: 'British Columbia', AB: 'Alberta', ON: 'Ontario', WA: 'Washington', OR: 'Oregon' });
    expect(ui.booking_policy.body).toMatch(/^<h3>/);
    expect(ui.booking_policy.fields.customer_tos_agree.define.layout.type).toBe('checkbox');
  });

  it('requires only the name of staff', async () => {
    expect(required(await form())).toEqual(['customer_name']);
    expect(required(await form({ onBehalf: 'priya' }))).toEqual(['customer_name']);
  });

  it('requires name, email, phone and the policy agreement of a customer (X-On-Behalf: off)', async () => {
    const ui = await form({ onBehalf: 'off' });
    expect(required(ui)).toEqual(['customer_name', 'customer_email', 'customer_phone', 'customer_tos_agree']);
    // The layout still tells both audiences apart; only define.required follows the caller.
    expect(ui.customer_email.define.layout.staff.required).toBe(0);
    expect(ui.customer_email.define.layout.customer.required).toBe(1);
  });

  it('answers GET and, as reads do on the live service, POST', async () => {
    expect((await apiPost(sandbox, 'booking/form')).status).toBe(200);
    const answer = await fetch(`${sandbox.url}/api/3.0/booking/form`, { method: 'PUT' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, POST');
  });
});

describe('booking/forms, the Public API form (spec 4.7)', () => {
  it('shows only the fields set to show on the customer booking form', async () => {
    const ui = await form({}, 'booking/forms');
    for (const name of CUSTOMER_FORM) expect(ui[name], name).toBeDefined();
    expect(ui.source).toBeUndefined();
    expect(ui.booking_policy.fields.customer_tos_agree).toBeDefined();
  });

  it('is open to unauthenticated callers only when the Public API is on, with the customer requirements', async () => {
    const ui = await form({ auth: 'none' }, 'booking/forms', open);
    expect(required(ui)).toEqual(['customer_name', 'customer_email', 'customer_phone', 'customer_tos_agree']);
    expect((await apiGet(open, 'booking/form', {}, { auth: 'none' })).status).toBe(401);
    expect((await apiGet(sandbox, 'booking/forms', {}, { auth: 'none' })).status).toBe(401);
  });
});
