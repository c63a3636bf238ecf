// Presses of one guest on several desks within the undo window are settled on one by a rule every desk computes the
// same way, whatever it heard first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pressThatStands, TOGETHER_MS } from '../../../../electron/core/venue/press-settle.js';
import type { WaitingWrite } from '../../../../electron/core/venue/venue-state.js';

const press = (entryId: string, createdAt: number, extra: Partial<WaitingWrite> = {}): WaitingWrite => ({
  entryId, ownerDeskId: `desk-${entryId}`, createdAt, staffId: null, write: { kind: 'checkIn', code: 'ABCD-123' },
  takenOverFrom: null, alone: false, ...extra,
});

describe('which press stands', () => {
  it('the earliest of presses made together; the same moment goes to the smaller id', () => {
    const [first, later, tied] = [press('b-entry', 1_000), press('a-entry', 1_002), press('c-entry', 1_000)];
    expect(pressThatStands(first, [later, first, tied])).toBeNull();
    expect(pressThatStands(later, [later, first, tied])).toBe(first);
    expect(pressThatStands(tied, [later, first, tied])).toBe(first);
  });

  it("by the service's clock when each desk knew it, whatever the desks' own clocks say", () => {
    const ahead = press('ahead', 300_000, { serviceAt: 1_000 });
    const right = press('right', 2_000, { serviceAt: 2_000 });
    expect(pressThatStands(right, [ahead, right])).toBe(ahead);
  });

  it('leaves alone presses further apart than the undo window, other guests, other kinds and other writes', () => {
    const mine = press('mine', 10_000 + TOGETHER_MS + 1);
    expect(pressThatStands(mine, [press('earlier', 10_000)])).toBeNull();
    expect(pressThatStands(mine, [press('other-guest', mine.createdAt - 1, { write: { kind: 'checkIn', code: 'WXYZ-9' } })])).toBeNull();
    expect(pressThatStands(mine, [press('check-out', mine.createdAt - 1, { write: { kind: 'checkOut', code: 'ABCD-123' } })])).toBeNull();
    expect(pressThatStands(mine, [press('note', mine.createdAt - 1, { write: { kind: 'note', code: 'ABCD-123', body: 'x', private: true } })])).toBeNull();
    expect(pressThatStands(press('lower-case', mine.createdAt, { write: { kind: 'checkIn', code: 'abcd-123' } }), [press('earlier', mine.createdAt - 5)]))
      .not.toBeNull();
  });

  it('leaves exactly one press of a group standing, whatever order a desk heard them in', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ at: fc.integer({ min: 0, max: 3_000 }), id: fc.uuid() }), { minLength: 1, maxLength: 6 }),
      (made) => {
        const presses = made.map(({ at, id }) => press(id, at));
        const unique = [...new Map(presses.map((p) => [p.entryId, p])).values()];
        const standing = unique.filter((p) => pressThatStands(p, [...unique].reverse()) === null);
        expect(standing).toHaveLength(1);
      },
    ));
  });
});
