// What the client does when the service misbehaves: retries only what is safe to send again,
// waits out a very short 429 (a longer one closes the gate to the service until its time and fails at once), gives
// up clearly on timeouts, cancels on request, and flags writes whose fate is unknown.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { apiFailure, harness } from './client-harness.js';

let sandbox: RunningSandbox;
let code: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 31, bookings: 250 });
  const index = await harness(sandbox).service.bookingIndex({ status: 'PAID', limit: 1 });
  code = Object.values(index['booking/index'])[0]!.code;
});
afterEach(() => {
  sandbox.control.clearFaults();
  sandbox.control.setRateLimit({ limit: 0, windowSeconds: 60 });
});
afterAll(() => sandbox.close());

const notesWritten = (body: string) => sandbox.control.writes().filter((w) => w.kind === 'note' && w.detail === body);

/** An address where nothing listens: a port just freed. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('503 and dropped connections', () => {
  it('retries a GET after 503 with growing waits until it succeeds', async () => {
    sandbox.control.setFaults({ errorRate: 1 });
    const client = harness(sandbox, { onSleep: (_ms, count) => count === 2 && sandbox.control.clearFaults() });
    expect((await client.service.ping()).pong).toBeDefined();
    expect(client.requests).toHaveLength(3);
    // The sandbox's 503 says Retry-After: 1, so each wait is at least a second, and never shrinks.
    expect(client.sleeps).toHaveLength(2);
    expect(client.sleeps[0]).toBeGreaterThanOrEqual(1000);
    expect(client.sleeps[1]).toBeGreaterThanOrEqual(client.sleeps[0]!);
  });

  it('gives up on a GET after three tries and says the service failed', async () => {
    sandbox.control.setFaults({ errorRate: 1 });
    const client = harness(sandbox);
    const failure = await apiFailure(client.service.bookingForm());
    expect(failure.kind).toBe('server');
    expect(failure.message).toContain('503');
    expect(client.requests).toHaveLength(3);
  });

  it('retries POST booking/notes, which only reads', async () => {
    sandbox.control.setFaults({ errorRate: 1 });
    const client = harness(sandbox, { onSleep: () => sandbox.control.clearFaults() });
    expect((await client.service.notes()).notes).toBeDefined();
    expect(client.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('never retries a write after 503, and counts it as maybe applied: a 503 is no refusal', async () => {
    sandbox.control.setFaults({ errorRate: 1 });
    const client = harness(sandbox);
    const failure = await apiFailure(client.service.addNote(code, 'refused by a busy service'));
    expect(failure.kind).toBe('server');
    expect(failure.details.maybeApplied).toBe(true);
    expect(client.requests).toHaveLength(1);
    expect(notesWritten('refused by a busy service')).toHaveLength(0);
  });

  it.each([500, 503])('reports a write answered %i after it was applied as maybe applied, sent once', async (status) => {
    sandbox.control.setFaults({ errorRate: 1, errorWhen: 'after', errorStatus: status });
    const client = harness(sandbox);
    const body = `applied, then ${status}`;
    const failure = await apiFailure(client.service.addNote(code, body));
    expect(failure).toMatchObject({ kind: 'server', details: { status, maybeApplied: true } });
    expect(client.requests).toHaveLength(1);
    expect(notesWritten(body)).toHaveLength(1);
  });

  it('reports a write whose answer was lost as offline and maybe applied, and sends it once', async () => {
    sandbox.control.setFaults({ dropRate: 1, dropWhen: 'after' });
    const client = harness(sandbox);
    const failure = await apiFailure(client.service.addNote(code, 'applied, answer lost'));
    expect(failure.kind).toBe('offline');
    expect(failure.details.maybeApplied).toBe(true);
    expect(client.requests).toHaveLength(1);
    expect(notesWritten('applied, answer lost')).toHaveLength(1);
  });

  it('retries a GET whose connection dropped', async () => {
    sandbox.control.setFaults({ dropRate: 1, dropWhen: 'before' });
    const client = harness(sandbox, { onSleep: () => sandbox.control.clearFaults() });
    expect((await client.service.help()).help).toBeDefined();
    expect(client.requests).toHaveLength(2);
  });

  it('says offline when every connection is reset, after three tries of a GET', async () => {
    sandbox.control.setFaults({ offline: true });
    const client = harness(sandbox);
    const failure = await apiFailure(client.service.ping());
    expect(failure.kind).toBe('offline');
    expect(failure.message).toMatch(/cannot be reached/);
    expect(client.requests).toHaveLength(3);
  });

  it('says offline when nothing listens at the address, and the write was never sent', async () => {
    const client = harness(sandbox, { address: { baseUrl: await closedAddress(), moved: () => {} } });
    const failure = await apiFailure(client.service.checkIn(code));
    expect(failure.kind).toBe('offline');
    expect(failure.details.maybeApplied).toBeUndefined();
  });
});

describe('unreadable answers', () => {
  it('turns a body cut short into unreadable, with no raw body in the message', async () => {
    sandbox.control.setFaults({ malformedRate: 1 });
    const failure = await apiFailure(harness(sandbox).service.ping());
    expect(failure.kind).toBe('unreadable');
    expect(failure.message).not.toMatch(/pong|\{|at .*\.ts/);
  });
});

describe('429 Too Many Requests', () => {
  it('waits a very short Retry-After once and then succeeds', async () => {
    sandbox.control.setRateLimit({ limit: 1, windowSeconds: 2 });
    const client = harness(sandbox, { onSleep: (ms) => sandbox.control.advanceClock(ms / 1000) });
    await client.service.ping();
    expect((await client.service.help()).help).toBeDefined();
    expect(client.sleeps).toHaveLength(1);
    expect(client.sleeps[0]).toBeGreaterThanOrEqual(1000);
    expect(client.sleeps[0]).toBeLessThanOrEqual(2000);
    expect(client.requests).toHaveLength(3);
  });

  it('does not wait on a longer Retry-After: it fails at once saying until when, and sends nothing until then', async () => {
    sandbox.control.setRateLimit({ limit: 1, windowSeconds: 20 });
    const client = harness(sandbox);
    await client.service.ping();
    const failure = await apiFailure(client.service.ping());
    expect(failure).toMatchObject({ kind: 'rate-limited', details: { retryAfterSeconds: expect.any(Number) as unknown } });
    expect(failure.message).toMatch(/^The booking service asked Frontdesk to wait until \d{2}:\d{2}\./);
    // Every call after it, a write included, answers the same at once without a request.
    await apiFailure(client.service.help());
    await apiFailure(client.service.checkIn('ANY-CODE'));
    expect(client.requests).toHaveLength(2);
    expect(client.sleeps).toHaveLength(0);
  });

  it('fails at once with rate-limited and the number of seconds when the wait is long', async () => {
    sandbox.control.setRateLimit({ limit: 1, windowSeconds: 120 });
    const client = harness(sandbox);
    await client.service.ping();
    const failure = await apiFailure(client.service.ping());
    expect(failure.kind).toBe('rate-limited');
    expect(failure.details.retryAfterSeconds).toBeGreaterThan(30);
    expect(failure.details.retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(failure.toDeskError().retryAfterSeconds).toBe(failure.details.retryAfterSeconds);
    expect(client.sleeps).toHaveLength(0);
    expect(client.requests).toHaveLength(2);
  });

  it('waits once only: a second 429 fails with rate-limited', async () => {
    sandbox.control.setRateLimit({ limit: 1, windowSeconds: 2 });
    const client = harness(sandbox);
    await client.service.ping();
    const failure = await apiFailure(client.service.ping());
    expect(failure.kind).toBe('rate-limited');
    expect(client.requests).toHaveLength(3);
  });

  it('can be cancelled while it waits', async () => {
    sandbox.control.setRateLimit({ limit: 1, windowSeconds: 2 });
    // A wait that never ends by itself: only the cancel can end this call (within the test's time-out).
    const client = harness(sandbox, { sleep: () => new Promise<void>(() => undefined) });
    await client.service.ping();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const failure = await apiFailure(client.service.ping({ signal: controller.signal }));
    expect(failure.kind).toBe('cancelled');
  });
});

describe('timeouts and cancellation', () => {
  it('times out a slow answer as offline, saying it timed out, without retrying', async () => {
    sandbox.control.setFaults({ latencyMs: 400 });
    const client = harness(sandbox);
    const failure = await apiFailure(client.service.ping({ timeoutMs: 100 }));
    expect(failure.kind).toBe('offline');
    expect(failure.message).toMatch(/timed out/);
    expect(client.requests).toHaveLength(1);
  });

  it('marks a write that timed out as maybe applied', async () => {
    sandbox.control.setFaults({ latencyMs: 400 });
    const failure = await apiFailure(harness(sandbox, { timeoutMs: 100 }).service.bookmark(code, true));
    expect(failure.kind).toBe('offline');
    expect(failure.details.maybeApplied).toBe(true);
  });

  it('cancels a call in flight through its AbortSignal', async () => {
    sandbox.control.setFaults({ latencyMs: 400 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const failure = await apiFailure(harness(sandbox).service.ping({ signal: controller.signal }));
    expect(failure.kind).toBe('cancelled');
    expect(failure.details.maybeApplied).toBeUndefined();
  });

  it('does not send at all when already cancelled', async () => {
    const client = harness(sandbox);
    const failure = await apiFailure(client.service.checkIn(code, { signal: AbortSignal.abort() }));
    expect(failure.kind).toBe('cancelled');
    expect(client.requests).toHaveLength(0);
  });
});
