// Property: whatever one member of a real sandbox answer holds (any PHP empty, a number as text, a flag as "1", an
// escaped name, a member missing, a custom member of any type), every desk read either answers or fails with a
// clear message, never an internal error. Seeded; the seed is printed so a failure can be replayed with
// FRONTDESK_PROPERTY_SEED=<seed>.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MISSING_KIND, MUTATION_KINDS, PHP_EMPTY_KIND, mutateOne } from '../../../support/answer-mutations.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { deskReads, type DeskRead } from '../../../support/desk-reads.js';

const RUNS = 1_200;
const KINDS = [PHP_EMPTY_KIND, MISSING_KIND, ...MUTATION_KINDS];
const SEED = Number(process.env.FRONTDESK_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));

let harness: DeskHarness;
let reads: DeskRead[];

beforeAll(async () => {
  // Each case writes what it left out to the desk log, which echoes to the console: 1,200 lines of it.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  harness = await deskOnDemo({ seed: 61, bookings: 120 });
  reads = deskReads(harness);
  // Sign-in and the account's own details first, so that every case asks only its own read.
  await harness.value('accounts.info', {});
});
afterAll(async () => {
  harness.sandbox.control.rewriteAnswers(null);
  await harness.close();
  vi.restoreAllMocks();
});

/** A message a person can read: a sentence, no stack trace, no programmer's words. */
function isClear(message: string): boolean {
  return message.length > 10 && !/\n\s+at |TypeError|ReferenceError|undefined|\[object /.test(message);
}

describe('desk reads against mutated answers', () => {
  it(`answer or fail clearly, over ${RUNS} seeded cases (seed ${SEED})`, async () => {
    console.log(`tolerant reads: fast-check seed ${SEED} (replay with FRONTDESK_PROPERTY_SEED=${SEED})`);
    const cases = fc.record({
      read: fc.nat({ max: reads.length - 1 }), kind: fc.nat({ max: KINDS.length - 1 }), pick: fc.nat(), variant: fc.nat(),
    });
    await fc.assert(fc.asyncProperty(cases, async ({ read, kind, pick, variant }) => {
      const changed: string[] = [];
      harness.sandbox.control.rewriteAnswers((body) => {
        const key = mutateOne(body, KINDS[kind]!, pick, variant);
        if (key !== null) changed.push(key);
        return body;
      });
      try {
        const result = await reads[read]!.run();
        const context = `${reads[read]!.name}, ${KINDS[kind]!.name} at "${changed.join('", "')}"`;
        if (!result.ok) {
          expect(result.error.kind, context).not.toBe('internal');
          expect(isClear(result.error.message), `${context}: ${result.error.message}`).toBe(true);
        }
      } finally {
        harness.sandbox.control.rewriteAnswers(null);
      }
    }), { numRuns: RUNS, seed: SEED });
  }, 240_000);
});
