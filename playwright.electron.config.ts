// The Electron suite: Playwright's _electron driving the built app (out/main/index.js) in the real runtime.
// Where the runtime is missing the suite skips and prints why (test/electron/smoke.spec.ts).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/electron',
  outputDir: 'test-results/electron',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
});
