// Spec 7, 9: an account that moved answers 301 with the new address. The sandbox moves to another port of this
// computer, which is another server (red-team finding: the host name alone was compared, so a move to another port
// of the same host was followed without asking): the client sends nothing there, names the address for the person
// to accept, and once accepted, calls go straight to it. A move within the same server is followed by itself
// (redirects.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { apiFailure, basic, harness, type Harness } from './client-harness.js';

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

describe('after the account moved to another port of this computer', () => {
  it('sends a write nowhere else and names the new address for the person to accept', async () => {
    const body = 'Written while the account moved';
    const failure = await apiFailure(client.service.addNote(code, body));
    expect(failure.kind).toBe('refused');
    expect(failure.details.code).toBe('move_to_another_host');
    expect(client.requests.map((r) => r.url.origin)).toEqual([oldUrl]);
    expect(client.address.movedTo).toEqual([]);
    expect(client.address.elsewhere).toEqual([newUrl]);
    expect(sandbox.control.writes().filter((w) => w.kind === 'note' && w.detail === body)).toHaveLength(0);
  });

  it('once the person accepts, sends calls straight to the new address with the same credentials', async () => {
    client.address.baseUrl = newUrl;
    client.requests.length = 0;
    const body = 'Written after the move was accepted';
    const answer = await client.service.addNote(code, body);
    expect(answer.note.body).toBe(body);
    expect(client.requests).toHaveLength(1);
    expect(client.requests[0]!.url.origin).toBe(newUrl);
    expect(client.requests[0]!.headers.get('authorization')).toBe(basic(sandbox.apiKey, sandbox.apiSecret));
    expect(client.requests[0]!.headers.get('x-on-behalf')).toBe('priya');
    expect(sandbox.control.writes().filter((w) => w.kind === 'note' && w.detail === body)).toHaveLength(1);
  });
});
