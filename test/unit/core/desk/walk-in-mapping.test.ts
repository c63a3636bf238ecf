// The walk-in mappings on awkward service answers: line order, unlimited stock, hostile links and field names,
// groups, rule errors of an unexpected shape.
import { describe, expect, it } from 'vitest';
import { basket } from '../../../../electron/core/mapping/basket-mapping.js';
import { compareLineIds } from '../../../../shared/wire/index.js';
import { bookingForm, createdBooking } from '../../../../electron/core/mapping/form-mapping.js';
import { safeLink } from '../../../../electron/core/mapping/safe-link.js';
import { bookingParameters, offers } from '../../../../electron/core/mapping/rate-mapping.js';
import {
  bookingFormSchema, createBookingResponseSchema, ratedItemListResponseSchema, ratedItemSchema, sessionSchema,
} from '../../../../shared/wire/index.js';
import { readTolerantly } from '../../../../shared/wire/tolerant-read.js';

const context = { counts: { adults: 2 }, eventNames: new Map([[7, 'Low season']]), eventTypes: new Map([[7, 'SE']]) };

function rated(id: number, rate: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return ratedItemSchema.parse({
    item_id: id, name: `Item ${id}`, pos: id, unit: 'D',
    param: { adults: { lbl: 'Adults', MIN: 1, MAX: 4, def: 1, price: 10 } },
    rate: { status: 'AVAILABLE', available: 3, sub_total: '20.00', ...rate }, ...extra,
  });
}

describe('offers', () => {
  it('totals after the discount, names the events and gives the slip only when bookable', () => {
    const [offer] = offers([rated(1, {
      slip: 'abc.def', summary: { price: { param: { adults: '$10.00' } } },
      dates: { 20261122: { rates: [7], discount: [] } },
    }, { discount: { amount: 2.5 } })], context);
    expect(offer).toMatchObject({
      status: 'bookable', slip: 'abc.def', subTotal: '20.00', discount: '2.50', total: '17.50',
      parameters: [{ id: 'adults', label: 'Adults', count: 2, unitPrice: '$10.00' }],
      events: [{ id: 7, name: 'Low season', kind: 'seasonal' }],
    });
  });

  it('keeps the SLIP of a rule-breaking offer out and reads rule errors of any shape', () => {
    const [offer] = offers([rated(1, {
      status: 'RULE', slip: 'should-not-be-used',
      errors: [{ rule: 'param_max', message: 'At most 1 adult.', param_id: 'adults' }, 'a bare string', { nonsense: true }],
    })], context);
    expect(offer!.status).toBe('rule');
    expect(offer!.slip).toBeNull();
    expect(offer!.problems).toEqual([
      { rule: 'param_max', message: 'At most 1 adult.', parameterId: 'adults' },
      { rule: 'rule', message: 'A booking rule is not met.', parameterId: null },
    ]);
  });

  it('puts grouped children under their parent and not beside it', () => {
    const parent = rated(4, { status: 'GROUP', child_ids: [5, 6] });
    const list = offers([rated(6, { slip: 'six' }), parent, rated(5, { slip: 'five' }), rated(2, { slip: 'two' })], context);
    expect(list.map((offer) => offer.itemId)).toEqual([2, 4]);
    expect(list[1]!.children.map((child) => [child.itemId, child.slip])).toEqual([[5, 'five'], [6, 'six']]);
  });

  it('knows a parent by its children, as item records (Checkfront\'s docs) or as comma-separated ids', () => {
    const records = [{ item_id: '5', sku: 'five', product_group_type: 'C' }, { item_id: 6 }, { item_id: 'not an id' }];
    for (const children of [records, '5,6', { 5: { item_id: '5' }, 6: { item_id: '6' } }]) {
      const read = readTolerantly(ratedItemListResponseSchema, {
        items: { 4: { ...rated(4, {}), product_group_type: 'P', product_group_children: children }, 5: rated(5, { slip: 'five' }), 6: rated(6, { slip: 'six' }) },
      });
      if (!read.ok) throw new Error(read.problem);
      const list = offers(Object.values(read.value.items), context);
      expect(list.map((offer) => [offer.itemId, offer.status, offer.children.map((child) => child.itemId)])).toEqual([[4, 'group', [5, 6]]]);
    }
  });

  it('reads a rated list written as recorded live lists are: the request echoed, codes false, meta as JSON text', () => {
    const live = {
      request: { start_date: '20300105', category_id: '5', packages: '1', path: ['item'], resource: 'item', records: 1, status: 'OK', method: 'post' },
      query: { start_date: '20300105', discount_code: false, giftcert_code: false, end_date: '20300106', exclude: false,
        param: { qty: '1', adults: 2 }, local_start_date: '05/01/30', local_end_date: '06/01/30' },
      items: { 9: {
        unit: 'N', item_id: 9, name: 'Garden Room', meta: '{"item_package_rate":""}', details: null, image: '', rated: true, days: '1',
        product_group_type: '', product_group_children: '',
        param: { adults: { price: '1', lbl: 'Adults', lock: '1', qty: 2, req: 1 } },
        rate: { status: 'AVAILABLE', available: 3, slip: 'nine', sub_total: '130.00', summary: { price: { param: { adults: '$65.00' } } } },
      } },
    };
    const read = readTolerantly(ratedItemListResponseSchema, live);
    if (!read.ok) throw new Error(read.problem);
    expect(read.removals.filter((removal) => !removal.empty)).toEqual([]);
    expect(offers(Object.values(read.value.items), context)).toEqual([expect.objectContaining({
      itemId: 9, status: 'bookable', slip: 'nine', total: '130.00', unit: 'N', length: { count: 1, unit: 'night' },
    })]);
  });

  it('says unlimited rather than a stock number', () => {
    const [offer] = offers([rated(1, { slip: 's', available: 1_000_000_000 }, { unlimited: 1 })], context);
    expect(offer!.left).toBeNull();
  });
});

describe('booking parameters', () => {
  it('takes the widest limits any item allows, in the order the items name them, ids as the account wrote them', () => {
    const items = [
      rated(1, {}, { param: { guests: { lbl: 'Guests', MIN: 1, MAX: 2, def: 1 } } }),
      rated(2, {}, { param: { guests: { lbl: 'Guests', MIN: 1, MAX: 8, def: 2 }, '10': { lbl: 'Children', MIN: 0, MAX: 4, def: 0 } } }),
    ];
    expect(bookingParameters(items)).toEqual([
      { id: 'guests', label: 'Guests', min: 1, max: 8, initial: 1, hidden: false, locked: false },
      { id: '10', label: 'Children', min: 0, max: 4, initial: 0, hidden: false, locked: false },
    ]);
  });

  it('reads MAX 0 as no limit and lock as "controls inventory", as the recorded answer sends both for plain counts', () => {
    const recorded = rated(18, {}, { param: { adults: { lbl: 'Adults', lock: 1, hide: 0, MIN: 0, MAX: 0, def: 1 } } });
    expect(bookingParameters([recorded])).toEqual([
      { id: 'adults', label: 'Adults', min: 0, max: 99, initial: 1, hidden: false, locked: false },
    ]);
  });

  it('hides a parameter hidden on every item that takes it, and fixes one whose every item allows a single count', () => {
    const room = rated(1, {}, { param: { rooms: { lbl: 'Rooms', MIN: 1, MAX: 1, def: 1 }, qty: { lbl: 'Units', hide: 1, def: 1 } } });
    const suite = rated(2, {}, { param: { rooms: { lbl: 'Rooms', MIN: 1, MAX: 1, def: 1 }, qty: { lbl: 'Units', hide: 0, def: 1 } } });
    expect(bookingParameters([room])).toMatchObject([{ id: 'rooms', locked: true, hidden: false }, { id: 'qty', hidden: true }]);
    expect(bookingParameters([room, suite])).toMatchObject([{ id: 'rooms', locked: true }, { id: 'qty', hidden: false }]);
    const flexible = rated(3, {}, { param: { rooms: { lbl: 'Rooms', MIN: 1, MAX: 3, def: 1 } } });
    expect(bookingParameters([room, flexible])[0]).toMatchObject({ id: 'rooms', locked: false, min: 1, max: 3 });
  });
});

describe('basket', () => {
  it('orders lines by line id, whatever order the keys came in, and reads package states', () => {
    const session = sessionSchema.parse({
      id: 's1', currency_id: 'CAD', sub_total: '50.00', total: '50.00', tax_total: '5.36', discount: '0.00', due: '50.00',
      item: {
        10: { item_id: 9, name: 'Tenth', rate: { total: '1.00', qty: 1 } },
        2: { item_id: 2, name: 'Second', rate: { total: '20.00', qty: 2 } },
        '2.1': { item_id: 30, name: 'Helmet', optin: 'O', opt: 'out', available: 1_000_000_000, rate: { total: '0.00' } },
        1: { item_id: 1, name: 'First', available: 4 },
        '<script>': { item_id: 66, name: 'Not a line' },
      },
    });
    const shown = basket(session, { currency: 'USD', timeZone: 'America/Vancouver', staffId: null, countsOf: () => null });
    expect(shown.lines.map((line) => line.lineId)).toEqual(['1', '2', '2.1', '10']);
    expect(shown.lines[2]).toMatchObject({ mainLineId: '2', left: null, package: { optional: true, optedIn: false } });
    expect(shown.currency).toBe('CAD');
    expect(['1.2', '1.10', '1.1'].sort(compareLineIds)).toEqual(['1.1', '1.2', '1.10']);
  });
});

describe('a basket line\'s counts and length', () => {
  // 2030-01-07 15:00 and 2030-01-08 11:00 in Vancouver (PST, -8).
  const arrival = Date.UTC(2030, 0, 7, 23) / 1000;
  const departure = Date.UTC(2030, 0, 8, 19) / 1000;
  const session = sessionSchema.parse({ id: 's2', item: {
    1: { item_id: 101, unit: 'N', slip: 'room', date: { start_date: arrival, end_date: departure } },
    '1.1': { item_id: 401, unit: 'D', optin: 'O', opt: 'in', date: { start_date: arrival, end_date: departure } },
    2: { item_id: 302, unit: 'D', slip: 'board', date: { start_date: arrival, end_date: departure } },
    3: { item_id: 201, unit: 'H', slip: 'not rated here', date: { start_date: arrival, end_date: arrival + 3 * 3600 } },
  } });
  const counts = new Map([['room', [{ label: 'Children', count: 1 }, { label: 'Rooms', count: 1 }]], ['board', []]]);
  const shown = basket(session, { currency: 'CAD', timeZone: 'America/Vancouver', staffId: null, countsOf: (slip) => counts.get(slip ?? '') ?? null });

  it('counts a stay by the night in nights, a rental by the day in days, and a tour by the hour not at all', () => {
    expect(shown.lines.map((line) => [line.lineId, line.length])).toEqual([
      ['1', { count: 1, unit: 'night' }], ['1.1', null], ['2', { count: 2, unit: 'day' }], ['3', null],
    ]);
  });

  it('gives each line its first day in the account\'s zone', () => {
    expect(shown.lines.map((line) => line.firstDay)).toEqual([20300107, 20300107, 20300107, 20300107]);
  });

  it('names who is coming where this desk rated the SLIP, and says it does not know elsewhere', () => {
    expect(shown.lines.map((line) => line.counts)).toEqual([
      [{ label: 'Children', count: 1 }, { label: 'Rooms', count: 1 }], null, [], null,
    ]);
  });
});

describe('booking form', () => {
  const wire = bookingFormSchema.parse({
    msg: [], errors: 0, mode: 'html', _cnf: [],
    customer_name: { value: '', define: { required: 1, layout: { lbl: 'Name', type: 'text', staff: { form: 1 }, customer: { form: 1 } } } },
    customer_phone: { value: '', define: { required: 0, mask: 'simple', layout: { lbl: 'Phone', type: 'text' } } },
    source: { value: '', define: { layout: { lbl: 'Source', type: 'select', options: { web: 'Web' }, staff: { form: 1 }, customer: { form: 0 } } } },
    'bad name!': { value: '', define: { layout: { lbl: 'Injected', type: 'text' } } },
    widget: { value: '', define: { layout: { lbl: 'Odd', type: 'rainbow' } } },
    booking_policy: {
      body: '<p>Policy</p>',
      fields: { customer_tos_agree: { value: '', define: { required: 1, layout: { lbl: 'I agree', type: 'checkbox' } } } },
    },
  });

  it('renders the staff form: required marked, masks and options read, strange names dropped', () => {
    const form = bookingForm(wire, 'staff');
    expect(form.fields.map((field) => field.name)).toEqual(['customer_name', 'customer_phone', 'source', 'widget', 'customer_tos_agree']);
    expect(form.fields[0]).toMatchObject({ required: true, mask: null, policy: false });
    expect(form.fields[1]).toMatchObject({ mask: 'simple', required: false });
    expect(form.fields[2]!.options).toEqual([{ code: 'web', label: 'Web' }]);
    expect(form.fields[3]!.type).toBe('text');
    expect(form.fields[4]).toMatchObject({ type: 'checkbox', policy: true, required: true });
    expect(form.policyHtml).toBe('<p>Policy</p>');
  });

  it('leaves out what the customer form does not show', () => {
    expect(bookingForm(wire, 'customer').fields.map((field) => field.name)).not.toContain('source');
  });
});

describe('created booking', () => {
  it('shows only links a browser may safely open', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('http://example.com/pay')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink('http://127.0.0.1:4000/invoice/A')).toBe('http://127.0.0.1:4000/invoice/A');
    const created = createdBooking(createBookingResponseSchema.parse({ booking: {
      booking_id: 12, customer_id: 3, code: 'ABCD-1', total: '10.00', invoice_url: 'https://pay.example.com/i/ABCD-1',
    } }), 'CAD');
    expect(created).toEqual({
      bookingId: 12, code: 'ABCD-1', customerId: 3, statusId: null, total: '10.00', currency: 'CAD',
      invoiceUrl: 'https://pay.example.com/i/ABCD-1',
    });
    const unsafe = createBookingResponseSchema.parse({ request: { status: 'OK', data: { url: 'javascript:alert(1)' } } });
    expect(createdBooking(unsafe, 'CAD').invoiceUrl).toBeNull();
  });

  it('offers request.data.url, the page Checkfront\'s cart sends the guest to, before the booking\'s invoice_url', () => {
    const answer = createBookingResponseSchema.parse({
      request: { status: 'OK', data: { url: 'https://pay.example.com/pay/ABCD-1' } },
      booking: { booking_id: '12', invoice_url: 'https://pay.example.com/i/ABCD-1' },
    });
    expect(createdBooking(answer, 'CAD')).toMatchObject({ bookingId: 12, code: '12', invoiceUrl: 'https://pay.example.com/pay/ABCD-1' });
  });

  it('reads a booking_id that is a code as the code, and a create that names nothing as a booking made all the same', () => {
    const byCode = createBookingResponseSchema.parse({ booking: { booking_id: 'PVCA-050314' } });
    expect(createdBooking(byCode, 'CAD')).toMatchObject({ bookingId: null, code: 'PVCA-050314' });
    const bare = createBookingResponseSchema.parse({ request: { status: 'OK' } });
    expect(createdBooking(bare, 'CAD')).toMatchObject({ bookingId: null, code: null, customerId: null, invoiceUrl: null });
  });
});
