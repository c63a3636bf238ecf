// The outbox's saves go to disk one at a time and in order, so an older state never lands on a newer one; a burst
// of changes shares a save; and one failed save does not block the saves behind it.
import { describe, expect, it } from 'vitest';
import { SerialSaves } from '../../../../../electron/core/offline/outbox/serial-saves.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('serial saves', () => {
  it('never runs two saves at once, writes the newest state last, and shares a save among a burst', async () => {
    let state = 0;
    let running = 0;
    let mostRunning = 0;
    const written: number[] = [];
    const saves = new SerialSaves(async () => {
      const snapshot = state;
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await tick();
      written.push(snapshot);
      running -= 1;
    });
    const all = Array.from({ length: 20 }, () => {
      state += 1;
      return saves.save();
    });
    await Promise.all(all);
    expect(mostRunning).toBe(1);
    expect(written.at(-1)).toBe(20);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(written.length).toBeLessThan(20);
  });

  it('reports a failed save to its caller and still makes the next one', async () => {
    let fail = true;
    const saves = new SerialSaves(async () => {
      await tick();
      if (fail) throw new Error('disk full');
    });
    const first = saves.save();
    await expect(first).rejects.toThrow('disk full');
    fail = false;
    await expect(saves.save()).resolves.toBeUndefined();
  });
});
