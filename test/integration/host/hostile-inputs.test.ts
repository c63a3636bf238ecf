// Every contract call, through the browser host over HTTP, fed input no screen would send: arbitrary JSON, and
// each member of the call's input replaced by something hostile (addresses that are not addresses, control and
// bidi characters, huge strings, prototype keys). Whatever arrives, the host answers 200 with a DeskResult, and a
// refused input is an invalid-input a person can read: never a 500, never a stack trace.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../../shared/contract/calls.js';
import { resultSchema } from '../../../shared/contract/desk-error.js';
import { CALL_NAMES, type CallName } from '../../../shared/contract/names.js';
import { call, openSession, type TestHost, startTestHost } from './host-fixture.js';

let test: TestHost;
let cookie: string;
beforeAll(async () => {
  test = await startTestHost();
  cookie = await openSession(test);
});
afterAll(() => test.stop());

const HOSTILE_TEXT = [
  'not a url', 'javascript:alert(1)', 'http://evil.example', 'https://user:pw@evil.example', 'https://[::1', 'https://',
  'file:///etc/passwd', '../../etc/passwd', '\u202Eevil\u202C', 'a\u0000b', '\u0007\u001b[31m', '<img src=x onerror=alert(1)>',
  '__proto__', 'constructor', '%00', ' ', '', 'x'.repeat(20_000), '😀'.repeat(4_000),
];

const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_TEXT, null, -1, 0, 2 ** 53, -(2 ** 53), 1e308, 0.5, true, [], {}, [[[]]]),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The members a call's input names, so that hostile values land where a handler would read them. */
function membersOf(name: CallName): string[] {
  const schema = calls[name].input as unknown as { shape?: Record<string, unknown> };
  return schema.shape ? Object.keys(schema.shape) : [];
}

/** Whether the contract itself takes this input; a schema that throws does not. */
function accepted(name: CallName, input: unknown): boolean {
  try {
    return calls[name].input.safeParse(input ?? {}).success;
  } catch {
    return false;
  }
}

const anyResult = resultSchema(z.unknown());
const STACK_TRACE = /\bat [\w.<>]+ \(|\.ts:\d+|node:internal/;

/** Only input the contract refuses is sent: accepted input would reach this test's stand-in desk, which has no answers. */
async function expectClearRefusal(name: CallName, input: unknown): Promise<void> {
  fc.pre(!accepted(name, input));
  const answer = await call(test, name, input, cookie);
  const where = `${name} ← ${JSON.stringify(input)?.slice(0, 200)}`;
  expect(answer.status, where).toBe(200);
  const result = anyResult.parse(JSON.parse(answer.text));
  expect(answer.text, where).not.toMatch(STACK_TRACE);
  expect(result.ok, where).toBe(false);
  if (result.ok) return;
  expect(result.error.kind, where).toBe('invalid-input');
  expect(result.error.message.length, where).toBeGreaterThan(10);
}

describe('hostile input to every contract call', () => {
  it('answers an address that is no address with the reason, not a failure of the host', async () => {
    for (const name of ['accounts.addOAuth', 'accounts.addTokenPair'] as const) {
      const secrets = name === 'accounts.addOAuth' ? { clientId: 'id', clientSecret: 's' } : { apiKey: 'k', apiSecret: 's' };
      const answer = await call(test, name, { label: 'Harbour', baseUrl: 'not a url', ...secrets }, cookie);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({
        ok: false, error: { kind: 'invalid-input', fields: ['baseUrl'], message: expect.stringContaining('https://') },
      });
    }
  });

  it.each(CALL_NAMES)('%s: arbitrary JSON as the whole input', async (name) => {
    await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), (input) => expectClearRefusal(name, input)),
      { numRuns: 25 });
  });

  it.each(CALL_NAMES.filter((name) => membersOf(name).length > 0))('%s: hostile values in its own members', async (name) => {
    const members = membersOf(name);
    const input = fc.dictionary(fc.constantFrom(...members, '__proto__', 'extra'), hostileValue, { minKeys: 1 });
    await fc.assert(fc.asyncProperty(input, (value) => expectClearRefusal(name, value)), { numRuns: 40 });
  });
});
