// Redirects the sandbox never sends, from tiny local servers: the client never downgrades https to http, never
// hands credentials to a redirect that is not a 301, and stops after three moves (spec 7; DESIGN.md 3).
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiTransport } from '../../../../electron/core/api/transport.js';
import { FakeAddress, FakeAuthorizer, basic, apiFailure, recordingFetch, type RecordedRequest } from './client-harness.js';
import { closeLocalServers, redirecting } from './local-server.js';

afterEach(closeLocalServers);

const CREDENTIALS = basic('key', 'secret');

function transportAt(baseUrl: string, requests: RecordedRequest[], rewrite = (url: string) => url) {
  const record = recordingFetch(requests);
  const address = new FakeAddress(baseUrl);
  // The client thinks it speaks https; the bytes go to the local http server.
  const fetch: typeof globalThis.fetch = (input, init) => record(rewrite(String(input)), init);
  const transport = new ApiTransport({ address, authorizer: new FakeAuthorizer(CREDENTIALS), fetch });
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
  it('follows a 301 from http to http at another base path, with the same query and credentials', async () => {
    const target = await redirecting(200, () => '');
    const mover = await redirecting(301, (_self, path) => `${target.url}/desk${path.replace('/old', '')}`);
    const requests: RecordedRequest[] = [];
    const { transport, address } = transportAt(`${mover.url}/old`, requests);
    // The local target answers 200 with an empty body: followed, then unreadable, yet the move is remembered.
    const failure = await apiFailure(transport.send({ method: 'GET', path: 'ping', params: { a: 1 } }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual(['/old/api/3.0/ping?a=1', '/desk/api/3.0/ping?a=1']);
    expect(target.seen[0]!.headers.authorization).toBe(CREDENTIALS);
    expect(address.movedTo).toEqual([`${target.url}/desk`]);
  });
});
