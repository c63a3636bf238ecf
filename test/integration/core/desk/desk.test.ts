// The desk as the screens use it: first start on the demo account, the contract's calls against the sandbox,
// acting staff, sign-out, and no token or secret in anything that leaves core.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

let harness: DeskHarness;

beforeEach(async () => {
  harness = await deskOnDemo();
});
afterEach(() => harness.close());

async function bookingIn(status: string): Promise<string> {
  const page = await harness.value('bookings.list', { statusId: status, limit: 1 });
  return page.bookings[0]!.code;
}

/** A booking of that status whose guest is not in: a check-in on one already in is (rightly) refused. */
async function bookingNotIn(status: string): Promise<string> {
  const page = await harness.value('bookings.list', { statusId: status, limit: 50 });
  for (const booking of page.bookings) {
    const detail = await harness.value('bookings.get', { code: booking.code });
    if (detail.checkedIn === null) return booking.code;
  }
  throw new Error(`No ${status} booking of the first 50 is still to check in.`);
}

describe('a desk on its first start', () => {
  it('lands on the demo account, signed in through the real OAuth flow', async () => {
    const status = await harness.value('desk.status', {});
    expect(status.account).toMatchObject({ id: 'demo', kind: 'demo' });
    expect(status.auth.status).toBe('signed-in');
    expect(status.staff.map((member) => member.name)).toEqual(['Alex Morgan', 'Priya Shah', 'Sam Okafor']);
    const oauthPosts = harness.requests.filter((r) => r.url.includes('/oauth/token'));
    expect(oauthPosts).toHaveLength(1);
    expect(oauthPosts[0]!.body).toContain('grant_type=authorization_code');
  });

  it("lists today's arrivals and opens one", async () => {
    const page = await harness.value('bookings.list', { start: { on: 'today' } });
    expect(page.bookings.length).toBeGreaterThan(0);
    const detail = await harness.value('bookings.get', { code: page.bookings[0]!.code });
    expect(detail.code).toBe(page.bookings[0]!.code);
    expect(detail.currency).toBe('CAD');
  });
});

describe('writes through the contract', () => {
  it('checks a guest in and says who did it', async () => {
    const code = await bookingNotIn('PEND');
    const detail = await harness.value('bookings.checkIn', { code });
    expect(detail.checkedIn).toMatchObject({ staffId: 1, staffName: 'Alex Morgan' });
  });

  it('refuses to check in a VOID booking and says why', async () => {
    const result = await harness.call('bookings.checkIn', { code: await bookingIn('VOID') });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'refused', code: 'booking_void' });
    expect(result.error.message).toMatch(/void/i);
  });

  it('logs the next note under the staff member now acting', async () => {
    await harness.value('staff.setActing', { accountId: 2 });
    const detail = await harness.value('bookings.addNote', { code: await bookingIn('PAID'), body: 'Late arrival' });
    expect(detail.notes[0]).toMatchObject({ body: 'Late arrival', staffId: 2 });
    const apiCalls = harness.requests.filter((r) => r.url.includes('/api/3.0/')).slice(-2);
    expect(apiCalls.every((r) => r.headers.get('x-on-behalf') === '2')).toBe(true);
  });

  it('refuses bad input before anything runs, naming the field', async () => {
    // The heartbeat's pings are no part of the call.
    const sentToService = () => harness.requests.filter((r) => !r.url.endsWith('/api/3.0/ping')).length;
    const before = sentToService();
    const result = await harness.call('bookings.addNote', { code: 'ABCD-123456', body: 'x'.repeat(3001) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['body'] } });
    const injected = await harness.call('bookings.get', { code: '../../oauth/token' });
    expect(injected).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['code'] } });
    expect(sentToService()).toBe(before);
  });
});

describe('signing out', () => {
  it('signs out cleanly and every call then says so', async () => {
    const status = await harness.value('auth.signOut', {});
    expect(status.auth.status).toBe('signed-out');
    const result = await harness.call('bookings.list', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'signed-out' } });
  });
});

describe('secrets stay in core', () => {
  it('never lets a token or a secret into a contract answer or event', async () => {
    const seen: string[] = [];
    harness.running.events.subscribe((name, payload) => seen.push(JSON.stringify([name, payload])));
    const code = await bookingIn('PEND');
    for (const answer of [
      await harness.call('desk.status', {}), await harness.call('accounts.info', {}),
      await harness.call('bookings.list', { limit: 20 }), await harness.call('bookings.get', { code }),
      await harness.call('bookings.invoice', { code }), await harness.call('bookings.checkIn', { code }),
      await harness.call('notes.list', {}), await harness.call('items.list', {}), await harness.call('categories.list', {}),
      await harness.call('auth.signOut', {}), await harness.call('bookings.list', {}),
    ]) seen.push(JSON.stringify(answer));
    const tokens = harness.sandbox.control.services().store.state.tokens;
    const secrets = [harness.sandbox.clientSecret, harness.sandbox.apiSecret, ...harness.sandbox.staff.map((s) => s.password),
      ...tokens.flatMap((t) => [t.accessToken, t.refreshToken])];
    const tokenOnWire = harness.requests.map((r) => r.headers.get('authorization')).find((h) => h?.startsWith('Bearer '));
    secrets.push(tokenOnWire!.slice('Bearer '.length));
    const everything = seen.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('never sends the consumer key or secret to /api/', async () => {
    await harness.value('bookings.list', {});
    const apiRequests = harness.requests.filter((r) => r.url.includes('/api/'));
    expect(apiRequests.length).toBeGreaterThan(0);
    for (const request of apiRequests) {
      expect(request.headers.get('authorization')).toMatch(/^Bearer /);
      expect(request.url + request.body).not.toContain(harness.sandbox.clientSecret);
      expect(request.url + request.body).not.toContain(harness.sandbox.clientId);
    }
  });
});

describe('an account that moves', () => {
  it('asks before following a 301 to another server, then keeps the new address and goes there directly', async () => {
    const oldUrl = harness.sandbox.url;
    const newUrl = await harness.sandbox.control.move();
    const asked = await harness.call('bookings.list', { limit: 1, page: 1 });
    expect(asked).toMatchObject({ ok: false, error: { code: 'move_to_another_host' } });
    expect((await harness.value('desk.status', {})).account).toMatchObject({ baseUrl: oldUrl, proposedMove: newUrl });
    await harness.value('accounts.acceptMove', { accountId: 'demo' });
    await harness.value('bookings.list', { limit: 1 });
    const status = await harness.value('desk.status', {});
    expect(status.account!.baseUrl).toBe(newUrl);
    const before = harness.requests.length;
    await harness.value('bookings.list', { limit: 1 });
    expect(harness.requests.slice(before).every((r) => r.url.startsWith(newUrl))).toBe(true);
  });
});
