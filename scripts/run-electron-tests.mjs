// The Playwright _electron suite: where Electron's runtime exists, build the app and drive it; elsewhere the
// suite still runs and says plainly that it skipped and why.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electron-runtime.mjs';

if (electronBinary()) {
  const build = spawnSync('npx', ['electron-vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("electron suite: Electron's runtime is not installed here (it downloads from outside the npm registry); the _electron tests will report themselves skipped.");
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.electron.config.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
