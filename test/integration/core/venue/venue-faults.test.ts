// The venue's picture under churn: 300 stamps over three desks while desks are closed and started again at random
// (their links dropped and made again). At the end every desk holds all 300, and the three pictures are the same.
// The service's side of the fault run (0 doubled at the service) is not in this test: see three-desks.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-faults-');
const opened = new Set<VenueDesk>();
afterEach(async () => {
  await Promise.all([...opened].map((desk) => desk.close()));
  opened.clear();
});

const openDesk = async (folder: string, deskName: string) => {
  const desk = await VenueDesk.open({ folder, deskName, accountId: 'acme', beatMs: 100 });
  opened.add(desk);
  return desk;
};

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const picture = (desk: VenueDesk) => JSON.stringify([...desk.state.stamps.keys()].sort());

describe('a venue under churn', () => {
  it('ends with every stamp on every desk, the same on all three, after random restarts', async () => {
    const random = seeded(23);
    const folders = [tempFolder(), tempFolder(), tempFolder()];
    const names = ['Dock', 'Lobby', 'Gate'];
    const desks: (VenueDesk | null)[] = await Promise.all(folders.map((folder, i) => openDesk(folder, names[i]!)));
    await desks[1]!.join(desks[0]!.offerPairing());
    await desks[2]!.join(desks[0]!.offerPairing());
    let restarts = 0;
    for (let i = 0; i < 300; i += 1) {
      const roll = random();
      const which = Math.floor(random() * 3);
      if (roll < 0.05 && desks[which] && desks.filter(Boolean).length > 1) {
        const closing = desks[which]!;
        desks[which] = null;
        opened.delete(closing);
        await closing.close();
        restarts += 1;
      } else if (roll < 0.15 && !desks[which]) {
        desks[which] = await openDesk(folders[which]!, names[which]!);
      }
      const maker = desks.find((desk, index) => desk && index === which) ?? desks.find((desk) => desk)!;
      maker!.recordStamp({ code: `CHURN-${i}`, kind: 'checkIn', at: Date.now(), staffName: null, guestName: null });
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (let i = 0; i < 3; i += 1) desks[i] ??= await openDesk(folders[i]!, names[i]!);
    const all = desks as VenueDesk[];
    await until(() => all.every((desk) => desk.state.stamps.size === 300), 'every stamp on every desk', 400).catch(() => undefined);
    expect(restarts).toBeGreaterThan(3);
    expect(all.map((desk) => desk.state.stamps.size)).toEqual([300, 300, 300]);
    expect(new Set(all.map(picture)).size).toBe(1);
  }, 60_000);
});
