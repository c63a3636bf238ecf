// The renderer's build, shared by the desktop app (electron-vite) and browser mode (`vite build`).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { compiledCatalogues } from '../scripts/i18n/compiled-catalogues.js';
import { compiledDefaults } from '../scripts/i18n/compiled-defaults.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export const rendererConfig: UserConfig = {
  root,
  base: './',
  plugins: [compiledCatalogues(), compiledDefaults(), react()],
  // The catalogues and the code's English arrive compiled, so the page goes without FormatJS's ICU parser.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2023',
    sourcemap: false,
    rolldownOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
};

export default defineConfig(rendererConfig);
