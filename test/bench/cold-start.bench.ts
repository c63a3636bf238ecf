// Cold start with the service down: a desk that synced 20,000 bookings yesterday is started again with
// the booking service refusing connections, then with it accepting them and never answering. Measured in Chromium
// against browser mode, from the page opening (its navigation start) to the first manifest rows painted, over several
// starts each way; and every contract call the page makes in the first start's first ten seconds, counted by name.
import type { Browser, Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { reopenDesk, syncedDesk, takeServiceDown, type KeptDesk, type ServiceDown } from '../e2e/support/kept-desk.js';
import { PAINT_PROBE, buildRenderer, launchChromium } from './chromium.js';
import { percentile, type BenchResult } from './measure.js';

const BOOKINGS = 20_000;
/** Longer than any wait the desk had before (the transport's 15 s timeout, tried three times). */
const GIVE_UP_MS = 60_000;
const COUNT_WINDOW_MS = 10_000;
/** Starts each way: the p95 of a handful is their slowest, and one start alone says little on a shared machine. */
const ROUNDS = 10;
/** How old the copy is, where the desk says it: the offline banner, or the line under a list shown from the copy. */
const SAYS_HOW_OLD = /showing what this desk held at .* \((just now|.* ago)\)|Shown from this desk's copy of/;

interface ColdStart {
  /** Milliseconds from the page opening to the first manifest rows painted, each start; null: none within GIVE_UP_MS. */
  firstRowsMs: (number | null)[];
  /** Every start's rows said how old they are ("Shown from this desk's copy of …", or the offline banner). */
  saysHowOld: boolean;
  /** The most calls of one name in the first ten seconds, and which. */
  mostCalls: { name: string; count: number };
}

async function firstRows(page: Page): Promise<number | null> {
  return page.evaluate((limit) => Promise.race([
    (window as unknown as { __painted: (test: () => boolean, quiet: number) => Promise<number> })
      .__painted(() => document.querySelector('.manifest-table tbody tr') !== null, 0),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), limit)),
  ]), GIVE_UP_MS);
}

interface OneStart {
  firstRowsMs: number | null;
  saysHowOld: boolean;
  calls: Map<string, number>;
}

/** One start of the desk with the service down and its page opened; calls are counted for `watchMs`. */
async function startOnce(kept: KeptDesk, how: ServiceDown, browser: Browser, watchMs: number): Promise<OneStart> {
  const restore = await takeServiceDown(kept, how);
  const desk = await reopenDesk(kept);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(PAINT_PROBE);
    const calls = new Map<string, number>();
    const openedAt = Date.now();
    page.on('request', (request) => {
      const name = /\/desk\/call\/([^?]+)/.exec(request.url())?.[1];
      if (name && Date.now() - openedAt < watchMs) calls.set(name, (calls.get(name) ?? 0) + 1);
    });
    await page.goto(desk.host.launchUrl);
    const firstRowsMs = await firstRows(page);
    const saysHowOld = firstRowsMs !== null && await page.getByText(SAYS_HOW_OLD).first().isVisible();
    const left = watchMs - (Date.now() - openedAt);
    if (left > 0) await page.waitForTimeout(left);
    await page.close();
    return { firstRowsMs, saysHowOld, calls };
  } finally {
    await restore();
    await desk.close();
  }
}

async function coldStart(kept: KeptDesk, how: ServiceDown): Promise<ColdStart> {
  const browser = await launchChromium();
  if (!browser) throw new Error('no Chromium');
  try {
    const starts: OneStart[] = [];
    for (let round = 0; round < ROUNDS; round += 1) starts.push(await startOnce(kept, how, browser, round === 0 ? COUNT_WINDOW_MS : 0));
    const [name, count] = [...starts[0]!.calls].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
    return {
      firstRowsMs: starts.map((start) => start.firstRowsMs), saysHowOld: starts.every((start) => start.saysHowOld),
      mostCalls: { name, count },
    };
  } finally {
    await browser.close();
  }
}

/** Measured on the code before the working set became an append-only log, for each way down. */
const BEFORE: Record<ServiceDown, [string, string, string]> = {
  refusing: ['no rows in 60 s', 'no', '12 (accounts.info)'],
  silent: ['no rows in 60 s', 'no', '1 (desk.status)'],
};

function results(how: ServiceDown, run: ColdStart): BenchResult[] {
  const shown = run.firstRowsMs.filter((ms): ms is number => ms !== null);
  const rows = shown.length === run.firstRowsMs.length ? percentile(shown, 95) : null;
  const spread = shown.length > 0 ? ` (p50 ${Math.round(percentile(shown, 50))} ms; load average ${loadavg()[0]!.toFixed(1)})` : '';
  const words = how === 'refusing' ? 'refusing connections' : 'accepting and never answering';
  const [rowsBefore, oldBefore, callsBefore] = BEFORE[how];
  return [
    { name: `Cold start, service ${words}: page opened → first manifest rows painted, p95 of ${run.firstRowsMs.length} starts${spread}`, value: rows ?? GIVE_UP_MS,
      unit: rows === null ? 'ms (no rows; gave up)' : 'ms', target: '≤ 1,000 ms', met: rows !== null && rows <= 1000,
      before: rowsBefore },
    { name: `Cold start, service ${words}: the rows say how old the copy is`, value: run.saysHowOld ? 1 : 0,
      unit: run.saysHowOld ? '(yes)' : '(no)', target: 'yes', met: run.saysHowOld, before: oldBefore },
    { name: `Cold start, service ${words}: most calls of one name in the first 10 s (${run.mostCalls.name})`,
      value: run.mostCalls.count, unit: 'calls', target: '≤ 3', met: run.mostCalls.count <= 3, before: callsBefore },
  ];
}

export async function coldStartBenchmarks(): Promise<BenchResult[]> {
  buildRenderer();
  const kept = await syncedDesk({ bookings: BOOKINGS });
  try {
    const refusing = await coldStart(kept, 'refusing');
    const silent = await coldStart(kept, 'silent');
    return [...results('refusing', refusing), ...results('silent', silent)];
  } finally {
    await kept.remove();
  }
}
