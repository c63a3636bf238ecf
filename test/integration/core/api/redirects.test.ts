// Redirects the sandbox never sends, from tiny local servers: the client never downgrades https to http, never
// hands credentials to a redirect that is not a 301 or to a moved address it would not accept from a person, asks
// before following a move to another host, and stops after three moves (spec 7).
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiTransport } from '../../../../electron/core/api/transport.js';
import { FakeAddress, FakeAuthorizer, basic, apiFailure, recordingFetch, type RecordedRequest } from './client-harness.js';
import { closeLocalServers, movedWithin, redirecting } from './local-server.js';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';

afterEach(closeLocalServers);

const CREDENTIALS = basic('key', 'secret');

function transportAt(baseUrl: string, requests: RecordedRequest[], rewrite = (url: string) => url) {
  const record = recordingFetch(requests);
  const address = new FakeAddress(baseUrl);
  // The client thinks it speaks https; the bytes go to the local http server.
  const fetch: typeof globalThis.fetch = (input, init) => record(rewrite(String(input)), init);
  const transport = new ApiTransport({ address, authorizer: new FakeAuthorizer(CREDENTIALS), fetch, log: new DeskLog() });
  return { transport, address };
}

describe('redirects the client refuses', () => {
  it('never follows a 301 from https down to http, and says so', async () => {
    const target = await redirecting(200, () => '');
    const mover = await redirecting(301, (_self, path) => `${target.url}${path}`);
    const requests: RecordedRequest[] = [];
    const secureBase = mover.url.replace('http:', 'https:');
    const { transport, address } = transportAt(secureBase, requests, (url) => url.replace('https:', 'http:'));
    const failure = await apiFailure(transport.send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(failure.kind).toBe('refused');
    expect(failure.details.code).toBe('insecure_redirect');
    expect(failure.message).toMatch(/unencrypted/);
    expect(target.seen).toHaveLength(0);
    expect(address.movedTo).toEqual([]);
  });

  it.each([302, 303, 307, 308])('does not follow a %i, so the credentials stay home', async (status) => {
    const target = await redirecting(200, () => '');
    const mover = await redirecting(status, (_self, path) => `${target.url}${path}`);
    const { transport } = transportAt(mover.url, []);
    const failure = await apiFailure(transport.send({ method: 'POST', path: 'booking/A-1/checkin' }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
    expect(failure.details).toMatchObject({ code: 'unexpected_redirect', status });
    expect(mover.seen[0]!.headers.authorization).toBe(CREDENTIALS);
    expect(target.seen).toHaveLength(0);
  });

  it('does not follow a 301 to an address outside API 3.0', async () => {
    const mover = await redirecting(301, () => 'http://127.0.0.1:1/login');
    const failure = await apiFailure(transportAt(mover.url, []).transport.send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
  });

  it('does not send credentials to plain http off this computer, even from a plain http address', async () => {
    const mover = await redirecting(301, (_self, path) => `http://bookings.example${path}`);
    const requests: RecordedRequest[] = [];
    const { transport, address } = transportAt(mover.url, requests);
    const failure = await apiFailure(transport.send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(failure.kind).toBe('refused');
    expect(failure.details.code).toBe('unsafe_move');
    expect(failure.message).toMatch(/plain http only for this computer/);
    expect(requests).toHaveLength(1);
    expect(address.movedTo).toEqual([]);
  });

  it('does not follow a move to another host by itself: it names the new address and sends nothing there', async () => {
    const target = await redirecting(200, () => '');
    const elsewhere = target.url.replace('127.0.0.1', 'localhost');
    const mover = await redirecting(301, (_self, path) => `${elsewhere}/desk${path}`);
    const { transport, address } = transportAt(mover.url, []);
    const failure = await apiFailure(transport.send({ method: 'POST', path: 'booking/A-1/checkin' }, z.unknown()));
    expect(failure.kind).toBe('refused');
    expect(failure.details.code).toBe('move_to_another_host');
    expect(failure.message).toContain(`accept it under Accounts (${elsewhere}/desk)`);
    expect(target.seen).toHaveLength(0);
    expect(address.movedTo).toEqual([]);
    expect(address.elsewhere).toEqual([`${elsewhere}/desk`]);
  });

  it('does not follow a move to another port of the same host by itself: another port is another server', async () => {
    const target = await redirecting(200, () => '');
    const mover = await redirecting(301, (_self, path) => `${target.url}${path}`);
    const { transport, address } = transportAt(mover.url, []);
    const failure = await apiFailure(transport.send({ method: 'POST', path: 'booking/A-1/checkin' }, z.unknown()));
    expect(failure.details.code).toBe('move_to_another_host');
    expect(target.seen).toHaveLength(0);
    expect(address.movedTo).toEqual([]);
    expect(address.elsewhere).toEqual([target.url]);
  });

  it('refuses a moved address the desk would refuse if a person typed it (a password in it, or far too long)', async () => {
    const target = await redirecting(200, () => '');
    const withPassword = target.url.replace('http://', 'http://user:pw@');
    for (const location of [`${withPassword}/api/3.0/ping`, `${target.url}/${'a'.repeat(400)}/api/3.0/ping`]) {
      const mover = await redirecting(301, () => location);
      const { transport, address } = transportAt(mover.url, []);
      const failure = await apiFailure(transport.send({ method: 'GET', path: 'ping' }, z.unknown()));
      expect(failure.details.code, location).toBe('unsafe_move');
      expect(address.movedTo).toEqual([]);
    }
    expect(target.seen).toHaveLength(0);
  });

  it('stops after three moves in a row', async () => {
    const loop = await redirecting(301, (self, path) => `${self}${path}`);
    const requests: RecordedRequest[] = [];
    const failure = await apiFailure(transportAt(loop.url, requests).transport.send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
    expect(failure.details.code).toBe('too_many_moves');
    expect(requests).toHaveLength(4);
  });
});

describe('moves the client follows', () => {
  it('follows a 301 to another base path on the same server, with the same query and credentials', async () => {
    const server = await movedWithin('/old', '/desk');
    const requests: RecordedRequest[] = [];
    const { transport, address } = transportAt(`${server.url}/old`, requests);
    // The server answers 200 with an empty body: followed, then unreadable, yet the move is remembered.
    const failure = await apiFailure(transport.send({ method: 'GET', path: 'ping', params: { a: 1 } }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual(['/old/api/3.0/ping?a=1', '/desk/api/3.0/ping?a=1']);
    expect(server.seen[1]!.headers.authorization).toBe(CREDENTIALS);
    expect(address.movedTo).toEqual([`${server.url}/desk`]);
  });
});
