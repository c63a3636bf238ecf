import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with scripts/run-playwright.mjs, typed by use only
import { findChromium } from './scripts/find-chromium.mjs';
import { pinnedEnvironment } from './test/support/test-clock.js';

// Every sandbox a walk starts (the desk's own demo too) reads the same instant at its start: the workers inherit it.
Object.assign(process.env, pinnedEnvironment());

const executablePath: string | undefined = findChromium() ?? undefined;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  fullyParallel: false,
  // Each test starts its own sandbox, desk and host on ports of its own, so files run side by side. The suite mostly
  // waits (on a quiet two-core machine it used 0.75 of a core): three workers took one pass from about 5.3 to 4.5 min
  // (four: 4.2), keeping the suite, which CI runs twice, inside CI's time. One by hand, for readable output.
  workers: process.env.CI ? 3 : 1,
  forbidOnly: true,
  // One retry on CI, reported as flaky rather than hidden: a run on a loaded machine can miss a frame.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    headless: true,
    launchOptions: {
      executablePath,
      // Root on CI needs --no-sandbox; the rest keeps Chromium off this machine's closed network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
});
