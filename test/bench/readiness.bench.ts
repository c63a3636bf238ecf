// Issue 36's benchmarks: the readiness board for the next 7 days over a 20,000-booking account, from the desk's copy
// (the service away, so nothing but the copy answers), through the contract and on screen (Alt+0 to the painted
// groups, in Chromium); and the change feed's cost when nothing changed: booking/index requests a round, for one desk
// and for a venue of two, whose desks share one feed.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { findChromium } from '../../scripts/find-chromium.mjs';
import { addDays } from '../../shared/domain/dates.js';
import { FEED_INTERVAL_MS } from '../../electron/core/change-feed/change-feed.js';
import { startSandbox } from '../../electron/sandbox/index.js';
import { startDeskApp, stopDeskApp } from '../e2e/support/desk-app.js';
import { deskOnDemo, type DeskHarness } from '../support/desk-harness.js';
import { until } from '../support/until.js';
import { percentile, timeEach, type BenchResult } from './measure.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const ROUNDS = 20;
/** Weeks picked on screen, each a day later than the last. */
const WEEKS = 20;

async function boardFromTheCopy(): Promise<BenchResult[]> {
  const executablePath = findChromium() as string | null;
  const build = spawnSync('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the renderer did not build');
  const app = await startDeskApp({ seed: 7, bookings: 20_000 });
  try {
    const desk = app.desk.desk;
    await desk.account.offline().sync.full();
    const from = addDays(desk.account.offline().workingSet.today(), 1);
    // The demo account's own No show status chosen under Accounts, as a desk that closes departures has it: the board
    // then also looks for each guest's earlier no-shows.
    await app.desk.handlers['accounts.setNoShowStatus']({ status: { id: 'NOSHOW', name: 'No show' } }, new AbortController().signal);
    // As a desk that looked at the week: every record of the seven days read (the board reads them behind).
    await app.desk.handlers['readiness.board']({ from, days: 7 }, new AbortController().signal);
    await until(async () => (await app.desk.handlers['readiness.board']({ from, days: 7 }, new AbortController().signal)).reading === 0,
      'the week\'s records', 4_000);
    app.sandbox.control.setFaults({ offline: true });
    await app.desk.handlers['bookings.list']({ limit: 1, page: 1 }, new AbortController().signal).catch(() => undefined);
    const board = await app.desk.handlers['readiness.board']({ from, days: 7 }, new AbortController().signal);
    if (board.asOf === null) throw new Error('the board did not answer from the copy');
    // The sync's own work behind (the file written, search keys made) done first: the board is what is timed.
    await desk.account.offline().workingSet.flush();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const ask = () => app.desk.handlers['readiness.board']({ from, days: 7 }, new AbortController().signal);
    const again = await timeEach(30, ask);
    // The copy changed before each ask (a booking's listing, as the change feed stores one): nothing kept helps.
    const workingSet = desk.account.offline().workingSet;
    const changed = workingSet.bookingsStartingIn(from, from)[0]!.booking;
    const afterChange: number[] = [];
    // CPU time as well: on a machine shared with other work, wall time waits for a core too.
    const afterChangeCpu: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      workingSet.putSummaries([{ ...changed, summary: `${changed.summary}${i % 2 ? ' ' : ''}`, lastModified: (changed.lastModified ?? 0) + i + 1 }], Math.floor(Date.now() / 1000));
      const cpu = process.cpuUsage();
      afterChange.push(...await timeEach(1, ask));
      const spent = process.cpuUsage(cpu);
      afterChangeCpu.push((spent.user + spent.system) / 1000);
    }
    const rows = board.groups.reduce((sum, group) => sum + group.rows.length, 0);
    const results: BenchResult[] = [
      { name: `Readiness of the next 7 days (${board.bookings} bookings expected, ${rows} rows), from the copy, asked again, p50 of 30`,
        value: percentile(again, 50), unit: 'ms', target: '≤ 100 ms', met: percentile(again, 50) <= 100 },
      { name: '… p95 of the same 30', value: percentile(again, 95), unit: 'ms', target: '≤ 100 ms', met: percentile(again, 95) <= 100 },
      { name: 'The same, the copy changed before each ask, p50 of 30', value: percentile(afterChange, 50), unit: 'ms', target: '≤ 100 ms',
        met: percentile(afterChange, 50) <= 100 },
      { name: '… p95 of the same 30', value: percentile(afterChange, 95), unit: 'ms', target: '≤ 100 ms', met: percentile(afterChange, 95) <= 100 },
      { name: '… CPU time of the process per ask, p50 of the same 30', value: percentile(afterChangeCpu, 50), unit: 'ms', target: 'said', met: true },
      { name: '… CPU time, p95 of the same 30', value: percentile(afterChangeCpu, 95), unit: 'ms', target: 'said', met: true },
    ];
    if (executablePath) {
      const browser = await chromium.launch({ executablePath, args: ARGS });
      try {
        const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
        await page.goto(app.host.launchUrl);
        await page.locator('.manifest-group').first().waitFor({ timeout: 60_000 });
        const screen: number[] = [];
        const answers: number[] = [];
        // The page's main thread's own work for each pick (Chrome's TaskDuration): what a wait for a core on a shared
        // machine does not stretch as it stretches the wall time.
        const pageWork: number[] = [];
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
        await page.keyboard.press('Alt+0');
        await page.locator('.readiness-group').first().waitFor();
        // Each time a week the screen has not asked for yet (a new week a day later), chosen in the date box; timed in
        // the page from the date's input event to the frame painted with the new week's summary, once the board shown
        // before (the next 7 days, from the cache) has painted: the driver's own work before and after is not counted.
        for (let i = 1; i <= WEEKS; i += 1) {
          await page.getByRole('button', { name: 'Next 7 days' }).click();
          await page.getByRole('button', { name: 'Next 7 days', pressed: true }).waitFor();
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
          const day = addDays(from, i);
          const iso = `${String(day).slice(0, 4)}-${String(day).slice(4, 6)}-${String(day).slice(6, 8)}`;
          const box = page.getByLabel('From');
          await box.evaluate((input) => {
            const picked = window as unknown as { pickedAt: number | null; answeredAt: number | null };
            picked.pickedAt = null;
            picked.answeredAt = null;
            input.addEventListener('input', (event) => { picked.pickedAt = event.timeStamp; }, { once: true });
          });
          const answered = page.waitForResponse((response) => response.url().includes('readiness.board'))
            .then(() => page.evaluate(() => { (window as unknown as { answeredAt: number }).answeredAt = performance.now(); }));
          // The new week's summary as the desk will say it (the handler asked here, in the benchmark's process).
          const week = await app.desk.handlers['readiness.board']({ from: day, days: 7 }, new AbortController().signal);
          const needing = new Set(week.groups.flatMap((group) => group.rows.map((row) => row.code))).size;
          const summary = new RegExp(`^${week.bookings.toLocaleString('en-US')} bookings? expected · ${needing.toLocaleString('en-US')} with`);
          const workBefore = await taskSeconds();
          await box.fill(iso);
          await page.locator('.readiness-summary', { hasText: summary }).waitFor();
          await answered;
          const [painted, arrived] = await page.evaluate(() => new Promise<[number, number]>((resolve) => requestAnimationFrame(() => setTimeout(() => {
            const picked = window as unknown as { pickedAt: number; answeredAt: number };
            resolve([performance.now() - picked.pickedAt, picked.answeredAt - picked.pickedAt]);
          }, 0))));
          pageWork.push((await taskSeconds() - workBefore) * 1000);
          screen.push(painted);
          answers.push(arrived);
        }
        results.push({ name: `Readiness of 7 days on screen: a day picked to the painted groups, p50 of ${WEEKS} weeks not asked before (1366×768)`, value: percentile(screen, 50),
          unit: 'ms', target: '≤ 300 ms', met: percentile(screen, 50) <= 300 });
        results.push({ name: `… p95 of the same ${WEEKS}`, value: percentile(screen, 95), unit: 'ms', target: '≤ 300 ms', met: percentile(screen, 95) <= 300 });
        results.push({ name: '… of which until the answer arrived in the page (the host, the contract\'s check, the handler), p50', value: percentile(answers, 50),
          unit: 'ms', target: 'said', met: true });
        results.push({ name: '… the page\'s main thread at work in that time (TaskDuration), p50', value: percentile(pageWork, 50),
          unit: 'ms', target: 'said', met: true });
      } finally {
        await browser.close();
      }
    }
    return results;
  } finally {
    await stopDeskApp(app);
  }
}

const feedRequests = (harness: DeskHarness) => harness.requests.filter((request) => {
  const url = new URL(request.url);
  return url.pathname.endsWith('/booking/index') && url.searchParams.has('last_modified');
}).length;

async function feedCost(): Promise<BenchResult[]> {
  const sandbox = await startSandbox({ seed: 7, bookings: 2_000 });
  const timing = { beatMs: 200, graceMs: 5_000, watchMs: 500 };
  const lobby = await deskOnDemo({ sandbox, venueTiming: timing });
  const dock = await deskOnDemo({ sandbox, venueTiming: timing });
  try {
    await Promise.all([lobby.running.desk.account.offline().sync.full(), dock.running.desk.account.offline().sync.full()]);
    await lobby.running.feed.round();
    lobby.requests.length = 0;
    for (let i = 0; i < ROUNDS; i += 1) await lobby.running.feed.round();
    const alone = feedRequests(lobby) / ROUNDS;
    const offer = await lobby.value('venue.offerPairing', { deskName: 'Lobby' });
    await dock.value('venue.join', { deskName: 'Dock', code: offer.code });
    await until(() => lobby.running.desk.account.venue()?.venue.desks().every((desk) => desk.online) && dock.running.desk.account.venue()?.venue.desks().length === 2,
      'the two desks linked', 2_000);
    // Each desk's rounds as its timer would run them: the desk that leads first, its round heard by the other.
    for (let i = 0; i < 3; i += 1) await Promise.all([lobby.running.feed.round(), dock.running.feed.round()]);
    lobby.requests.length = 0;
    dock.requests.length = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      await lobby.running.feed.round();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await dock.running.feed.round();
    }
    const venue = (feedRequests(lobby) + feedRequests(dock)) / ROUNDS;
    const per15s = (perRound: number) => perRound * (15_000 / FEED_INTERVAL_MS);
    return [
      { name: `Change feed, one desk, nothing changed: booking/index requests per 15 s (${ROUNDS} rounds, one every ${FEED_INTERVAL_MS / 1000} s)`,
        value: per15s(alone), unit: 'requests', target: '≤ 1', met: per15s(alone) <= 1 },
      { name: `Change feed, a venue of two desks, nothing changed: booking/index requests per 15 s for the venue (${ROUNDS} rounds each)`,
        value: per15s(venue), unit: 'requests', target: '≤ 1 (the venue shares one)', met: per15s(venue) <= 1 },
    ];
  } finally {
    await dock.close();
    await lobby.close();
    await sandbox.close();
  }
}

export async function readinessBenchmarks(): Promise<BenchResult[]> {
  return [...await boardFromTheCopy(), ...await feedCost()];
}
