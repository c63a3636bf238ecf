// GET /desk/events: every desk event reaches the page as a Server-Sent Event, and a closed page stops listening.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEvents, openSession, readUntil, startTestHost, type TestHost } from './host-fixture.js';

let test: TestHost;
afterEach(async () => { await test.stop(); });

describe('desk events', () => {
  it('delivers an emitted event as an SSE block, never cached', async () => {
    test = await startTestHost();
    const stream = await openEvents(test, { Cookie: await openSession(test), Accept: 'text/event-stream' });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    await readUntil(stream, ': connected\n\n');
    const arrived = readUntil(stream, '\n\n');
    test.events.emit('connectivity', { online: false, lastContactAt: 1_700_000_000 });
    expect(await arrived).toBe('event: connectivity\ndata: {"online":false,"lastContactAt":1700000000}\n\n');
    stream.destroy();
  });

  it('sends a comment heartbeat', async () => {
    test = await startTestHost({ heartbeatMs: 20 });
    const stream = await openEvents(test, { Cookie: await openSession(test) });
    expect(await readUntil(stream, ': heartbeat\n\n')).toContain(': heartbeat');
    stream.destroy();
  });

  it('unsubscribes when the page disconnects', async () => {
    test = await startTestHost();
    const stream = await openEvents(test, { Cookie: await openSession(test) });
    await readUntil(stream, ': connected');
    expect(test.activeListeners()).toBe(1);
    stream.destroy();
    await vi.waitFor(() => expect(test.activeListeners()).toBe(0));
  });

  it('refuses a stream without a session', async () => {
    test = await startTestHost();
    const stream = await openEvents(test, {});
    expect(stream.statusCode).toBe(403);
    stream.resume();
    expect(test.activeListeners()).toBe(0);
  });

  it('refuses a foreign Origin and cross-site or same-site fetches', async () => {
    test = await startTestHost();
    const cookie = await openSession(test);
    const refused: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: `http://127.0.0.1:${test.port + 1}` },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of refused) {
      const stream = await openEvents(test, { Cookie: cookie, ...headers });
      expect(stream.statusCode, JSON.stringify(headers)).toBe(403);
      stream.resume();
    }
    const own = await openEvents(test, { Cookie: cookie, Origin: test.origin, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    own.destroy();
  });

  it('closes open streams when the host stops', async () => {
    test = await startTestHost();
    const stream = await openEvents(test, { Cookie: await openSession(test) });
    const ended = new Promise((resolve) => stream.once('close', resolve));
    await test.host.close();
    await ended;
    expect(test.activeListeners()).toBe(0);
  });
});
