// Issue 10's measure: one kind of change at a time, applied to every answer the way a live PHP service might write
// it, between the desk and the sandbox (a rewriting fetch, as a proxy would). Counts the reads the desk still
// answers live (not from its copy), and the writes that land exactly once.
import type { DeskResult } from '../../shared/contract/desk-error.js';
import { MUTATION_KINDS, mutateAll, type MutationKind } from '../support/answer-mutations.js';
import { deskOnDemo, type DeskHarness } from '../support/desk-harness.js';
import { deskReads } from '../support/desk-reads.js';
import type { BenchResult } from './measure.js';

type Rewrite = ((body: unknown) => unknown) | null;

/** A fetch that rewrites the JSON of every 2xx API answer while a kind is switched on. */
function rewritingFetch(current: () => Rewrite): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await fetch(input, init);
    const rewrite = current();
    if (!rewrite || !url.includes('/api/') || response.status >= 300) return response;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, { status: response.status, headers: response.headers });
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(rewrite(body)), { status: response.status, headers });
  };
}

function deskWith(current: () => Rewrite): Promise<DeskHarness> {
  return deskOnDemo({ seed: 71, bookings: 200, fetch: rewritingFetch(current) });
}

/** Live answers only: a copy shown because the live answer could not be read does not count. */
const answeredLive = (result: DeskResult<unknown>) => result.ok
  && !(typeof result.value === 'object' && result.value !== null && 'asOf' in result.value && result.value.asOf !== null);

async function readsAnswered(harness: DeskHarness): Promise<[number, number]> {
  const reads = deskReads(harness);
  let answered = 0;
  for (const read of reads) if (answeredLive(await read.run())) answered += 1;
  return [answered, reads.length];
}

/** Five writes, each on a booking of its own, then the outbox drained with the answers plain again. */
async function writesLandedOnce(harness: DeskHarness, on: (rewrite: Rewrite) => void, kind: MutationKind): Promise<number> {
  const { store } = harness.sandbox.control.services();
  const fresh = store.state.bookings.filter((b) => b.statusId === 'PAID' && !b.checkedIn);
  const inHouse = store.state.bookings.find((b) => b.statusId === 'PAID' && b.checkedIn && !b.checkedOut)!;
  const [a, b, c, d] = fresh;
  const plans: [string, string, () => Promise<unknown>][] = [
    [a!.code, 'checkin', () => harness.call('bookings.checkIn', { code: a!.code })],
    [inHouse.code, 'checkout', () => harness.call('bookings.checkOut', { code: inHouse.code })],
    [b!.code, 'note', () => harness.call('bookings.addNote', { code: b!.code, body: `Tolerance ${kind.name}` })],
    [c!.code, 'bookmark', () => harness.call('bookings.setBookmark', { code: c!.code, bookmarked: true })],
    [d!.code, 'update', () => harness.call('bookings.setStatus', { code: d!.code, statusId: 'HOLD', notify: false, setPaid: false })],
  ];
  on((body) => mutateAll(body, kind));
  for (const [, , run] of plans) await run();
  on(null);
  await harness.call('sync.now', {});
  const applied = (code: string, what: string) => harness.sandbox.control.writes()
    .filter((w) => w.bookingId === store.booking(code)!.id && w.kind === what).length;
  return plans.filter(([code, what]) => applied(code, what) === 1).length;
}

export async function toleranceBenchmarks(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const kind of MUTATION_KINDS) {
    let rewrite: Rewrite = null;
    const harness = await deskWith(() => rewrite);
    try {
      await harness.value('accounts.info', {});
      rewrite = (body) => mutateAll(body, kind);
      const [answered, reads] = await readsAnswered(harness);
      rewrite = null;
      const landed = await writesLandedOnce(harness, (next) => { rewrite = next; }, kind);
      results.push({ name: `${kind.name}: reads answered live`, value: answered, unit: `of ${reads}`, target: `${reads} of ${reads}`, met: answered === reads });
      results.push({ name: `${kind.name}: writes landed exactly once`, value: landed, unit: 'of 5', target: '5 of 5', met: landed === 5 });
    } finally {
      await harness.close();
    }
  }
  return results;
}
