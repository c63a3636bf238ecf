// The service saying no, as the desk sees it (docs/api-assumptions.md, "Envelope and errors"): a kind to switch
// on, the service's code, the fields at fault, and a sentence for a person. A 401 asks the Authorizer once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { FakeAuthorizer, basic, apiFailure, harness } from './client-harness.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 37, bookings: 300 });
});
afterAll(() => sandbox.close());

async function codeOf(status: string): Promise<string> {
  const index = await harness(sandbox).service.bookingIndex({ status, limit: 1 });
  return Object.values(index['booking/index'])[0]!.code;
}

describe('refusals and invalid input', () => {
  it('refuses to check in a VOID booking and says why, with the code booking_void', async () => {
    const code = await codeOf('VOID');
    const failure = await apiFailure(harness(sandbox).service.checkIn(code));
    expect(failure.kind).toBe('refused');
    expect(failure.details.code).toBe('booking_void');
    expect(failure.message).toBe(`Booking ${code} is void, so it cannot be checked in.`);
    expect(failure.toDeskError()).toMatchObject({ kind: 'refused', code: 'booking_void' });
  });

  it('refuses a note over 3000 characters as invalid input naming body', async () => {
    const code = await codeOf('PAID');
    const failure = await apiFailure(harness(sandbox).service.addNote(code, 'x'.repeat(3001)));
    expect(failure.kind).toBe('invalid-input');
    expect(failure.details.code).toBe('note_too_long');
    expect(failure.details.fields).toEqual(['body']);
    expect(failure.message).toMatch(/3000/);
  });

  it('names the parameter at fault in an item query', async () => {
    const failure = await apiFailure(harness(sandbox).service.listItems({ startDate: 20990101, parameters: { 9: 1 } }));
    expect(failure.kind).toBe('invalid-input');
    expect(failure.details.fields).toEqual(['param[9]']);
  });

  it('answers not-found for an unknown booking', async () => {
    const failure = await apiFailure(harness(sandbox).service.booking('NOPE-000000'));
    expect(failure.kind).toBe('not-found');
    expect(failure.message).toContain('NOPE-000000');
  });

  it('refuses booking records to a customer (X-On-Behalf: off) with staff_only', async () => {
    const failure = await apiFailure(harness(sandbox, { acting: 'off' }).service.bookingIndex());
    expect(failure).toMatchObject({ kind: 'refused', details: { code: 'staff_only', status: 403 } });
  });

  it('refuses an unknown staff member with unknown_staff', async () => {
    const failure = await apiFailure(harness(sandbox).service.ping({ onBehalf: 'nobody-here' }));
    expect(failure).toMatchObject({ kind: 'refused', details: { code: 'unknown_staff' } });
  });

  it('treats a method the service does not take (405) as a bug of ours', async () => {
    const { transport } = harness(sandbox);
    // Reads answer POST too (as the live service does); a write answers only POST.
    const wrongMethod = await apiFailure(transport.send({ method: 'GET', path: 'booking/ANY-1/note' }, z.unknown()));
    expect(wrongMethod.kind).toBe('internal');
    expect(wrongMethod.details.status).toBe(405);
  });
});

describe('401: credentials the service no longer takes', () => {
  const good = () => basic(sandbox.apiKey, sandbox.apiSecret);

  it('asks the Authorizer once, then retries with the new credentials', async () => {
    const authorizer = new FakeAuthorizer(good(), true);
    const client = harness(sandbox, { authorizer });
    expect((await client.service.ping()).pong).toBeDefined();
    expect(authorizer.rejectedWith).toEqual([basic('dead', 'key')]);
    expect(client.requests.map((r) => r.headers.get('authorization'))).toEqual([basic('dead', 'key'), good()]);
  });

  it('retries a write after a 401 too, since the service applied nothing', async () => {
    const code = await codeOf('PEND');
    const client = harness(sandbox, { authorizer: new FakeAuthorizer(good(), true) });
    expect((await client.service.bookmark(code, true)).booking.bookmark).toBe(true);
    expect(client.requests).toHaveLength(2);
  });

  it('is signed out when the Authorizer has no valid sign-in left', async () => {
    const authorizer = new FakeAuthorizer(good(), true, false);
    const client = harness(sandbox, { authorizer });
    const failure = await apiFailure(client.service.ping());
    expect(failure.kind).toBe('signed-out');
    expect(authorizer.rejectedWith).toHaveLength(1);
    expect(client.requests).toHaveLength(1);
  });

  it('is signed out when the service still answers 401 after the retry, asking only once', async () => {
    const authorizer = new FakeAuthorizer(basic('also', 'dead'), true);
    const client = harness(sandbox, { authorizer });
    const failure = await apiFailure(client.service.help());
    expect(failure.kind).toBe('signed-out');
    expect(failure.message).toMatch(/Sign in again/);
    expect(authorizer.rejectedWith).toHaveLength(1);
    expect(client.requests).toHaveLength(2);
  });
});
