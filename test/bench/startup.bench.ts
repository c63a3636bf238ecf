// What a desk costs before its first screen: the JavaScript the browser loads until the manifest's rows
// are painted (each script gzipped as a server would send it), and `npm start` twice with nothing changed between:
// the second must not build again.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { startDeskApp, stopDeskApp } from '../e2e/support/desk-app.js';
import { buildRenderer, launchChromium } from './chromium.js';
import type { BenchResult } from './measure.js';

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
  const dataDir = await mkdtemp(join(tmpdir(), 'frontdesk-start-bench-'));
  try {
    const first = await startToAddress(dataDir);
    const second = await startToAddress(dataDir);
    return [
      { name: `JavaScript loaded until the first manifest rows (${scripts.files} files, ${Math.round(scripts.rawKb)} kB before compression)`,
        value: scripts.gzipKb, unit: 'kB gzip', target: '≤ 150 kB gzip', met: scripts.gzipKb <= 150,
        before: '318 kB gzip (1 file, 1,084 kB)' },
      { name: '`npm start` (browser mode) to its printed address, the renderer just built by the benchmark', value: first,
        unit: 'ms', target: '(reported)', met: true, before: '7,559 ms' },
      { name: '`npm start` again, nothing changed since', value: second, unit: 'ms', target: 'no build: faster than the first',
        met: second < first, before: '7,363 ms (built again)' },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
