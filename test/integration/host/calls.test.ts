// POST /desk/call/<name>: the page's JSON goes through dispatch() and the DeskResult comes back as it is.
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultSchema } from '../../../shared/contract/desk-error.js';
import { z } from 'zod';
import { call, openSession, pageHeaders, send, startTestHost, type TestHost } from './host-fixture.js';

let test: TestHost;
let cookie: string;
beforeEach(async () => {
  test = await startTestHost();
  cookie = await openSession(test);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await test.stop();
});

const anyResult = resultSchema(z.unknown());

describe('desk calls', () => {
  it('answers 200 with the DeskResult, never cached', async () => {
    const answer = await call(test, 'desk.ping', {}, cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.text)).toEqual({ ok: true, value: { ok: true } });
  });

  it('serves the page opened as localhost too', async () => {
    const localhost = `http://localhost:${test.port}`;
    const answer = await call(test, 'desk.ping', {}, cookie, { Host: `localhost:${test.port}`, Origin: localhost });
    expect(answer.status).toBe(200);
  });

  it('returns invalid-input from the call\'s schema, naming the field', async () => {
    const answer = await call(test, 'bookings.get', { code: '' }, cookie);
    expect(answer.status).toBe(200);
    const result = JSON.parse(answer.text);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['code'] } });
  });

  it('returns invalid-input for a call the contract does not have', async () => {
    for (const name of ['desk.reboot', '__proto__', 'constructor']) {
      const result = JSON.parse((await call(test, name, {}, cookie)).text);
      expect(result, name).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: 'There is no such desk call.' } });
    }
  });

  it('treats an empty body as no input', async () => {
    const answer = await send(test.port, '/desk/call/desk.ping', { method: 'POST', headers: pageHeaders(test, cookie) });
    expect(JSON.parse(answer.text)).toEqual({ ok: true, value: { ok: true } });
  });

  it('answers a handler bug with the internal error and no trace of the code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await call(test, 'bookings.get', { code: 'AB-1' }, cookie);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(answer.text).not.toContain('this call is not part of the test');
    expect(answer.text).not.toMatch(/\bat .*\.ts/);
  });

  it('refuses bodies that are not application/json with 415, so that a cross-site form cannot post', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const headers = { ...pageHeaders(test, cookie), 'Content-Type': type };
      const answer = await send(test.port, '/desk/call/desk.ping', { method: 'POST', headers, body: '{}' });
      expect(answer.status, type).toBe(415);
      expect(anyResult.parse(JSON.parse(answer.text))).toMatchObject({ ok: false });
    }
    const withCharset = { ...pageHeaders(test, cookie), 'Content-Type': 'application/json; charset=utf-8' };
    expect((await send(test.port, '/desk/call/desk.ping', { method: 'POST', headers: withCharset, body: '{}' })).status).toBe(200);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const answer = await send(test.port, '/desk/call/desk.ping', { method: 'POST', headers: pageHeaders(test, cookie), body: huge });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: { code: 'host.too-large' } });
  });

  it('refuses a body over 1 MB that does not declare its length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1', port: test.port, path: '/desk/call/desk.ping', method: 'POST', headers: pageHeaders(test, cookie),
      }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      // Chunked: the host only learns the size by reading.
      for (let i = 0; i < 20; i += 1) request.write('x'.repeat(64 * 1024));
      request.end();
    });
    expect(status).toBe(413);
  });

  it('answers malformed JSON with a short JSON error', async () => {
    const answer = await send(test.port, '/desk/call/desk.ping', { method: 'POST', headers: pageHeaders(test, cookie), body: '{"oops"' });
    expect(answer.status).toBe(400);
    expect(anyResult.parse(JSON.parse(answer.text))).toMatchObject({ ok: false, error: { code: 'host.bad-json' } });
    expect(answer.text.length).toBeLessThan(300);
  });

  it('answers only POST', async () => {
    const answer = await send(test.port, '/desk/call/desk.ping', { headers: { Cookie: cookie } });
    expect(answer.status).toBe(405);
  });

  it('cancels the handler when the page goes away mid-call', async () => {
    const request = httpRequest({
      host: '127.0.0.1', port: test.port, path: '/desk/call/items.list', method: 'POST', headers: pageHeaders(test, cookie),
    });
    request.on('error', () => undefined);
    request.end('{}');
    await vi.waitFor(() => expect(test.slowSignals).toHaveLength(1));
    expect(test.slowSignals[0]!.aborted).toBe(false);
    request.destroy();
    await vi.waitFor(() => expect(test.slowSignals[0]!.aborted).toBe(true));
  });
});
