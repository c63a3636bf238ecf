// The live dialect: the sandbox writes the same facts the way a live PHP service does, so the desk meets them in
// every suite CI runs a second time with FRONTDESK_SANDBOX_DIALECT=live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../electron/sandbox/dialect/live-dialect.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet } from '../../support/sandbox-http.js';

let standard: RunningSandbox;
let live: RunningSandbox;

beforeAll(async () => {
  [standard, live] = await Promise.all([
    startSandbox({ seed: 52, bookings: 60, dialect: 'standard' }),
    startSandbox({ seed: 52, bookings: 60, dialect: 'live' }),
  ]);
});
afterAll(async () => {
  await Promise.all([standard.close(), live.close()]);
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every value in an answer, with its path, so the test can look for each kind of rewrite. */
function leaves(value: Json, path = ''): [string, Json][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0) return [[path, value]];
  return entries.flatMap(([key, member]) => leaves(member, `${path}/${key}`));
}

async function both(path: string, query: Record<string, string | number> = {}) {
  const [a, b] = await Promise.all([apiGet(standard, path, query), apiGet(live, path, query)]);
  return { standard: a.body as unknown as Json, live: b.body as unknown as Json, status: b.status };
}

describe('the live dialect', () => {
  it('writes numbers as text and money as numbers, empty text as null, and adds members nobody asked for', async () => {
    // Each member is written one way for the whole run, so several answers are needed to meet every rewrite.
    const answers = await Promise.all(['booking/index', 'customer', 'item', 'booking/form'].map((path) => both(path, { limit: 50 })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const values = answers.flatMap((answer, i) => leaves(answer.live, `${i}`));
    const before = new Map(answers.flatMap((answer, i) => leaves(answer.standard, `${i}`)));
    const rewritten = (was: (value: Json) => boolean, is: (value: Json) => boolean) =>
      values.filter(([path, value]) => before.has(path) && was(before.get(path)!) && is(value)).length;
    expect(rewritten((v) => typeof v === 'number', (v) => typeof v === 'string')).toBeGreaterThan(10);
    expect(rewritten((v) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v), (v) => typeof v === 'number')).toBeGreaterThan(10);
    expect(rewritten((v) => v === '', (v) => v === null)).toBeGreaterThan(0);
    expect(values.some(([path]) => /\/custom_field_\d+/.test(path))).toBe(true);
  });

  it('writes each member one way across records and answers, not at random per record', async () => {
    const pages = await Promise.all([1, 2].map((page) => apiGet(live, 'booking/index', { limit: 25, page })));
    const formsOf = new Map<string, Set<string>>();
    for (const page of pages) {
      for (const record of Object.values(page.body['booking/index'] as Record<string, Record<string, unknown>>)) {
        for (const [member, value] of Object.entries(record)) {
          if (member.startsWith('custom_field_')) continue;
          const form = value === null || value === '' ? 'nothing' : typeof value;
          formsOf.set(member, new Set([...(formsOf.get(member) ?? []), form]));
        }
      }
    }
    const mixed = [...formsOf].filter(([, forms]) => [...forms].filter((form) => form !== 'nothing').length > 1);
    expect(mixed).toEqual([]);
    expect(formsOf.get('booking_id')?.size).toBe(1);
  });

  it('keeps the collection and its order but shuffles the members of a record', async () => {
    const { standard: plain, live: rewritten } = await both('booking/index', { limit: 50 });
    const codes = (answer: Json) => Object.keys((answer as Record<string, Json>)['booking/index'] as object);
    expect(codes(rewritten)).toEqual(codes(plain));
    const firstKeys = (answer: Json) => Object.keys(Object.values((answer as Record<string, Record<string, Json>>)['booking/index']!)[0] as object);
    expect(firstKeys(rewritten)).not.toEqual(firstKeys(plain));
    expect(new Set(firstKeys(rewritten))).toEqual(new Set([...firstKeys(plain), ...firstKeys(rewritten).filter((k) => k.startsWith('custom_field_'))]));
  });

  it('HTML-escapes names, and writes empty maps as []', async () => {
    const { live: answer } = await both('item');
    const names = leaves(answer).filter(([path]) => path.endsWith('/name')).map(([, value]) => String(value));
    expect(names.some((name) => name.includes('&amp;') || name.includes('&#039;'))).toBe(true);
    expect(leaves(answer).some(([, value]) => Array.isArray(value) && value.length === 0)).toBe(true);
    expect(escapeHtml(`O'Brien & <Sons>`)).toBe('O&#039;Brien &amp; &lt;Sons&gt;');
  });

  it('writes the same answer for the same request, so a failure can be repeated', async () => {
    const first = await apiGet(live, 'booking/index', { limit: 5 });
    const second = await apiGet(live, 'booking/index', { limit: 5 });
    const withoutTimes = (body: unknown) => JSON.stringify(body).replace(/"(time|timestamp)":("[^"]*"|[\d.]+)/g, '');
    expect(withoutTimes(second.body)).toBe(withoutTimes(first.body));
  });

  it('is switched on and off through the control interface', async () => {
    const basic = `Basic ${Buffer.from(`${standard.apiKey}:${standard.apiSecret}`).toString('base64')}`;
    const switchTo = (dialect: string) => fetch(`${standard.url}/__sandbox/dialect`, {
      method: 'POST', body: JSON.stringify({ dialect }), headers: { Authorization: basic, 'Content-Type': 'application/json' },
    });
    expect((await switchTo('live')).status).toBe(200);
    const rewritten = await apiGet(standard, 'booking/index', { limit: 50 });
    expect(leaves(rewritten.body as unknown as Json).some(([path]) => /custom_field_/.test(path))).toBe(true);
    expect((await switchTo('standard')).status).toBe(200);
    const plain = await apiGet(standard, 'booking/index', { limit: 50 });
    expect(leaves(plain.body as unknown as Json).some(([path]) => /custom_field_/.test(path))).toBe(false);
  });

  it('leaves error answers as the standard writes them', async () => {
    const missing = await apiGet(live, 'booking/NO-SUCH-CODE');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('not_found');
  });

  it('keeps version and the request members (status, paging, time) as every recorded answer writes them', async () => {
    const { standard: plain, live: rewritten } = await both('booking/index', { limit: 50 });
    const envelope = (answer: Json) => answer as { version: Json; request: Record<string, Json> };
    expect(envelope(rewritten).version).toBe('3.0');
    const withoutTime = (request: Record<string, Json>) => ({ ...request, time: 0 });
    expect(withoutTime(envelope(rewritten).request)).toEqual(withoutTime(envelope(plain).request));
    expect(typeof envelope(rewritten).request.time).toBe('number');
    expect(typeof envelope(rewritten).request.pages).toBe('number');
  });
});
