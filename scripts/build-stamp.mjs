// Whether a build is still current: a hash of every file it is built from, kept beside the output. `npm start`
// builds only when that hash changed, so a second start with nothing changed opens at once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the app is built from: sources, configs and the locked dependencies. */
const INPUTS = ['renderer', 'shared', 'electron', 'package-lock.json', 'package.json', 'electron.vite.config.ts', 'tsconfig.json',
  'tsconfig.base.json', 'tsconfig.renderer.json', 'tsconfig.node.json', 'tsconfig.shared.json'];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => filesUnder(join(path, name)));
}

/** sha256 over each input file's path and bytes, in a fixed order. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Runs `build` unless `stampFile` holds the current hash (and `output` exists); then records the hash. */
export function buildIfChanged({ stampFile, output, build }) {
  const current = sourceHash();
  const built = existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current;
  if (built) {
    console.log('frontdesk: nothing changed since the last build; starting it as built.');
    return;
  }
  build();
  writeFileSync(stampFile, current);
}
