// Who may reach the desk: only this machine, only under its own name (no DNS rebinding), and only from its own page
// (no cross-site calls riding on the person's browser).
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, openSession, pageHeaders, send, startTestHost, type TestHost } from './host-fixture.js';

let test: TestHost;
let cookie: string;
beforeEach(async () => {
  test = await startTestHost();
  cookie = await openSession(test);
});
afterEach(async () => { await test.stop(); });

/** Whether a TCP connection to address:port opens at all. */
function connects(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** A raw HTTP/1.0 request without a Host header, which node:http would always add. */
function statusWithoutHost(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    socket.once('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.once('error', reject);
    socket.write('GET / HTTP/1.0\r\n\r\n');
  });
}

describe('request guards', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(test.host.address.address).toBe('127.0.0.1');
    expect(await connects('127.0.0.1', test.port)).toBe(true);
    expect(await connects('::1', test.port)).toBe(false);
    const outward = Object.values(networkInterfaces()).flat()
      .find((info) => info !== undefined && !info.internal && info.family === 'IPv4');
    if (outward) expect(await connects(outward.address, test.port)).toBe(false);
  });

  it('refuses a foreign Origin on a call, even with a session', async () => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${test.port + 1}`, `https://127.0.0.1:${test.port}`, 'null']) {
      const answer = await call(test, 'desk.ping', {}, cookie, { Origin: origin });
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: { code: 'host.foreign-origin' } });
    }
  });

  it('refuses a POST without Origin', async () => {
    const headers = pageHeaders(test, cookie);
    delete headers.Origin;
    const answer = await send(test.port, '/desk/call/desk.ping', { method: 'POST', headers, body: '{}' });
    expect(answer.status).toBe(403);
  });

  it('refuses the session exchange from a foreign Origin, handing out no cookie', async () => {
    const key = new URL(test.host.newLaunchUrl()).hash.replace('#key=', '');
    const headers = { ...pageHeaders(test), Origin: 'https://evil.example' };
    const answer = await send(test.port, '/desk/session', { method: 'POST', headers, body: JSON.stringify({ key }) });
    expect(answer.status).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
    // A foreign page cannot burn the key either: our own page still trades it.
    const own = await send(test.port, '/desk/session', { method: 'POST', headers: pageHeaders(test), body: JSON.stringify({ key }) });
    expect(own.status).toBe(204);
  });

  it('refuses a call the browser marks cross-site', async () => {
    const answer = await call(test, 'desk.ping', {}, cookie, { 'Sec-Fetch-Site': 'cross-site' });
    expect(answer.status).toBe(403);
  });

  it('refuses any other Host name or port (DNS rebinding), for the desk and the page alike', async () => {
    for (const host of ['evil.example', `evil.example:${test.port}`, `127.0.0.1:${test.port + 1}`, '127.0.0.1', `[::1]:${test.port}`]) {
      const desk = await call(test, 'desk.ping', {}, cookie, { Host: host });
      expect(desk.status, host).toBe(421);
      const page = await send(test.port, '/', { headers: { Host: host, Accept: 'text/html' } });
      expect(page.status, host).toBe(421);
      expect(page.text).not.toContain('<title>Frontdesk</title>');
    }
    expect(await statusWithoutHost(test.port)).toContain('421');
  });

  it('answers a refusal with the security headers and no caching', async () => {
    const answer = await call(test, 'desk.ping', {}, '');
    expect(answer.status).toBe(403);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 404 for an unknown desk route, but only behind the session', async () => {
    expect((await send(test.port, '/desk/nothing', { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await send(test.port, '/desk/nothing')).status).toBe(403);
  });
});
