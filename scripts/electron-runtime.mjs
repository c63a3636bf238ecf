// Is Electron's runtime here? The npm package is a small wrapper; its binary downloads from outside the npm
// registry on first run, which some machines (this project's CI among them) cannot do.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function electronBinary() {
  try {
    const require = createRequire(import.meta.url);
    const packageDir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
