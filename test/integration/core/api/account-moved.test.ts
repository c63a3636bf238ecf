// Spec 7, 9: an account that moved answers 301 with the new address; the client sends the same request, body and
// credentials there, the account remembers it, and later calls go straight to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { basic, harness, type Harness } from './client-harness.js';

let sandbox: RunningSandbox;
let client: Harness;
let oldUrl: string;
let newUrl: string;
let code: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 23, bookings: 200 });
  client = harness(sandbox, { acting: 'priya' });
  const index = await client.service.bookingIndex({ status: 'PAID', limit: 1 });
  code = Object.values(index['booking/index'])[0]!.code;
  oldUrl = sandbox.url;
  newUrl = await sandbox.control.move();
  client.requests.length = 0;
});
afterAll(() => sandbox.close());

describe('after the account moved', () => {
  it('replays a write to the new address with the same method, body and credentials, once', async () => {
    const body = 'Written while the account moved';
    const answer = await client.service.addNote(code, body);
    expect(answer.note.body).toBe(body);

    const [first, second, ...rest] = client.requests;
    expect(rest).toHaveLength(0);
    expect(first!.url.origin).toBe(oldUrl);
    expect(second!.url.origin).toBe(newUrl);
    for (const sent of [first!, second!]) {
      expect(sent.method).toBe('POST');
      expect(sent.url.pathname).toBe(`/api/3.0/booking/${code}/note`);
      expect(sent.body).toBe(first!.body);
      expect(sent.headers.get('authorization')).toBe(basic(sandbox.apiKey, sandbox.apiSecret));
      expect(sent.headers.get('x-on-behalf')).toBe('priya');
    }
    expect(new URLSearchParams(second!.body!).get('body')).toBe(body);
    expect(sandbox.control.writes().filter((w) => w.kind === 'note' && w.detail === body)).toHaveLength(1);
  });

  it('told the account its new base address, once', () => {
    expect(client.address.movedTo).toEqual([newUrl]);
    expect(client.address.baseUrl).toBe(newUrl);
  });

  it('sends later calls straight to the new address, query string and all', async () => {
    client.requests.length = 0;
    await client.service.bookingIndex({ status: 'PAID', limit: 2 });
    expect(client.requests).toHaveLength(1);
    expect(client.requests[0]!.url.origin).toBe(newUrl);
    expect(client.requests[0]!.url.searchParams.get('limit')).toBe('2');
  });

  it('replays a GET with its query string when a client still knows the old address', async () => {
    const stale = harness(sandbox);
    stale.address.baseUrl = oldUrl;
    const answer = await stale.service.bookingIndex({ status: 'VOID', limit: 3 });
    expect(Object.values(answer['booking/index']).every((b) => b.status_id === 'VOID')).toBe(true);
    expect(stale.requests.map((r) => r.url.origin)).toEqual([oldUrl, newUrl]);
    expect(stale.requests[1]!.url.search).toBe(stale.requests[0]!.url.search);
    expect(stale.address.movedTo).toEqual([newUrl]);
  });
});
