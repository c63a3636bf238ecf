// npm run dist [-- --linux | --win | --mac …]: builds the app and packages it with electron-builder
// (electron-builder.config.ts). Packaging needs the Electron runtime for each target; where it cannot be fetched,
// this says so in one line and packages nothing, instead of failing deep inside electron-builder.
// What can be checked without the runtime (config, icons, fuses) is checked by npm test: test/unit/packaging.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { electronBinary } from './electron-runtime.mjs';

const require = createRequire(import.meta.url);
const version = require('electron/package.json').version;
const args = process.argv.slice(2);
const PLATFORM_FLAGS = { '--linux': 'linux', '--win': 'win32', '--windows': 'win32', '--mac': 'darwin', '--macos': 'darwin' };
const platforms = [...new Set(args.filter((arg) => arg in PLATFORM_FLAGS).map((arg) => PLATFORM_FLAGS[arg]))];
const targets = platforms.length > 0 ? platforms : [process.platform];

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The release zip electron-builder would download, honouring ELECTRON_MIRROR as @electron/get does. */
function runtimeUrl(platform) {
  const mirror = process.env.ELECTRON_MIRROR ?? 'https://github.com/electron/electron/releases/download/';
  return `${mirror.replace(/\/?$/, '/')}v${version}/electron-v${version}-${platform}-${process.arch}.zip`;
}

async function reachable(url) {
  try {
    const answer = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(15_000) });
    return answer.ok ? null : `HTTP ${answer.status}`;
  } catch (error) {
    // fetch hides the network's reason in its cause (for both addresses of "localhost", in an AggregateError).
    const cause = error instanceof Error ? error.cause : undefined;
    return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  }
}

// This machine's own runtime, when present, is used as is for its own platform: nothing to fetch.
const local = electronBinary();
const builderArgs = ['electron-builder', '--config', 'electron-builder.config.ts', ...args];
const onlyHere = targets.length === 1 && targets[0] === process.platform;
if (local && onlyHere) {
  builderArgs.push(`-c.electronDist=${join(dirname(require.resolve('electron/package.json')), 'dist')}`);
} else {
  for (const platform of targets) {
    const problem = await reachable(runtimeUrl(platform));
    if (problem) {
      console.error(`dist: the Electron ${version} runtime for ${platform}-${process.arch} cannot be fetched here (${problem} from ${runtimeUrl(platform)}), so nothing was packaged; npm test still checks the config, icons and fuses (test/unit/packaging).`);
      process.exit(1);
    }
  }
}
run('npx', ['electron-vite', 'build', '--logLevel', 'warn']);
run('npx', builderArgs);
