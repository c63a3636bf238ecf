// Screen benchmarks, in Debian's Chromium against browser mode on a 10,000-booking account:
// the bookings list's quick filter (keystroke → rows updated), row elements in the DOM, and time to the first
// interactive screen.
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { findChromium } from '../../scripts/find-chromium.mjs';
import { startDeskApp, stopDeskApp } from '../e2e/support/desk-app.js';
import { percentile, type BenchResult } from './measure.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

/**
 * Milliseconds from a keystroke in the quick filter to the next painted frame: React handles the input event
 * synchronously (a discrete event), so the rows have changed by then.
 */
async function keystrokeToRows(page: Page, text: string): Promise<number[]> {
  await page.getByLabel('Quick filter').focus();
  const samples: number[] = [];
  for (const character of text) {
    const rowsBefore = await page.locator('tbody tr').count();
    const elapsed = await page.evaluate(async (key) => {
      const input = document.activeElement as HTMLInputElement;
      const started = performance.now();
      // Typing as the browser does it: the native setter, then the input event React listens to.
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, input.value + key);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    }, character);
    samples.push(elapsed);
    void rowsBefore;
  }
  return samples;
}

/** The largest number of row elements seen while scrolling the whole list from top to bottom. */
async function mostRowsWhileScrolling(page: Page): Promise<number> {
  let most = 0;
  for (let step = 0; step <= 20; step += 1) {
    await page.evaluate((fraction) => {
      const scroller = document.querySelector('.bookings-scroller') as HTMLElement | null;
      if (scroller) scroller.scrollTop = scroller.scrollHeight * fraction;
    }, step / 20);
    await page.waitForTimeout(30);
    most = Math.max(most, await page.locator('tbody tr').count());
  }
  return most;
}

export async function rendererBenchmarks(): Promise<BenchResult[]> {
  const executablePath = findChromium() as string | null;
  if (!executablePath) return [{ name: 'Screen benchmarks', value: 0, unit: '', target: 'a Chromium to run in', met: false, note: 'no Chromium found' }];
  const build = spawnSync('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the renderer did not build');
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const app = await startDeskApp({ bookings: 10_000 });
  try {
    const page = await browser.newPage();
    await page.goto(app.host.launchUrl);
    await page.locator('.manifest-group').first().waitFor();
    // Warm cache: the second load is what a desk sees every morning.
    const started = Date.now();
    await page.reload();
    await page.locator('.manifest-group').first().waitFor();
    const firstScreen = Date.now() - started;
    await page.goto(`${app.host.url}#/bookings`);
    await page.getByLabel('Rows per page').selectOption('1000');
    await page.getByText(/page 1 of 10/i).first().waitFor();
    const rowElements = await mostRowsWhileScrolling(page);
    const typing = await keystrokeToRows(page, 'harbour view double');
    return [
      { name: 'First screen (manifest) interactive after a reload, warm cache, 10,000 bookings', value: firstScreen, unit: 'ms', target: '< 1,500 ms', met: firstScreen < 1500 },
      { name: 'Quick filter: keystroke → rows updated, 95th percentile (1,000 rows loaded)', value: percentile(typing, 95), unit: 'ms', target: '< 50 ms', met: percentile(typing, 95) < 50 },
      { name: 'Most row elements in the DOM while scrolling 1,000 loaded rows', value: rowElements, unit: 'rows', target: '< 100', met: rowElements < 100 },
    ];
  } finally {
    await stopDeskApp(app, () => browser.close());
  }
}
