// Is Electron's runtime here? Found the way the electron package finds it (path.txt → dist/…), without
// require('electron'), which on a machine without the runtime starts a download and throws.
// Mirrors scripts/electron-runtime.mjs, typed for the Playwright suite.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronRuntime = { binary: string } | { missing: string };

export function findElectronRuntime(): ElectronRuntime {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron'));
  } catch {
    return { missing: 'the electron package is not installed' };
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: `${pathFile} does not exist, so the binary was never downloaded` };
  const name = readFileSync(pathFile, 'utf8').trim();
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, name || 'electron') : join(packageDir, 'dist', name);
  return existsSync(binary) ? { binary } : { missing: `there is no binary at ${binary}` };
}
