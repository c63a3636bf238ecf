// Credentials on /api/ paths (spec 5, 5.3, 7; docs/api-assumptions.md "Authentication", "Acting identity"):
// the token pair, OAuth tokens and who they act as, the refused consumer key, and the Public API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { noteAddedResponseSchema, pingResponseSchema } from '../../../shared/wire/index.js';
import { tokensFor } from '../../support/oauth-flow.js';
import { apiGet, apiPost, type CallOptions } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;
let bookingId: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 33, bookings: 100 });
  const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
  bookingId = Object.keys(listing.body['booking/index'] as Record<string, unknown>)[0]!;
});
afterAll(() => sandbox.close());

const staff = (login: string) => sandbox.staff.find((s) => s.login === login)!;

/** Adds a note and returns the account_id it was logged under, as booking/{id} reads it back. */
async function noteLoggedUnder(options: CallOptions): Promise<number> {
  const body = `Who am I? ${Math.random()}`;
  const added = await apiPost(sandbox, `booking/${bookingId}/note`, { body }, options);
  expect(added.status).toBe(200);
  const note = noteAddedResponseSchema.parse(added.body).note;
  const read = await apiGet(sandbox, `booking/${bookingId}`);
  const stored = (read.body.booking.notes as { body: string; account_id: number }[]).find((n) => n.body === body);
  expect(stored?.account_id).toBe(note.account_id);
  return stored!.account_id;
}

describe('acting identity', () => {
  it('acts as the staff member who approved the OAuth token: a note is logged under them', async () => {
    const priya = staff('priya');
    const { access_token } = await tokensFor(sandbox, priya);
    expect(await noteLoggedUnder({ auth: { bearer: access_token } })).toBe(priya.accountId);
  });

  it('keeps a bookmark for the staff member who approved the token, not for the others', async () => {
    const sam = staff('sam');
    const { access_token } = await tokensFor(sandbox, sam);
    const marked = await apiPost(sandbox, `booking/${bookingId}/bookmark`, { mark: 1 }, { auth: { bearer: access_token } });
    expect(marked.status).toBe(200);
    expect((await apiGet(sandbox, `booking/${bookingId}`, {}, { auth: { bearer: access_token } })).body.booking.bookmark)
      .toBe(true);
    const alexView = await apiGet(sandbox, `booking/${bookingId}`, {}, { onBehalf: 'alex' });
    expect(alexView.body.booking.bookmark).toBe(false);
    await apiPost(sandbox, `booking/${bookingId}/bookmark`, { mark: 0 }, { auth: { bearer: access_token } });
  });

  it('acts as the account owner, the first staff member, with the token pair', async () => {
    expect(await noteLoggedUnder({ auth: 'pair' })).toBe(sandbox.staff[0]!.accountId);
  });

  it('switches the acting staff member with X-On-Behalf, by account id or by login', async () => {
    const { access_token } = await tokensFor(sandbox, staff('priya'));
    const sam = staff('sam');
    expect(await noteLoggedUnder({ auth: { bearer: access_token }, onBehalf: String(sam.accountId) })).toBe(sam.accountId);
    expect(await noteLoggedUnder({ auth: { bearer: access_token }, onBehalf: 'sam' })).toBe(sam.accountId);
    expect(await noteLoggedUnder({ auth: 'pair', onBehalf: 'priya' })).toBe(staff('priya').accountId);
  });

  it('answers 403 unknown_staff when X-On-Behalf names nobody on the staff', async () => {
    const { access_token } = await tokensFor(sandbox, staff('alex'));
    for (const onBehalf of ['nobody', '999']) {
      const answer = await apiGet(sandbox, 'booking/index', { limit: 1 }, { auth: { bearer: access_token }, onBehalf });
      expect(answer.status).toBe(403);
      expect(answer.error!.code).toBe('unknown_staff');
    }
  });

  it('acts as a customer with X-On-Behalf: off, so booking/index answers 403 staff_only', async () => {
    const { access_token } = await tokensFor(sandbox, staff('alex'));
    for (const options of [{ auth: { bearer: access_token } }, { auth: 'pair' as const }]) {
      const answer = await apiGet(sandbox, 'booking/index', { limit: 1 }, { ...options, onBehalf: 'off' });
      expect(answer.status).toBe(403);
      expect(answer.error!.code).toBe('staff_only');
    }
    // A customer may still ping.
    expect((await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token }, onBehalf: 'off' })).status).toBe(200);
  });
});

describe('the token pair over HTTP Basic', () => {
  it('opens the secured endpoints', async () => {
    const answer = await apiGet(sandbox, 'booking/index', { limit: 1 }, { auth: 'pair' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body['booking/index'] as object)).toHaveLength(1);
  });

  it('refuses a wrong API secret with 401 and WWW-Authenticate', async () => {
    const answer = await apiGet(sandbox, 'booking/index', { limit: 1 }, { auth: { basic: [sandbox.apiKey, 'wrong'] } });
    expect(answer.status).toBe(401);
    expect(answer.error!.code).toBe('unauthorized');
    expect(answer.headers.get('www-authenticate')).toMatch(/basic/i);
    expect(answer.body['booking/index']).toBeUndefined();
  });

  it('refuses an unknown API key with 401', async () => {
    const answer = await apiGet(sandbox, 'ping', {}, { auth: { basic: ['key_unknown', sandbox.apiSecret] } });
    expect(answer.status).toBe(401);
  });
});

describe('the consumer key and secret (spec 5.2: "sent only to the access token URL")', () => {
  it('refuses the consumer key on /api/ paths as HTTP Basic', async () => {
    for (const path of ['ping', 'booking/index']) {
      const answer = await apiGet(sandbox, path, {}, { auth: { basic: [sandbox.clientId, sandbox.clientSecret] } });
      expect(answer.status).toBe(403);
      expect(answer.error!.code).toBe('consumer_key_refused');
    }
  });

  it('refuses client_id and client_secret sent as query parameters', async () => {
    const answer = await apiGet(sandbox, 'booking/index', { client_id: sandbox.clientId, client_secret: sandbox.clientSecret },
      { auth: 'none' });
    expect(answer.status).toBe(403);
    expect(answer.error!.code).toBe('consumer_key_refused');
  });

  it('refuses client_id and client_secret in a POST body, even beside a valid token, and adds no note', async () => {
    const { access_token } = await tokensFor(sandbox, staff('alex'));
    const before = sandbox.control.writes().length;
    const answer = await apiPost(sandbox, `booking/${bookingId}/note`,
      { body: 'never stored', client_id: sandbox.clientId, client_secret: sandbox.clientSecret },
      { auth: { bearer: access_token } });
    expect(answer.status).toBe(403);
    expect(answer.error!.code).toBe('consumer_key_refused');
    expect(sandbox.control.writes()).toHaveLength(before);
  });
});

describe('calls without credentials', () => {
  it('answers 401 with WWW-Authenticate and only the error, without the envelope (a critical error)', async () => {
    for (const path of ['ping', 'help', 'booking/index']) {
      const answer = await apiGet(sandbox, path, {}, { auth: 'none' });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/Bearer/);
      // Checkfront's docs: on a critical error "the API will not return any of these fields" (overview/response.rst).
      expect(Object.keys(answer.body).sort()).toEqual(['error', 'error_description']);
      expect(answer.body).toMatchObject({ error: 'unauthorized', error_description: expect.stringMatching(/Credentials/) });
    }
  });

  it('answers 401 for an Authorization header in an unknown scheme', async () => {
    const answer = await apiGet(sandbox, 'ping', {}, { auth: 'none', headers: { Authorization: 'Digest username="x"' } });
    expect(answer.status).toBe(401);
  });
});

describe('the Public API (spec 4.7)', () => {
  let open: RunningSandbox;
  beforeAll(async () => {
    open = await startSandbox({ seed: 33, bookings: 100, publicMode: true });
  });
  afterAll(() => open.close());

  it('lets unauthenticated callers ping and ask for help', async () => {
    const ping = await apiGet(open, 'ping', {}, { auth: 'none' });
    expect(ping.status).toBe(200);
    expect(pingResponseSchema.parse(ping.body).pong.timezone).toBeTruthy();
    const help = await apiGet(open, 'help', {}, { auth: 'none' });
    expect(help.status).toBe(200);
    expect(help.body.help.resources).toContain('booking');
  });

  it('still asks unauthenticated callers for credentials on booking/index', async () => {
    const answer = await apiGet(open, 'booking/index', { limit: 1 }, { auth: 'none' });
    expect(answer.status).toBe(401);
    expect(answer.error!.code).toBe('unauthorized');
    expect(answer.body['booking/index']).toBeUndefined();
  });

  it('still refuses the consumer key there', async () => {
    const answer = await apiGet(open, 'ping', {}, { auth: { basic: [open.clientId, open.clientSecret] } });
    expect(answer.status).toBe(403);
  });
});
