// Answers only a real service (or what stands in front of it) gives: gateway errors, whose write may have landed
// behind the gateway, and a Retry-After written as an HTTP date (RFC 9110 10.2.3).
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiTransport } from '../../../../electron/core/api/transport.js';
import { TokenEndpoint } from '../../../../electron/core/auth/token-endpoint.js';
import { FakeAddress, FakeAuthorizer, apiFailure, basic, recordingFetch, type RecordedRequest } from './client-harness.js';
import { closeLocalServers, fixedAnswer } from './local-server.js';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';

afterEach(closeLocalServers);

const NOW = Date.parse('2026-11-21T10:00:00Z');

function transportAt(baseUrl: string, requests: RecordedRequest[], sleeps: number[] = []) {
  return new ApiTransport({
    address: new FakeAddress(baseUrl), authorizer: new FakeAuthorizer(basic('key', 'secret')),
    fetch: recordingFetch(requests), now: () => NOW, random: () => 0, log: new DeskLog(),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
}

describe('gateway errors', () => {
  it.each([500, 502, 503, 504])('reports a write that met %i as a server failure that may have been applied, sent once',
    async (status) => {
      const gateway = await fixedAnswer(status, () => ({ 'Content-Type': 'text/html' }), '<html>Bad gateway</html>');
      const requests: RecordedRequest[] = [];
      const failure = await apiFailure(transportAt(gateway.url, requests).send({ method: 'POST', path: 'booking/A-1/checkin' }, z.unknown()));
      expect(failure).toMatchObject({ kind: 'server', details: { status, maybeApplied: true } });
      expect(failure.message).not.toContain('html');
      expect(requests).toHaveLength(1);
    });

  it('retries a GET through a gateway error with backoff, three tries in all', async () => {
    const gateway = await fixedAnswer(502);
    const requests: RecordedRequest[] = [];
    const sleeps: number[] = [];
    const failure = await apiFailure(transportAt(gateway.url, requests, sleeps).send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(failure.kind).toBe('server');
    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([150, 300]);
  });
});

describe('Retry-After as an HTTP date', () => {
  it('reads the date, and reports rate-limited at once with the seconds left and the time to wait until', async () => {
    const busy = await fixedAnswer(429, () => ({ 'Retry-After': 'Sat, 21 Nov 2026 10:00:12 GMT' }));
    const requests: RecordedRequest[] = [];
    const sleeps: number[] = [];
    const failure = await apiFailure(transportAt(busy.url, requests, sleeps).send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(sleeps).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(failure).toMatchObject({ kind: 'rate-limited', details: { retryAfterSeconds: 12, waitUntil: NOW + 12_000 } });
  });

  it('keeps a 503 with a long Retry-After from being asked again before its time, reads included', async () => {
    const busy = await fixedAnswer(503, () => ({ 'Retry-After': '120' }));
    const requests: RecordedRequest[] = [];
    const transport = transportAt(busy.url, requests);
    const first = await apiFailure(transport.send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(first).toMatchObject({ kind: 'server', details: { retryAfterSeconds: 120 } });
    const second = await apiFailure(transport.send({ method: 'GET', path: 'help' }, z.unknown()));
    expect(second.kind).toBe('rate-limited');
    expect(requests).toHaveLength(1);
  });

  it.each([404, 409, 500])('holds nothing back for a Retry-After on a %i, which asks no pause (RFC 9110 10.2.3)', async (status) => {
    // A proxy or a page in front of the service may add the header to any answer: only a 429 or a 503 asks the desk
    // to wait, or one answer would keep every screen and desk of the account from the service for up to 15 minutes.
    const odd = await fixedAnswer(status, () => ({ 'Retry-After': '120' }));
    const requests: RecordedRequest[] = [];
    const transport = transportAt(odd.url, requests);
    const first = await apiFailure(transport.send({ method: 'POST', path: 'booking/A-1/update' }, z.unknown()));
    expect(first.kind).not.toBe('rate-limited');
    expect(first.details.retryAfterSeconds).toBeUndefined();
    const second = await apiFailure(transport.send({ method: 'POST', path: 'booking/A-2/update' }, z.unknown()));
    expect(second.kind).not.toBe('rate-limited');
    expect(requests).toHaveLength(2);
  });

  it('does not wait when the service gives no Retry-After, and says to try later', async () => {
    const busy = await fixedAnswer(429);
    const sleeps: number[] = [];
    const failure = await apiFailure(transportAt(busy.url, [], sleeps).send({ method: 'GET', path: 'ping' }, z.unknown()));
    expect(failure.kind).toBe('rate-limited');
    expect(failure.details.retryAfterSeconds).toBeUndefined();
    expect(sleeps).toEqual([]);
  });
});

describe('Retry-After from the sign-in service', () => {
  const refreshAt = (url: string) => new TokenEndpoint({
    address: { baseUrl: url }, client: { clientId: 'client', clientSecret: 'secret' }, now: () => NOW,
  }).refresh('refresh-token');

  /** An OAuth error body, as the token URL answers a refusal (RFC 6749 5.2). */
  const limited = (headers: Record<string, string> = {}) =>
    fixedAnswer(429, () => ({ 'Content-Type': 'application/json', ...headers }), '{"error":"rate_limited"}');

  it('reads an HTTP date as every other Retry-After is read, one reader for all', async () => {
    const busy = await limited({ 'Retry-After': 'Sat, 21 Nov 2026 10:00:12 GMT' });
    expect(await apiFailure(refreshAt(busy.url))).toMatchObject({ kind: 'rate-limited', details: { retryAfterSeconds: 12 } });
  });

  it('takes a 429 that names no wait to ask for a minute', async () => {
    const busy = await limited();
    expect(await apiFailure(refreshAt(busy.url))).toMatchObject({ kind: 'rate-limited', details: { retryAfterSeconds: 60 } });
  });
});
