// The screen benchmarks' browser: Debian's Chromium on the built renderer, and the timing a person sees: from the
// input event's own time stamp to the frame that shows the answer painted.
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { findChromium } from '../../scripts/find-chromium.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

/** Builds the renderer the way the Playwright suite does. */
export function buildRenderer(): void {
  const build = spawnSync('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the renderer did not build');
}

/** Chromium, or null when this machine has none (the benchmark then says so). */
export async function launchChromium(): Promise<Browser | null> {
  const executablePath = findChromium() as string | null;
  if (!executablePath) return null;
  return chromium.launch({ executablePath, args: ARGS });
}

/**
 * In the page (as an init script): `window.__painted(test)` resolves with performance.now() after the first frame
 * painted once `test()` holds and the page has stopped changing for two frames (a chart drawn a frame late counts).
 * A task queued from requestAnimationFrame runs after that frame's paint.
 */
export const PAINT_PROBE = `
(() => {
  let lastChange = 0;
  new MutationObserver(() => { lastChange = performance.now(); })
    .observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  window.__painted = async (test, quietFrames = 2) => {
    for (;;) {
      if (test()) break;
      await afterPaint();
    }
    let painted = await afterPaint();
    let quiet = 0;
    while (quiet < quietFrames) {
      const changedAt = lastChange;
      const next = await afterPaint();
      if (lastChange > changedAt) { painted = next; quiet = 0; } else quiet += 1;
    }
    return painted;
  };
})();
`;
