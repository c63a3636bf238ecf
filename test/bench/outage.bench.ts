// An outage of the booking service alone (the computer keeps its network), met by an idle desk: from the moment
// the sandbox starts refusing connections to the frame where the status bar says Offline, in Chromium against
// browser mode. Nobody touches the desk meanwhile, so only its own heartbeat can find out. Each round starts at
// another point of the heartbeat's second; the service comes back between rounds.
import type { Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { startDeskApp, stopDeskApp, type DeskApp } from '../e2e/support/desk-app.js';
import { PAINT_PROBE, buildRenderer, launchChromium } from './chromium.js';
import { percentile, type BenchResult } from './measure.js';

const ROUNDS = 8;
/** Longer than this and the round counts as never noticed. */
const GIVE_UP_MS = 30_000;

/**
 * Epoch ms of the frame painted once the status bar says `word`, or null after `timeout` ms. Written as page source:
 * tsx would name the inner functions with a helper the page does not have.
 */
const statusSays = (page: Page, word: 'Online' | 'Offline', timeout: number): Promise<number | null> => page.evaluate(`
  (async () => {
    const shows = () => document.querySelector('.statusbar [role="status"]')?.textContent?.startsWith(${JSON.stringify(word)}) ?? false;
    const late = new Promise((resolve) => setTimeout(() => resolve(null), ${timeout}));
    const painted = await Promise.race([window.__painted(shows, 0), late]);
    return painted === null ? null : performance.timeOrigin + painted;
  })()
`);

/** Milliseconds from the service going away to Offline painted, or null when the desk did not notice in time. */
async function oneOutage(app: DeskApp, page: Page, round: number): Promise<number | null> {
  // Another point of the heartbeat each round: a drop just after a beat is the longest to notice.
  await wait(1_500 + (round * 1_000) / ROUNDS);
  const droppedAt = performance.timeOrigin + performance.now();
  app.sandbox.control.setFaults({ offline: true });
  const paintedAt = await statusSays(page, 'Offline', GIVE_UP_MS);
  app.sandbox.control.clearFaults();
  if (await statusSays(page, 'Online', 20_000) === null) throw new Error('the desk did not come back online');
  return paintedAt === null ? null : paintedAt - droppedAt;
}

export async function outageBenchmarks(): Promise<BenchResult[]> {
  buildRenderer();
  const browser = await launchChromium();
  if (!browser) return [{ name: 'Outage benchmark', value: 0, unit: '', target: 'a Chromium to run in', met: false }];
  const app = await startDeskApp({ bookings: 400 });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(PAINT_PROBE);
    await page.goto(app.host.launchUrl);
    await page.locator('.manifest-group').first().waitFor();
    await app.desk.desk.account.offline().sync.full();
    const samples: (number | null)[] = [];
    for (let round = 0; round < ROUNDS; round += 1) samples.push(await oneOutage(app, page, round));
    const noticed = samples.filter((sample): sample is number => sample !== null);
    const load = `load average ${loadavg()[0]!.toFixed(1)}`;
    return [{
      name: `Service alone goes away, idle desk: drop → status bar says Offline, slowest of ${ROUNDS} ` +
        `(p50 ${noticed.length ? percentile(noticed, 50).toFixed(0) : '–'} ms; noticed ${noticed.length} of ${ROUNDS}; ${load})`,
      value: noticed.length === ROUNDS ? Math.max(...noticed) : GIVE_UP_MS, unit: 'ms', target: '≤ 2,000 ms',
      met: noticed.length === ROUNDS && Math.max(...noticed) <= 2_000,
      // At 89f0651 (no heartbeat), load average 4.9: only a screen's refetch or the sync could tell it.
      before: 'noticed in 4 of 8 rounds within 30 s, those after 25.9 s (p50)',
    }];
  } finally {
    await stopDeskApp(app, () => browser.close());
  }
}
