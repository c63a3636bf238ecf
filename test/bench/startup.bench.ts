// What a desk costs before its first screen: the JavaScript the browser loads until the manifest's rows
// are painted (each script gzipped as a server would send it), and `npm start` twice with nothing changed between:
// the second must not build again. And what the first screen's words cost later: switching the desk's language,
// from the choice to the navigation's words painted in the new language (another language's catalogue is loaded
// the first time it is chosen).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { startDeskApp, stopDeskApp } from '../e2e/support/desk-app.js';
import { PAINT_PROBE, buildRenderer, launchChromium } from './chromium.js';
import { percentile, type BenchResult } from './measure.js';

/** Kilobytes (1,000 bytes) of gzipped JavaScript loaded until the first manifest rows show. */
async function firstScreenScripts(): Promise<{ gzipKb: number; rawKb: number; files: number }> {
  const browser = await launchChromium();
  if (!browser) throw new Error('no Chromium');
  const app = await startDeskApp();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(app.host.launchUrl);
    await page.locator('.manifest-table tbody tr').first().waitFor();
    const scripts = await Promise.all(bodies);
    return {
      gzipKb: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1000,
      rawKb: scripts.reduce((sum, body) => sum + body.length, 0) / 1000, files: scripts.length,
    };
  } finally {
    await stopDeskApp(app, () => browser.close());
  }
}

type SwitchWindow = Window & { __painted: (test: () => boolean, quietFrames: number) => Promise<number>; __changedAt: number; __switched: Promise<number> };

/** The time stamp of each change of a control, in the page's own clock. */
const CHANGE_CLOCK = `document.addEventListener('change', (event) => { window.__changedAt = event.timeStamp; }, true);`;

/** The navigation's "Manifest" in each language, from its catalogue. */
function manifestWord(language: string): string {
  const file = new URL(`../../renderer/i18n/catalogues/${language}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)['nav.manifest']!;
}

/** Each language twice round after English, the first visit to each loading its catalogue. */
const SWITCHES = ['de', 'fr-CA', 'es-MX', 'en', 'de', 'fr-CA', 'es-MX', 'en', 'de', 'fr-CA', 'es-MX', 'en', 'de', 'fr-CA', 'es-MX', 'en'];

/**
 * Milliseconds from choosing a language in Accounts → Settings (the select's change event, as a key or click makes
 * it) to the first frame that paints the navigation's "Manifest" in that language.
 */
async function languageSwitches(): Promise<{ first: number[]; again: number[] }> {
  const browser = await launchChromium();
  if (!browser) throw new Error('no Chromium');
  const app = await startDeskApp();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(PAINT_PROBE);
    await page.addInitScript(CHANGE_CLOCK);
    await page.goto(app.host.launchUrl);
    await page.locator('.manifest-table tbody tr').first().waitFor();
    await page.goto(`${app.host.url}#/accounts`);
    const chooser = page.locator('.settings-language select');
    await chooser.waitFor();
    const first: number[] = [];
    const again: number[] = [];
    const seen = new Set<string>(['en']);
    for (const language of SWITCHES) {
      const word = manifestWord(language);
      await page.evaluate((said) => {
        const probe = window as unknown as SwitchWindow;
        probe.__switched = probe.__painted(() => [...document.querySelectorAll('nav.nav a')].some((link) => link.textContent?.includes(said)), 0);
      }, word);
      await chooser.selectOption(language);
      const ms = await page.evaluate(async () => { const probe = window as unknown as SwitchWindow; return (await probe.__switched) - probe.__changedAt; });
      (seen.has(language) ? again : first).push(ms);
      seen.add(language);
    }
    return { first, again };
  } finally {
    await stopDeskApp(app, () => browser.close());
  }
}

/** What `npm start -- --web` prints once the desk is up: the owner-only launch page to open (or, before it, an address). */
const READY_LINE = /frontdesk: open (file:\/\/\S+open-frontdesk\.html|http:\/\/127\.0\.0\.1)/;
/** Far longer than a start with a build; past it the start is reported as failed rather than waited for. */
const START_LIMIT_MS = 120_000;

/** `npm start` in browser mode until it prints the address to open, in milliseconds; then it is stopped. */
async function startToAddress(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'start:web'], {
    env: { ...process.env, FRONTDESK_DATA_DIR: dataDir, FRONTDESK_PORT: '0' }, stdio: ['pipe', 'pipe', 'inherit'], detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const lines = createInterface({ input: child.stdout! });
    await new Promise<void>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error(`npm start printed no launch page in ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS);
      lines.on('line', (line) => {
        if (READY_LINE.test(line)) {
          clearTimeout(limit);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(limit);
        reject(new Error(`npm start ended (${code}) before it printed an address`));
      });
    });
    return performance.now() - started;
  } finally {
    // Its whole process group: npm, the start script and the browser host it runs.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}

export async function startupBenchmarks(): Promise<BenchResult[]> {
  buildRenderer();
  const scripts = await firstScreenScripts();
  const switches = await languageSwitches();
  const firstSwitch = Math.max(...switches.first);
  const switchAgain = percentile(switches.again, 95);
  const dataDir = await mkdtemp(join(tmpdir(), 'frontdesk-start-bench-'));
  try {
    const first = await startToAddress(dataDir);
    const second = await startToAddress(dataDir);
    return [
      { name: `JavaScript loaded until the first manifest rows (${scripts.files} files, ${Math.round(scripts.rawKb)} kB before compression)`,
        value: scripts.gzipKb, unit: 'kB gzip', target: '≤ 150 kB gzip', met: scripts.gzipKb <= 150,
        before: '318 kB gzip (1 file, 1,084 kB)' },
      { name: `Switching the desk's language, a language's first time (its catalogue loaded): choice → the navigation's words painted in it, slowest of ${switches.first.length}`,
        value: firstSwitch, unit: 'ms', target: '≤ 200 ms', met: firstSwitch <= 200 },
      { name: `Switching the desk's language again (catalogue at hand): choice → painted, 95th percentile of ${switches.again.length}`,
        value: switchAgain, unit: 'ms', target: '≤ 200 ms', met: switchAgain <= 200 },
      { name: '`npm start` (browser mode) to its printed address, the renderer just built by the benchmark', value: first,
        unit: 'ms', target: '(reported)', met: true, before: '7,559 ms' },
      { name: '`npm start` again, nothing changed since', value: second, unit: 'ms', target: 'no build: faster than the first',
        met: second < first, before: '7,363 ms (built again)' },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
