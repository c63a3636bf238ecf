// A bookmark press while the booking's last bookmark write is under way is the next toggle: shown at once, written
// after that write, each at most once; the service ends with what the person last asked for.
import { describe, expect, it } from 'vitest';
import { BookmarkPresses } from '../../../../renderer/features/bookmarks/bookmark-presses.js';

function desk() {
  const writes: { code: string; bookmarked: boolean; answer: (taken: boolean) => Promise<void> }[] = [];
  let changes = 0;
  const presses = new BookmarkPresses({
    write: (code, bookmarked) => new Promise<boolean>((resolve) => {
      writes.push({ code, bookmarked, answer: async (taken) => {
        resolve(taken);
        // The follow-up, if any, is written once the answer is taken in.
        await new Promise((settled) => setTimeout(settled));
      } });
    }),
    onChange: () => { changes += 1; },
  });
  const sent = () => writes.map(({ code, bookmarked }) => `${code} ${bookmarked ? 'on' : 'off'}`);
  return { presses, writes, sent, changes: () => changes };
}

describe('bookmark presses', () => {
  it('shows a press at once and writes it once', async () => {
    const { presses, writes, sent, changes } = desk();
    presses.press('AAAA-000001', false);
    expect(presses.shown('AAAA-000001', false)).toBe(true);
    expect(presses.busy('AAAA-000001')).toBe(true);
    expect(changes()).toBe(1);
    await writes[0]!.answer(true);
    expect(sent()).toEqual(['AAAA-000001 on']);
    expect(presses.busy('AAAA-000001')).toBe(false);
    // The desk has it: the booking as read again says so.
    expect(presses.shown('AAAA-000001', true)).toBe(true);
  });

  it('takes a press while the last write is under way as the next toggle, written after it', async () => {
    const { presses, writes, sent } = desk();
    presses.press('AAAA-000001', false);
    presses.press('AAAA-000001', false);
    expect(presses.shown('AAAA-000001', false)).toBe(false);
    expect(sent()).toEqual(['AAAA-000001 on']);
    await writes[0]!.answer(true);
    expect(sent()).toEqual(['AAAA-000001 on', 'AAAA-000001 off']);
    expect(presses.shown('AAAA-000001', true)).toBe(false);
    await writes[1]!.answer(true);
    expect(sent()).toEqual(['AAAA-000001 on', 'AAAA-000001 off']);
    expect(presses.shown('AAAA-000001', false)).toBe(false);
    expect(presses.busy('AAAA-000001')).toBe(false);
  });

  it('sends nothing more for presses that cancel out while a write is under way', async () => {
    const { presses, writes, sent } = desk();
    presses.press('AAAA-000001', false);
    presses.press('AAAA-000001', false);
    presses.press('AAAA-000001', false);
    expect(presses.shown('AAAA-000001', false)).toBe(true);
    await writes[0]!.answer(true);
    expect(sent()).toEqual(['AAAA-000001 on']);
    expect(presses.busy('AAAA-000001')).toBe(false);
  });

  it('after a refusal shows the booking as it stands and drops the presses made meanwhile', async () => {
    const { presses, writes, sent } = desk();
    presses.press('AAAA-000001', false);
    presses.press('AAAA-000001', false);
    await writes[0]!.answer(false);
    expect(sent()).toEqual(['AAAA-000001 on']);
    expect(presses.shown('AAAA-000001', false)).toBe(false);
    expect(presses.busy('AAAA-000001')).toBe(false);
  });

  it('keeps each booking to itself', async () => {
    const { presses, writes, sent } = desk();
    presses.press('AAAA-000001', false);
    presses.press('BBBB-000002', true);
    expect(sent()).toEqual(['AAAA-000001 on', 'BBBB-000002 off']);
    expect(presses.shown('BBBB-000002', true)).toBe(false);
    await writes[1]!.answer(true);
    expect(presses.busy('AAAA-000001')).toBe(true);
    expect(presses.busy('BBBB-000002')).toBe(false);
  });
});
