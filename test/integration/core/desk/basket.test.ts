// The basket through the desk contract: the service's booking session (spec 2.10, 4.5) filled from rated SLIPs,
// altered, replaced, cleared and ended; one per staff member, kept across a restart, and honest when it is gone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDesk } from '../../../../electron/core/desk/create-desk.js';
import { dispatch } from '../../../../electron/core/desk/dispatch.js';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import type { Basket } from '../../../../shared/contract/model/basket.js';
import type { RateSearch } from '../../../../shared/contract/model/rates.js';
import { addDays, dayInZone, type Day } from '../../../../shared/domain/dates.js';
import { decimalString } from '../../../../shared/wire/index.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { apiGet, apiPost } from '../../../support/sandbox-http.js';

let harness: DeskHarness;
let tomorrow: Day;

beforeEach(async () => {
  harness = await deskOnDemo({ bookings: 200 });
  const { timezone } = await harness.value('accounts.info', {});
  tomorrow = addDays(dayInZone(harness.sandbox.control.services().clock.now(), timezone), 1);
});
afterEach(() => harness.close());

/** A SLIP for the item tomorrow, one adult unless said otherwise. */
async function slipFor(itemId: number, search: Partial<RateSearch> = {}): Promise<string> {
  const { offers } = await harness.value('rates.find', { startDay: tomorrow, counts: { adults: 1 }, ...search, itemIds: [itemId] });
  expect(offers[0]?.slip, `a SLIP for item ${itemId}`).toBeTruthy();
  return offers[0]!.slip!;
}

/** The session id the desk keeps for the acting staff member (in the settings, never shown to the screens). */
function sessionId(): string {
  const baskets = harness.running.desk.registry.find('demo')?.baskets ?? {};
  const acting = harness.running.desk.staff.actingStaffId();
  return baskets[String(acting ?? 'self')]!;
}

/** The session as the service itself shows it, read over plain HTTP. */
async function serviceSession() {
  const answer = await apiGet(harness.sandbox, 'booking/session', { session_id: sessionId() });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.booking.session;
}

/** The service's total as the desk keeps amounts: a live PHP service may write "223.00" or 223. */
const serviceTotal = (session: { total: unknown }) => decimalString.parse(session.total);

const lineSummary = (basket: Basket) => basket.lines.map((line) => [line.lineId, line.itemId, line.total]);

/** A basket with a 2-adult snorkeling tour (line 1, wetsuit 1.1) and a mountain bike (line 2, helmet 2.1). */
async function tourAndBike(): Promise<Basket> {
  return harness.value('basket.add', { slips: [await slipFor(201, { counts: { adults: 2 } }), await slipFor(301)] });
}

describe('filling the basket', () => {
  it('has no basket before anything is added', async () => {
    expect(await harness.value('basket.get', {})).toBeNull();
  });

  it('opens a basket from one SLIP, with the totals the service computed', async () => {
    const basket = await harness.value('basket.add', { slips: [await slipFor(301)] });
    expect(basket.lines).toEqual([
      expect.objectContaining({ lineId: '1', mainLineId: null, itemId: 301, name: 'Mountain Bike', quantity: 1,
        unitPrice: '35.00', total: '35.00', package: null }),
      expect.objectContaining({ lineId: '1.1', mainLineId: '1', itemId: 403, name: 'Helmet', total: '5.00', left: null,
        package: { optional: true, optedIn: true } }),
    ]);
    expect(basket).toMatchObject({ subTotal: '40.00', discount: '0.00', total: '40.00', due: '40.00', currency: 'CAD' });
    const wire = await serviceSession();
    // The same amounts the service computed, however it wrote them ("40.00", or 40 from a live PHP service).
    const amounts = (...values: unknown[]) => values.map(Number);
    expect(amounts(basket.subTotal, basket.tax, basket.total, basket.due))
      .toEqual(amounts(wire.sub_total, wire.tax_total, wire.total, wire.due));
    expect(await harness.value('basket.get', {})).toEqual(basket);
  });

  it('adds several SLIPs at once, each its own line, and more to the same basket later', async () => {
    const first = await tourAndBike();
    expect(lineSummary(first)).toEqual([
      ['1', 201, '130.00'], ['1.1', 402, '24.00'], ['2', 301, '35.00'], ['2.1', 403, '5.00'],
    ]);
    expect(first.total).toBe('194.00');
    const more = await harness.value('basket.add', { slips: [await slipFor(303)] });
    expect(more.lines.map((line) => line.lineId)).toEqual(['1', '1.1', '2', '2.1', '3']);
    expect(more.lines.at(-1)).toMatchObject({ itemId: 303, name: 'Electric Scooter', left: null });
    expect(more.total).toBe('223.00');
    expect(more.total).toBe(serviceTotal(await serviceSession()));
  });

  it('sets the quantity of a line, its package following, with the new total from the service', async () => {
    await tourAndBike();
    const basket = await harness.value('basket.setQuantity', { lineId: '2', quantity: 3 });
    expect(basket.lines.filter((line) => line.lineId.startsWith('2')).map((line) => [line.quantity, line.total]))
      .toEqual([[3, '105.00'], [3, '15.00']]);
    expect(basket.total).toBe('274.00');
    expect(basket.total).toBe(serviceTotal(await serviceSession()));
  });

  it('removes a main line together with its packages', async () => {
    await tourAndBike();
    const basket = await harness.value('basket.removeLine', { lineId: '1' });
    expect(lineSummary(basket)).toEqual([['2', 301, '35.00'], ['2.1', 403, '5.00']]);
    expect(basket.total).toBe('40.00');
  });

  it('refuses a SLIP with one character changed and leaves the basket as it was', async () => {
    const before = await tourAndBike();
    const slip = await slipFor(303);
    const middle = Math.floor(slip.length / 2);
    const tampered = `${slip.slice(0, middle)}${slip[middle] === 'A' ? 'B' : 'A'}${slip.slice(middle + 1)}`;
    const result = await harness.call('basket.add', { slips: [tampered] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', code: 'invalid_slip' } });
    if (!result.ok) expect(result.error.message).toMatch(/rated item query/);
    expect(await harness.value('basket.get', {})).toEqual(before);
  });
});

describe('packages', () => {
  it('opts a package out (line total 0.00, basket total down) and back in', async () => {
    const before = await tourAndBike();
    const out = await harness.value('basket.setPackage', { lineId: '1.1', optedIn: false });
    expect(out.lines.find((line) => line.lineId === '1.1')).toMatchObject({
      itemId: 402, total: '0.00', package: { optional: true, optedIn: false },
    });
    expect(out.total).toBe('170.00');
    expect(out.total).toBe(serviceTotal(await serviceSession()));
    const back = await harness.value('basket.setPackage', { lineId: '1.1', optedIn: true });
    expect(back).toEqual(before);
  });
});

describe('changing a line', () => {
  it('rates the line again with more adults: a new total, the same line id, an opted-out package still out', async () => {
    await tourAndBike();
    await harness.value('basket.setPackage', { lineId: '1.1', optedIn: false });
    const basket = await harness.value('basket.replaceLine', {
      lineId: '1', terms: { startDay: tomorrow, counts: { adults: 3 } },
    });
    expect(basket.lines.map((line) => line.lineId)).toEqual(['1', '1.1', '2', '2.1']);
    // The counts the line was rated with, known to the desk, which rated it; a tour by the hour has no length.
    expect(basket.lines[0]).toMatchObject({ itemId: 201, total: '195.00', counts: [{ label: 'Adults', count: 3 }], length: null });
    expect(basket.lines[1]).toMatchObject({ itemId: 402, total: '0.00', package: { optional: true, optedIn: false } });
    expect(basket.total).toBe('235.00');
    expect(basket.total).toBe(serviceTotal(await serviceSession()));
  });

  it('refuses new terms that break a rule, with the rule in the message, and changes nothing', async () => {
    const before = await tourAndBike();
    const result = await harness.call('basket.replaceLine', { lineId: '2', terms: { startDay: tomorrow, counts: { adults: 2 } } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 'rule_violation' } });
    if (!result.ok) expect(result.error.message).toMatch(/Mountain Bike takes at most 1 Adults/);
    expect(await harness.value('basket.get', {})).toEqual(before);
  });

  it('refuses to re-rate an item the service no longer offers, keeping the basket (not calling it expired)', async () => {
    const before = await tourAndBike();
    harness.sandbox.control.services().store.item(301)!.enabled = false;
    const result = await harness.call('basket.replaceLine', { lineId: '2', terms: { startDay: tomorrow, counts: { adults: 1 } } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 'item_gone' } });
    expect(await harness.value('basket.get', {})).toEqual(before);
  });

  it('lets staff replace past a rule with soft rules', async () => {
    await tourAndBike();
    const basket = await harness.value('basket.replaceLine', {
      lineId: '2', terms: { startDay: tomorrow, counts: { adults: 2 }, rules: 'soft' },
    });
    expect(basket.lines.find((line) => line.lineId === '2')).toMatchObject({ itemId: 301, total: '70.00' });
  });
});

describe('clearing and ending', () => {
  it('clears every line and keeps the (empty) basket', async () => {
    await tourAndBike();
    const cleared = await harness.value('basket.clear', {});
    expect(cleared).toMatchObject({ lines: [], total: '0.00' });
    expect(await harness.value('basket.get', {})).toMatchObject({ lines: [], total: '0.00' });
  });

  it('ends the basket on the service and forgets it here', async () => {
    await tourAndBike();
    const id = sessionId();
    expect(await harness.value('basket.end', {})).toEqual({ ok: true });
    expect(await harness.value('basket.get', {})).toBeNull();
    const wire = await apiGet(harness.sandbox, 'booking/session', { session_id: id });
    expect(wire.error?.code).toBe('session_ended');
  });
});

describe('whose basket', () => {
  it('keeps one basket per staff member', async () => {
    await harness.value('staff.setActing', { accountId: 1 });
    const alex = await tourAndBike();
    expect(alex.staffId).toBe(1);
    await harness.value('staff.setActing', { accountId: 2 });
    expect(await harness.value('basket.get', {})).toBeNull();
    const priya = await harness.value('basket.add', { slips: [await slipFor(303)] });
    expect(priya).toMatchObject({ staffId: 2, total: '29.00' });
    const sessionCalls = harness.requests.filter((request) => request.url.includes('/api/3.0/booking/session'));
    expect(sessionCalls.at(-1)!.headers.get('x-on-behalf')).toBe('2');
    await harness.value('staff.setActing', { accountId: 1 });
    expect(await harness.value('basket.get', {})).toEqual(alex);
    await harness.value('staff.setActing', { accountId: 2 });
    expect(lineSummary((await harness.value('basket.get', {}))!)).toEqual([['1', 303, '29.00']]);
  });

  it('finds the basket again after the desk restarts', async () => {
    const before = await tourAndBike();
    await harness.running.close();
    const registry = harness.running.desk.registry;
    // The settings as the first desk left them; the vault is new, so the demo signs in again.
    const settings = {
      ...structuredClone(DEFAULT_SETTINGS), accounts: structuredClone([...registry.all]), currentAccountId: registry.currentId,
    };
    expect(settings.accounts.find((account) => account.id === 'demo')?.baskets).toEqual({ self: expect.any(String) });
    const { sandbox } = harness;
    const restarted = createDesk({
      settings: new MemorySettingsStore(settings), vault: new MemoryVault(), dataDir: null,
      openBrowser: () => Promise.reject(new Error('no browser in this test')),
      startDemo: async () => ({
        baseUrl: sandbox.url, clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, staff: sandbox.staff,
        close: async () => undefined,
      }),
    });
    try {
      await restarted.start();
      const again = await dispatch(restarted.handlers, 'basket.get', {}, restarted.log);
      // The same lines, money and lengths; who each line is for was known from the rating, which this desk did not do.
      expect(before.lines[0]!.counts).not.toBeNull();
      expect(again).toEqual({ ok: true, value: { ...before, lines: before.lines.map((line) => ({ ...line, counts: null })) } });
    } finally {
      await restarted.close();
    }
  });
});

describe('a basket the service no longer has', () => {
  it('says the basket expired after a week idle, and then starts afresh', async () => {
    await tourAndBike();
    harness.sandbox.control.advanceClock(8 * 86_400);
    const result = await harness.call('basket.get', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'basket_expired' } });
    if (!result.ok) expect(result.error.message).toMatch(/expired.*Start a new basket/s);
    expect(await harness.value('basket.get', {})).toBeNull();
    const fresh = await harness.value('basket.add', { slips: [await slipFor(303, { startDay: addDays(tomorrow, 8) })] });
    expect(lineSummary(fresh)).toEqual([['1', 303, '29.00']]);
  });

  it('says the basket expired when its session was ended elsewhere', async () => {
    await tourAndBike();
    const ended = await apiPost(harness.sandbox, 'booking/session/end', { session_id: sessionId() });
    expect(ended.status).toBe(200);
    const result = await harness.call('basket.setQuantity', { lineId: '1', quantity: 2 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'basket_expired' } });
    expect(await harness.value('basket.get', {})).toBeNull();
  });

  it('says a basket ended under a booking may already have become one: its own code, for the page to word', async () => {
    await tourAndBike();
    const ended = await apiPost(harness.sandbox, 'booking/session/end', { session_id: sessionId() });
    expect(ended.status).toBe(200);
    const result = await harness.call('basket.create', { values: { customer_name: 'Kenji Fujita', customer_email: 'kenji.fujita@example.com' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'basket_maybe_booked' } });
    expect(await harness.value('basket.get', {})).toBeNull();
  });
});

describe('while the service is unreachable', () => {
  it('answers offline and loses nothing: the basket has its lines when the service is back', async () => {
    const before = await tourAndBike();
    harness.sandbox.control.setFaults({ offline: true });
    for (const result of [
      await harness.call('basket.get', {}),
      await harness.call('basket.setQuantity', { lineId: '1', quantity: 2 }),
      await harness.call('basket.setPackage', { lineId: '2.1', optedIn: false }),
      await harness.call('basket.end', {}),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { kind: 'offline' } });
    }
    harness.sandbox.control.clearFaults();
    expect(await harness.value('basket.get', {})).toEqual(before);
  });
});
