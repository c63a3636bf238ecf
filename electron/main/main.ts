// The Electron entry (built to out/main/index.js): where the built files are, and which desk to run.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDesk } from '../core/desk/create-desk.js';
import { runShell } from './run-shell.js';

const here = dirname(fileURLToPath(import.meta.url));

runShell(createDesk, {
  // Named by electron.vite.config.ts: one CommonJS file, because a sandboxed preload cannot load modules.
  preloadPath: join(here, '..', 'preload', 'preload.cjs'),
  rendererDir: join(here, '..', 'renderer'),
});
