// Runs the Playwright suite in Debian's Chromium when one is found; says so loudly when none is.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  const wanted = process.env.FRONTDESK_CHROMIUM ? ` at FRONTDESK_CHROMIUM=${process.env.FRONTDESK_CHROMIUM}` : '';
  console.error([
    '',
    '**************************************************************************',
    `*  NO CHROMIUM FOUND${wanted}: the Playwright browser suite DID NOT RUN.`,
    '*  Install one with:   sudo apt-get install -y chromium',
    '*  or point FRONTDESK_CHROMIUM at a Chromium binary, then run npm test again.',
    '**************************************************************************',
    '',
  ].join('\n'));
  process.exit(0);
}
console.log(`playwright: using Chromium at ${chromium}`);
// The suite drives the built renderer through the browser host, so build it first.
const outDir = process.env.FRONTDESK_RENDERER_DIR ? ['--outDir', process.env.FRONTDESK_RENDERER_DIR] : [];
const build = spawnSync('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn', ...outDir], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit', env: { ...process.env, FRONTDESK_CHROMIUM: chromium },
});
process.exit(result.status ?? 1);
