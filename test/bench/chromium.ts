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
 * painted once `test()` holds and the page has stopped changing for `quietFrames` frames (a chart drawn a frame late
 * counts). The test is read as each frame starts (in requestAnimationFrame, before style, layout and paint), so what
 * holds then is what that frame paints; a task queued from there runs after that frame's paint. Called before the
 * answer can show (from the input event, or before the page has its rows), it times the frame that first shows it,
 * not a frame after it.
 */
export const PAINT_PROBE = `
(() => {
  let lastChange = 0;
  new MutationObserver(() => { lastChange = performance.now(); })
    .observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const frameStart = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const afterThisFrame = () => new Promise((resolve) => setTimeout(() => resolve(performance.now()), 0));
  window.__painted = async (test, quietFrames = 2) => {
    do await frameStart(); while (!test());
    let painted = await afterThisFrame();
    // A change after a frame's paint is painted by the next frame.
    let seen = painted;
    let quiet = 0;
    while (quiet < quietFrames) {
      await frameStart();
      const end = await afterThisFrame();
      if (lastChange > seen) { painted = end; quiet = 0; } else quiet += 1;
      seen = end;
    }
    return painted;
  };
})();
`;
