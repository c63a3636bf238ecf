// The host answers only under its own loopback names and port, and only to its own page.
import { describe, expect, it } from 'vitest';
import { isFromAnotherSite, isOwnHost, isOwnOrigin } from '../../../electron/host/request-origin.js';

describe('request origin', () => {
  // Not [::1]: the host does not listen there, and another program may, at the same port.
  it('accepts exactly 127.0.0.1:<port> and localhost:<port> as Host', () => {
    expect(isOwnHost('127.0.0.1:4000', 4000)).toBe(true);
    expect(isOwnHost('localhost:4000', 4000)).toBe(true);
    expect(isOwnHost('LocalHost:4000', 4000)).toBe(true);
    for (const host of [undefined, '', '127.0.0.1', '127.0.0.1:4001', 'evil.example:4000', '[::1]:4000', '127.0.0.1:4000.evil.example', 'x127.0.0.1:4000']) {
      expect(isOwnHost(host, 4000), String(host)).toBe(false);
    }
  });

  it('accepts only the page\'s own http origins', () => {
    expect(isOwnOrigin('http://127.0.0.1:4000', 4000)).toBe(true);
    expect(isOwnOrigin('http://localhost:4000', 4000)).toBe(true);
    for (const origin of [undefined, 'null', 'http://[::1]:4000', 'https://127.0.0.1:4000', 'http://127.0.0.1:4001', 'http://127.0.0.1:4000/', 'http://evil.example']) {
      expect(isOwnOrigin(origin, 4000), String(origin)).toBe(false);
    }
  });

  it('treats cross-site and same-site fetches as another site, and its own or a typed address as not', () => {
    expect(isFromAnotherSite({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(isFromAnotherSite({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(isFromAnotherSite({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(isFromAnotherSite({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isFromAnotherSite({})).toBe(false);
  });
});
