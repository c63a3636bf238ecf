// Builds the desktop app: main (ESM), preload (CommonJS, so the window keeps sandbox: true), renderer (React).
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer/vite.config.js';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      lib: { entry: 'electron/main/main.ts', formats: ['es'] },
      rolldownOptions: { output: { entryFileNames: 'index.js' } },
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
