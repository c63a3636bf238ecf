// The token request follows a 301 only where the account itself may move: the client secret never goes to plain
// http off this computer, to another host unasked, or to a URL that is not the token URL.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { followMove } from '../../../../electron/core/auth/token-moved.js';

const FROM = 'http://127.0.0.1:4100/oauth/token/';
const moved = (location: string) => new Response(null, { status: 301, headers: { Location: location } });

function follow(location: string) {
  const remembered: string[] = [];
  const elsewhere: string[] = [];
  const address = {
    baseUrl: 'http://127.0.0.1:4100', moved: (url: string) => { remembered.push(url); },
    movedElsewhere: (url: string) => { elsewhere.push(url); },
  };
  try {
    return { next: followMove(moved(location), FROM, 0, address), remembered, elsewhere };
  } catch (error) {
    expect(error).toBeInstanceOf(ApiFailure);
    return { failure: error as ApiFailure, remembered, elsewhere };
  }
}

describe('a moved token URL', () => {
  it('follows a move on the same server (scheme, host and port) and remembers the address as the desk keeps it', () => {
    const { next, remembered } = follow('http://127.0.0.1:4100/desk//oauth/token');
    expect(next).toBe('http://127.0.0.1:4100/desk/oauth/token/');
    expect(remembered).toEqual(['http://127.0.0.1:4100/desk']);
  });

  it('keeps a move to another port of the same host for the person to accept: another port is another server', () => {
    const { failure, remembered, elsewhere } = follow('http://127.0.0.1:4200/desk/oauth/token/');
    expect(failure?.details.code).toBe('move_to_another_host');
    expect([remembered, elsewhere]).toEqual([[], ['http://127.0.0.1:4200/desk']]);
  });

  it('keeps a move to another host for the person to accept, following nothing', () => {
    const { failure, remembered, elsewhere } = follow('http://localhost:4100/desk/oauth/token/');
    expect(failure?.details.code).toBe('move_to_another_host');
    expect([remembered, elsewhere]).toEqual([[], ['http://localhost:4100/desk']]);
  });

  it.each([
    ['plain http off this computer', 'http://bookings.example/oauth/token/', 'unsafe_move'],
    ['another host', 'http://localhost:4100/oauth/token/', 'move_to_another_host'],
    ['a name and password in the address', 'http://me:pw@127.0.0.1:4100/oauth/token/', 'unsafe_move'],
    ['a page that is not the token URL', 'http://127.0.0.1:4100/login', 'unexpected_redirect'],
  ])('refuses %s and remembers nothing', (_case, location, code) => {
    const { failure, remembered } = follow(location);
    expect(failure?.details.code).toBe(code);
    expect(failure?.message).toMatch(/administrator/);
    expect(remembered).toEqual([]);
  });
});
