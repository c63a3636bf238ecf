// The venue's fault run at the service, CI-sized: three desk processes and the sandbox; stamps pressed
// while the service comes and goes, desks are killed and started again, freeze and thaw, and lose all their links.
// Seeded, so a failing run repeats. Nothing may be lost or land twice at the service, and all desks must agree.
// The full run (300 stamps) is `npm run bench -- venue`; its figures are in docs/benchmarks.md.
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { killRunningDesks } from '../../../support/venue-desk-process.js';
import { runVenueFaults } from '../../../support/venue-fault-run.js';

const tempFolder = useTempFolders('fd-venue-service-faults-');
// Once per CI run: the live-dialect pass (npm run test:live) runs every core integration file again, and this one
// is the costliest; the live answers' exactly-once across desks is three-desks.test.ts, which runs in both passes.
const livePass = process.env.FRONTDESK_SANDBOX_DIALECT === 'live';
if (livePass) console.log('venue-service-faults.test: skipped in the live-dialect pass; it runs in the standard pass (CI time)');
let sandbox: RunningSandbox | null = null;

afterAll(async () => {
  killRunningDesks();
  await sandbox?.close();
});

describe.skipIf(livePass)('a venue under faults, at the service', () => {
  it('loses no stamp and lands none twice, and every desk agrees at the end', async () => {
    sandbox = await startSandbox({ seed: 2323, bookings: 160 });
    const result = await runVenueFaults({
      sandbox, folders: [tempFolder(), tempFolder(), tempFolder()], stamps: 40, seed: 57, graceMs: 1_500, stepMs: 250,
    });
    console.log(`venue fault run: ${result.accepted} stamps, ${JSON.stringify(result.faults)}, lost ${result.lost.length}, `
      + `doubled ${result.doubled.length}, desks agree: ${result.agree}, ${Math.round(result.ms / 1000)} s`);
    // Seed 57 draws every kind of fault in 40 presses (the schedule depends on the seed alone).
    expect(result.faults).toEqual({ outages: 2, kills: 3, freezes: 2, moves: 1 });
    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
    expect(result.agree).toBe(true);
  }, 150_000);
});
