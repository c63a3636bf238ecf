// The desktop app as a person starts it: the built main bundle in the real Electron runtime. Runs wherever that
// runtime exists; elsewhere it skips and says why (the shell's logic is unit-tested in Node against a fake).
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import type { FrontdeskBridge } from '../../electron/preload/preload.js';
import { findElectronRuntime } from './electron-runtime.js';

const MAIN_BUNDLE = 'out/main/index.js';

type PageWithBridge = Window & { frontdesk?: FrontdeskBridge; require?: unknown };

test('opens the desk window, locked down and talking to its desk', async () => {
  const runtime = findElectronRuntime();
  if ('missing' in runtime) {
    const reason = 'Electron runtime not installed here: it downloads from outside the npm registry, which this '
      + `machine cannot reach (${runtime.missing}). The Electron suite runs where the runtime exists.`;
    console.log(`SKIPPED test/electron: ${reason}`);
    test.skip(true, reason);
    return;
  }
  expect(existsSync(MAIN_BUNDLE), `${MAIN_BUNDLE} is missing: build the app first (npx electron-vite build)`).toBe(true);

  // A fresh profile: the run must not read or change the settings and vault of whoever runs the suite.
  const profile = await mkdtemp(join(tmpdir(), 'frontdesk-electron-'));
  // Chromium's own OS sandbox refuses to start as root; our page's sandbox (webPreferences) is unaffected.
  const rootOnly = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const app = await electron.launch({
    executablePath: runtime.binary,
    args: [...rootOnly, MAIN_BUNDLE],
    env: { ...process.env, XDG_CONFIG_HOME: profile, HOME: profile, APPDATA: profile },
  });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');

    await test.step('the window shows our page, titled Frontdesk', async () => {
      expect(page.url()).toMatch(/^app:\/\/frontdesk\//);
      await expect(page).toHaveTitle('Frontdesk');
    });

    await test.step('window.frontdesk has exactly call and subscribe; Node is out of reach', async () => {
      const reach = await page.evaluate(() => {
        const view = window as PageWithBridge;
        return {
          bridge: Object.keys(view.frontdesk ?? {}).sort(),
          require: typeof view.require,
          process: typeof (globalThis as { process?: unknown }).process,
        };
      });
      expect(reach).toEqual({ bridge: ['call', 'subscribe'], require: 'undefined', process: 'undefined' });
    });

    await test.step('our pages carry the strict content security policy', async () => {
      const policy = await page.evaluate(async () => (await fetch('/index.html')).headers.get('content-security-policy'));
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    });

    await test.step('a desk.status call answers ok', async () => {
      const result = await page.evaluate(() => (window as PageWithBridge).frontdesk!.call('desk.status', {}));
      expect(result.ok).toBe(true);
    });
  } finally {
    await app.close();
  }
});
