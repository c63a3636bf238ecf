// Builds the desktop app: main (ESM), preload (CommonJS, so the window keeps sandbox: true), renderer (React).
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer/vite.config.js';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The reads' worker is a file of its own beside index.js: worker_threads starts it from its path.
      lib: {
        entry: { index: 'electron/main/main.ts', 'reads-worker': 'electron/core/offline/working-set/reads/reads-worker.ts' },
        formats: ['es'],
      },
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot load modules: everything it needs is bundled into one CommonJS file.
      externalizeDeps: false,
      lib: { entry: 'electron/preload/preload.ts', formats: ['cjs'] },
      rolldownOptions: { output: { entryFileNames: 'preload.cjs' } },
    },
  },
  renderer: rendererConfig,
});
