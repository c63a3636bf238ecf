// The desk's own demo service: credentials no other install shares (kept across restarts of this one), and no
// control interface for other local users to drive.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoServiceStarter } from '../../../../electron/sandbox/index.js';
import type { DemoService } from '../../../../electron/core/accounts/demo-service.js';
import { startSandbox } from '../../../../electron/sandbox/index.js';

const folders: string[] = [];
const running: DemoService[] = [];
afterAll(async () => {
  await Promise.all(running.map((demo) => demo.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function demoIn(folder: string | null): Promise<DemoService> {
  const demo = await demoServiceStarter(folder, 20)();
  running.push(demo);
  return demo;
}

const secretsOf = (demo: { clientId: string; clientSecret: string; staff: { password: string }[] }) =>
  [demo.clientId, demo.clientSecret, ...demo.staff.map((member) => member.password)];

describe("the desk's demo service", () => {
  it('has keys and staff passwords of its own, not those every install of the seed would share', async () => {
    const seeded = await startSandbox({ bookings: 20 });
    try {
      const [one, two] = [await demoIn(null), await demoIn(null)];
      for (const secret of secretsOf(one)) {
        expect(secretsOf(seeded)).not.toContain(secret);
        expect(secretsOf(two)).not.toContain(secret);
      }
    } finally {
      await seeded.close();
    }
  });

  it('keeps its credentials across restarts of the same install', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'frontdesk-demo-'));
    folders.push(folder);
    const first = await demoIn(folder);
    const remembered = secretsOf(first);
    await first.close();
    running.splice(running.indexOf(first), 1);
    expect(secretsOf(await demoIn(folder))).toEqual(remembered);
  });

  it('serves no control interface, whatever credentials come with the call', async () => {
    const seeded = await startSandbox({ bookings: 20 });
    await seeded.close();
    const demo = await demoIn(null);
    const basic = `Basic ${Buffer.from(`${seeded.apiKey}:${seeded.apiSecret}`).toString('base64')}`;
    for (const headers of [{}, { Authorization: basic }] as Record<string, string>[]) {
      const answer = await fetch(`${demo.baseUrl}/__sandbox/clock`, {
        method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ advance: 86_400 }),
      });
      expect(answer.status).toBe(404);
    }
  });
});
