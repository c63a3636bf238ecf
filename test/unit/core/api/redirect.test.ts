// The decision behind following a 301 (spec 7, 9), as a pure function.
import { describe, expect, it } from 'vitest';
import { apiUrl, decideRedirect } from '../../../../electron/core/api/redirect.js';

const SUFFIX = '/api/3.0/booking/PVCA-1/note';
const from = (base: string) => apiUrl(base, SUFFIX, null);

describe('decideRedirect', () => {
  it('follows a 301 on the same server and derives the new base by stripping the API path', () => {
    expect(decideRedirect(301, `https://old.example/acct${SUFFIX}`, from('https://old.example'), SUFFIX))
      .toEqual({ follow: true, newBaseUrl: 'https://old.example/acct' });
    expect(decideRedirect(301, `http://127.0.0.1:4000/desk${SUFFIX}`, from('http://127.0.0.1:4000'), SUFFIX).follow).toBe(true);
  });

  it('asks before following a move to another port or scheme of the same host: another origin is another server', () => {
    for (const location of [`https://old.example:8443/acct${SUFFIX}`, `http://127.0.0.1:4001${SUFFIX}`]) {
      const asked = decideRedirect(301, location, from(location.startsWith('https') ? 'https://old.example' : 'http://127.0.0.1:4000'), SUFFIX);
      expect(asked, location).toMatchObject({ follow: false, failure: { details: { code: 'move_to_another_host' } } });
    }
    const upgraded = decideRedirect(301, `https://127.0.0.1:4443${SUFFIX}`, from('http://127.0.0.1:4000'), SUFFIX);
    expect(upgraded).toMatchObject({ follow: false, elsewhere: 'https://127.0.0.1:4443' });
  });

  it('follows no move to another host, nor to plain http off this computer', () => {
    const elsewhere = decideRedirect(301, `https://new.example/acct${SUFFIX}`, from('https://old.example'), SUFFIX);
    expect(elsewhere).toMatchObject({ follow: false, failure: { details: { code: 'move_to_another_host' } } });
    const plain = decideRedirect(301, `http://b.example${SUFFIX}`, from('http://a.example'), SUFFIX);
    expect(plain).toMatchObject({ follow: false, failure: { details: { code: 'unsafe_move' } } });
  });

  it('resolves a relative Location against the address asked', () => {
    expect(decideRedirect(301, `/moved${SUFFIX}?x=1`, from('https://a.example'), SUFFIX))
      .toEqual({ follow: true, newBaseUrl: 'https://a.example/moved' });
  });

  it('refuses https to http, with a failure that explains', () => {
    const decision = decideRedirect(301, `http://b.example${SUFFIX}`, from('https://a.example'), SUFFIX);
    expect(decision.follow).toBe(false);
    if (decision.follow) return;
    expect(decision.failure.kind).toBe('refused');
    expect(decision.failure.details.code).toBe('insecure_redirect');
  });

  it.each([302, 303, 307, 308])('never follows a %i', (status) => {
    const decision = decideRedirect(status, `https://b.example${SUFFIX}`, from('https://a.example'), SUFFIX);
    expect(decision).toMatchObject({ follow: false, failure: { kind: 'unreadable' } });
  });

  it.each([
    ['a different API path', 'https://b.example/api/3.0/ping'],
    ['a page outside the API', 'https://b.example/login'],
    ['another scheme', `ftp://b.example${SUFFIX}`],
    ['no address at all', null],
    ['an address that is not one', 'http://['],
  ])('does not follow a 301 to %s', (_what, location) => {
    expect(decideRedirect(301, location, from('https://a.example'), SUFFIX)).toMatchObject({ follow: false });
  });
});

describe('apiUrl', () => {
  it('joins base, API path and query without doubling slashes', () => {
    expect(apiUrl('https://a.example/acct/', '/api/3.0/item', new URLSearchParams('a=1')).href)
      .toBe('https://a.example/acct/api/3.0/item?a=1');
  });
});
