// Waits that a cancel ends at once (how long they are: back-off.test.ts).
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { pause } from '../../../../electron/core/api/pacing.js';

describe('pause', () => {
  const never = () => new Promise<void>(() => {});

  it('ends a wait with cancelled when the signal aborts, even if the sleep ignores it', async () => {
    const controller = new AbortController();
    const waiting = pause(never, 60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('does not start a wait that is already cancelled', async () => {
    await expect(pause(never, 10, AbortSignal.abort())).rejects.toBeInstanceOf(ApiFailure);
  });

  it('waits as long as asked through the injected sleep', async () => {
    const asked: number[] = [];
    await pause(async (ms) => void asked.push(ms), 1234, new AbortController().signal);
    expect(asked).toEqual([1234]);
  });
});
