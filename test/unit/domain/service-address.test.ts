// The one rule for where credentials may go, for an address typed when adding an account and for a 301 move alike.
import { describe, expect, it } from 'vitest';
import { checkServiceAddress, isSameServer } from '../../../shared/domain/service-address.js';

describe('a service address', () => {
  it('takes https anywhere and keeps it without a trailing slash, scheme and host in lower case', () => {
    expect(checkServiceAddress(' HTTPS://Harbour.Example.com/desk/ ')).toEqual({ ok: true, baseUrl: 'https://harbour.example.com/desk' });
    expect(checkServiceAddress('https://harbour.example.com:8443')).toEqual({ ok: true, baseUrl: 'https://harbour.example.com:8443' });
  });

  it('takes plain http only on this computer', () => {
    for (const text of ['http://127.0.0.1:4000', 'http://localhost:4000/x', 'http://[::1]:4000']) {
      expect(checkServiceAddress(text).ok, text).toBe(true);
    }
    expect(checkServiceAddress('http://harbour.example.com')).toEqual({
      ok: false, problem: 'The address must start with https:// (plain http only for this computer).',
    });
    expect(checkServiceAddress('http://127.0.0.1.evil.example').ok).toBe(false);
  });

  it('refuses what is no web address, with a reason and without throwing', () => {
    for (const text of ['not a url', '', 'https://', 'ftp://harbour.example.com', 'javascript:alert(1)', 'file:///etc/passwd']) {
      const checked = checkServiceAddress(text);
      expect(checked.ok, text).toBe(false);
      if (!checked.ok) expect(checked.problem, text).toMatch(/https:\/\//);
    }
  });

  it('refuses names, passwords, queries, fragments and addresses longer than 300 characters', () => {
    expect(checkServiceAddress('https://me:pw@harbour.example.com')).toMatchObject({ ok: false, problem: expect.stringMatching(/name or password/) });
    expect(checkServiceAddress('https://harbour.example.com/?next=evil')).toMatchObject({ ok: false, problem: expect.stringMatching(/query/) });
    expect(checkServiceAddress('https://harbour.example.com/#x')).toMatchObject({ ok: false });
    expect(checkServiceAddress(`https://harbour.example.com/${'a'.repeat(300)}`)).toMatchObject({ ok: false, problem: expect.stringMatching(/300/) });
  });
});

describe('the same server', () => {
  it('is the same scheme, host and port', () => {
    expect(isSameServer('https://a.example/x', 'https://A.example/y')).toBe(true);
    expect(isSameServer('https://a.example', 'https://b.example')).toBe(false);
    expect(isSameServer('http://127.0.0.1:1', 'http://127.0.0.1:2')).toBe(false);
    expect(isSameServer('http://a.example', 'https://a.example')).toBe(false);
    expect(isSameServer('not a url', 'not a url')).toBe(false);
  });
});
