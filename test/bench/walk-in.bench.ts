// Walk-in benchmarks: a rated query for 50 items over 7 days, through the contract (sandbox → desk →
// browser host) and on the New booking screen in Chromium, from the guest counts typed and Enter to the offers shown.
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { findChromium } from '../../scripts/find-chromium.mjs';
import { dispatch } from '../../electron/core/desk/dispatch.js';
import { addDays, dayInZone, isoDay } from '../../shared/domain/dates.js';
import { startDeskApp, stopDeskApp, type DeskApp } from '../e2e/support/desk-app.js';
import { hostClient } from './host-client.js';
import { percentile, timeEach, type BenchResult } from './measure.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
/** The demo catalogue padded so that a rated list holds 50 items (its three add-ons are sold only as packages). */
const CATALOGUE = 53;
const RATED_ITEMS = 50;
const SAMPLES = 20;

/** Guest counts that differ on every search, so that no answer comes from the screen's cache. */
const countsOf = (sample: number) => ({ adults: 1 + (sample % 4), children: Math.floor(sample / 4) % 5 });

async function ratedItemCount(app: DeskApp, firstDay: number): Promise<number> {
  const answer = await dispatch(app.desk.handlers, 'rates.find', { startDay: firstDay, endDay: addDays(firstDay, 6), counts: { adults: 1 } }, app.desk.log);
  if (!answer.ok) throw new Error(`rates.find failed: ${answer.error.message}`);
  const offers = (answer.value as { offers: { children: unknown[] }[] }).offers;
  return offers.reduce((sum, offer) => sum + 1 + offer.children.length, 0);
}

async function contractTimes(app: DeskApp, firstDay: number): Promise<number[]> {
  const call = await hostClient(app.host);
  const search = (sample: number) => {
    const { adults, children } = countsOf(sample);
    return call('rates.find', { startDay: firstDay, endDay: addDays(firstDay, 6), counts: { adults: adults, children: children } });
  };
  await timeEach(5, search);
  return timeEach(SAMPLES, search);
}

/** Milliseconds from Enter (after typing the counts) to the frame that shows the new offers. */
async function typingToOffers(page: Page, sample: number, offers: number): Promise<number> {
  const { adults, children } = countsOf(sample);
  await page.getByLabel('Adults', { exact: true }).fill(String(adults));
  await page.getByLabel('Children', { exact: true }).fill(String(children));
  await page.evaluate(() => {
    const marks = window as unknown as { enterAt?: number };
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') marks.enterAt = performance.now();
    }, { capture: true, once: true });
  });
  // No named functions inside: the page gets this code as text, without the helpers a bundler adds for names.
  const shown = page.evaluate(async ({ count, pattern }) => {
    for (;;) {
      const panel = document.querySelector('.results-panel');
      if (panel?.getAttribute('aria-busy') !== 'true' && document.querySelectorAll('.offers > li').length === count
        && new RegExp(pattern).test(panel?.textContent ?? '')) break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - ((window as unknown as { enterAt?: number }).enterAt ?? 0);
  }, { count: offers, pattern: `Adults\\s*${adults} ×` });
  await page.keyboard.press('Enter');
  return shown;
}

async function screenTimes(app: DeskApp, firstDay: number, offers: number): Promise<number[]> {
  const executablePath = findChromium() as string | null;
  if (!executablePath) throw new Error('no Chromium found');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the renderer did not build');
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // The contract client used a launch address of this host already; each address works once.
    await page.goto(app.host.newLaunchUrl());
    // The manifest opens first; the walk-in screen is one key away.
    await page.locator('.manifest-group').first().waitFor();
    await page.keyboard.press('Alt+7');
    await page.getByLabel('First day').fill(isoDay(firstDay));
    // Warming up on a shorter period keeps every measured search new to the screen's cache.
    await page.getByLabel('Last day').fill(isoDay(addDays(firstDay, 5)));
    for (let warm = 0; warm < 3; warm += 1) await typingToOffers(page, warm, offers);
    await page.getByLabel('Last day').fill(isoDay(addDays(firstDay, 6)));
    const samples: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) samples.push(await typingToOffers(page, sample, offers));
    return samples;
  } finally {
    await browser.close();
  }
}

export async function walkInBenchmarks(): Promise<BenchResult[]> {
  const app = await startDeskApp({ bookings: 2_000, items: CATALOGUE });
  try {
    const { timezone } = await app.desk.desk.details.accountInfo();
    const firstDay = addDays(dayInZone(Date.now() / 1000, timezone), 7);
    const rated = await ratedItemCount(app, firstDay);
    if (rated !== RATED_ITEMS) throw new Error(`expected ${RATED_ITEMS} rated items, got ${rated}`);
    const contract = await contractTimes(app, firstDay);
    // Offers listed at the top: a grouped item shows its two choices inside its own entry.
    const screen = await screenTimes(app, firstDay, RATED_ITEMS - 2);
    const median = (samples: number[]) => percentile(samples, 50);
    return [
      { name: 'Rated query, 50 items × 7 days, through the contract (sandbox → desk → browser host): median of 20', value: median(contract), unit: 'ms', target: '< 150 ms', met: median(contract) < 150 },
      { name: 'New booking screen: counts typed, Enter → 50 items’ offers shown, median of 20', value: median(screen), unit: 'ms', target: '< 300 ms', met: median(screen) < 300 },
      { name: 'New booking screen: counts typed, Enter → offers shown, 95th percentile', value: percentile(screen, 95), unit: 'ms', target: '< 500 ms', met: percentile(screen, 95) < 500 },
    ];
  } finally {
    await stopDeskApp(app);
  }
}
