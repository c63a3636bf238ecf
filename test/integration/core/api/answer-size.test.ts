// An answer without end at the service's address (a proxy, a captive portal, a host that stopped being the service):
// the desk stops reading at its bound and says so, rather than filling its memory within the request's timeout.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MOST_ANSWER_BYTES } from '../../../../electron/core/api/answer-body.js';
import { ApiTransport } from '../../../../electron/core/api/transport.js';
import { TokenEndpoint } from '../../../../electron/core/auth/token-endpoint.js';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';
import { FakeAddress, FakeAuthorizer, apiFailure, basic } from './client-harness.js';

const CHUNK = Buffer.alloc(1024 * 1024, '[');
const open: (() => void)[] = [];

afterEach(() => { for (const close of open.splice(0)) close(); });

/** A server whose every answer is `write` on a 200; counts the bytes it got out before the desk hung up. */
async function endless(write: (response: ServerResponse, sent: { bytes: number }) => void) {
  const sent = { bytes: 0 };
  const server = createServer((request, response) => {
    request.resume();
    write(response, sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const transport = new ApiTransport({
    address: new FakeAddress(url), authorizer: new FakeAuthorizer(basic('key', 'secret')), fetch: globalThis.fetch, log: new DeskLog(),
  });
  return { transport, url, sent };
}

/** Megabytes until the socket closes or will take no more. */
function pour(response: ServerResponse, sent: { bytes: number }) {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  const more = () => {
    while (!response.destroyed && response.write(CHUNK)) sent.bytes += CHUNK.length;
    if (!response.destroyed) response.once('drain', more);
  };
  response.on('close', () => response.removeAllListeners('drain'));
  more();
}

describe('an answer larger than any the service sends', () => {
  it('stops reading a read past the bound and says the answer is too large to read', async () => {
    const { transport, sent } = await endless(pour);
    const failure = await apiFailure(transport.send({ method: 'GET', path: 'booking/index' }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
    expect(failure.message).toContain('larger than 64 MB');
    expect(failure.details.maybeApplied).toBeUndefined();
    // Read to the bound and no further than what was already on its way.
    expect(sent.bytes).toBeLessThan(MOST_ANSWER_BYTES * 2);
  });

  it('counts a write whose answer was too large as one that may have landed, and sends it once', async () => {
    let requests = 0;
    const { transport } = await endless((response, sent) => {
      requests += 1;
      pour(response, sent);
    });
    const failure = await apiFailure(transport.send({ method: 'POST', path: 'booking/A-1/checkin' }, z.unknown()));
    expect(failure).toMatchObject({ kind: 'unreadable', details: { maybeApplied: true } });
    expect(requests).toBe(1);
  });

  it('reads nothing of an answer that says beforehand it is larger', async () => {
    const { transport, sent } = await endless((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(10 * MOST_ANSWER_BYTES) });
      // A trickle: read to its end, this would time out before the bound.
      response.write('{');
      sent.bytes += 1;
    });
    const failure = await apiFailure(transport.send({ method: 'GET', path: 'item' }, z.unknown()));
    expect(failure.kind).toBe('unreadable');
    expect(sent.bytes).toBe(1);
  });
});

describe('an answer larger than any from the sign-in service', () => {
  it('stops reading the token URL\'s answer past the bound and says it cannot be read', async () => {
    const { url, sent } = await endless(pour);
    const refreshed = new TokenEndpoint({ address: { baseUrl: url }, client: { clientId: 'client', clientSecret: 'secret' } })
      .refresh('refresh-token');
    const failure = await apiFailure(refreshed);
    expect(failure.kind).toBe('unreadable');
    expect(failure.message).toContain('larger than 64 MB');
    expect(sent.bytes).toBeLessThan(MOST_ANSWER_BYTES * 2);
  });
});
