// Lint rules, above all the ones that keep the layers apart (DESIGN.md §1, STYLE.md 1, issue 22): the layers read
// one way (shared ← core ← main/host; sandbox, preload and renderer import shared only; nothing imports the
// renderer), Electron only in main and preload, no Node in shared/ or the page, ipcMain only in main/ipc.ts.
// scripts/lint/layer-imports.js holds the table; test/unit/lint/layers.test.ts lints a violation of each rule.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/layer-imports.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts', 'electron/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  { files: ['shared/**/*.ts'], languageOptions: { globals: {} } },
  // The core writes to the log it is handed (the one a person can save and send), never to the terminal itself:
  // a console line is lost to the administrator reading that log.
  { files: ['electron/core/**/*.ts'], rules: { 'no-console': 'error' } },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    // The build config runs in Node at build time, not in the page.
    ignores: ['renderer/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
