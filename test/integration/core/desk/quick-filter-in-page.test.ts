// The Bookings screen narrows the list it holds in the page (renderer/features/booking-list/quick-filter.ts) where it
// once asked the desk at every key. Whatever is typed, in whatever order keys come (typed, deleted, typed again), the
// page must show what the desk answers for the same words: the same bookings on the same page, the same total, in the
// list's order, sorted or not, on every page of the list. Seeded; replay with FRONTDESK_PROPERTY_SEED=<seed>.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSort } from '../../../../shared/contract/model/booking-query.js';
import { quickFilterWords } from '../../../../shared/domain/booking-text.js';
import { filterHeld, firstPageOf, type HeldList } from '../../../../renderer/features/booking-list/quick-filter.js';
import { readHeld } from '../../../../renderer/features/booking-list/use-held-bookings.js';
import { makeLetterPairsNow } from '../../../../renderer/features/booking-list/letter-pairs.js';
import type { DeskClient } from '../../../../renderer/desk/desk-client.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

const SEED = Number(process.env.FRONTDESK_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PAGE = 25;

let harness: DeskHarness;
let words: string[];

/** The page's desk client, answered by the desk's own handlers. */
const client = (): DeskClient => ({ value: (name: never, input: never) => harness.value(name, input) }) as unknown as DeskClient;

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 71, bookings: 1_300 });
  await harness.running.desk.account.offline().sync.full();
  const { bookings } = await harness.value('bookings.list', { sort: { by: 'code', descending: false }, limit: 1000 });
  // What a person types: pieces of names, e-mails, codes and items, accents and all, and words nothing holds.
  words = [...new Set(bookings.flatMap((b) => [b.customer.name, b.customer.email, b.code, b.summary])
    .flatMap((text) => text.split(/[\s@.-]+/)).filter((word) => word.length > 0))];
});
afterAll(() => harness.close());

async function deskAnswer(text: string, page: number, sort?: BookingSort) {
  return harness.value('bookings.list', { text, page, limit: PAGE, ...(sort ? { sort } : {}) });
}

/** Blank text narrows nothing: the screen shows the list as the desk answers it then, and holds nothing to compare. */
async function compare(held: HeldList, text: string, page: number, sort?: BookingSort) {
  if (quickFilterWords(text).length > 0) expectSame(held, text, page, await deskAnswer(text, page, sort));
}

function expectSame(held: HeldList, text: string, page: number, desk: Awaited<ReturnType<typeof deskAnswer>>) {
  // A key's rows, found before its total is counted (and so before the matches are kept): the first page's bookings.
  const first = firstPageOf(held, text, PAGE).map((b) => b.code);
  const shown = filterHeld(held, text, page, PAGE);
  if (page === 1) expect(first, `"${text}" found first`).toEqual(desk.bookings.map((b) => b.code));
  expect({ codes: shown.bookings.map((b) => b.code), total: shown.total, pages: shown.pages }, `"${text}" page ${page}`)
    .toEqual({ codes: desk.bookings.map((b) => b.code), total: desk.total, pages: desk.pages });
}

describe('the quick filter in the page', () => {
  it(`shows what the desk answers, key by key, on every page (seed ${SEED})`, async () => {
    console.log(`quick filter in the page: fast-check seed ${SEED} (replay with FRONTDESK_PROPERTY_SEED=${SEED})`);
    const sorts: (BookingSort | undefined)[] = [undefined, { by: 'guest', descending: false }, { by: 'due', descending: true }];
    // Each list read before its pairs of letters are made (letter-pairs.ts), and once they are.
    const cases = sorts.flatMap((sort) => [{ sort, pairs: false }, { sort, pairs: true }]);
    for (const { sort, pairs } of cases) {
      const held = await readHeld(client(), sort ? { sort } : {});
      if (pairs) makeLetterPairsNow(held);
      await fc.assert(fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 3 }),
        fc.nat({ max: 3 }),
        async (typed, pageIndex) => {
          const text = typed.map((word, i) => (i % 2 === 1 ? word.toUpperCase() : word)).join(' ');
          // Each key as it is typed, then deleted again: the page narrows what it found a key before, or finds it kept.
          for (let end = 1; end <= text.length; end += 1) await compare(held, text.slice(0, end), 1, sort);
          for (let end = text.length - 1; end > 0; end -= 2) await compare(held, text.slice(0, end), 1, sort);
          await compare(held, text, pageIndex + 1, sort);
        },
      ), { seed: SEED, numRuns: 40 });
    }
  });
});
