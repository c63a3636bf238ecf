// npm start: build, then open the desktop app; where Electron's runtime is missing, serve the same app in
// browser mode and print its address. `npm run start:web` (--web) asks for browser mode directly.
// Builds only what changed since the last start (build-stamp.mjs). Installs nothing itself.
import { spawn, spawnSync } from 'node:child_process';
import { buildIfChanged } from './build-stamp.mjs';
import { electronBinary } from './electron-runtime.mjs';
import { forwardSignals } from './forward-signals.mjs';

const webOnly = process.argv.includes('--web');

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const binary = webOnly ? null : electronBinary();
if (binary) {
  buildIfChanged({
    stampFile: 'out/.desktop-build', output: 'out/main/index.js',
    build: () => run('npx', ['electron-vite', 'build', '--logLevel', 'warn']),
  });
  forwardSignals(spawn(binary, ['.'], { stdio: 'inherit' }));
} else {
  if (!webOnly) {
    console.log("frontdesk: Electron's runtime is not installed here (it downloads from outside the npm registry), so Frontdesk opens in browser mode.");
  }
  buildIfChanged({
    stampFile: 'out/.web-build', output: 'out/renderer/index.html',
    build: () => run('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']),
  });
  // Node itself with tsx's loader: npx and the tsx launcher each add a process that a signal does not pass through.
  forwardSignals(spawn(process.execPath, ['--import', 'tsx', 'electron/host/cli.ts'], { stdio: 'inherit' }));
}
