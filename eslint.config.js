// Lint rules, above all the ones that keep the layers apart: the layers and the core's parts read one way (the table
// in scripts/lint/layers.js, explained in docs/architecture.md), Electron only in main and preload, no Node in
// shared/ or the page (neither its modules nor its globals), ipcMain only in main/ipc.ts.
// test/unit/lint/layers.test.ts lints a violation of each rule.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/layer-imports.js';

const NODE_GLOBALS = ['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'];

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
  // Node's globals are not there in the page, and shared/ runs in the page too: a `process.env` read would work in
  // the tests (Node) and throw on the screens. The tsconfigs leave Node's types out as well; this says it at the line.
  {
    files: ['shared/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      'no-restricted-globals': ['error', ...NODE_GLOBALS.map((name) => ({ name, message: `${name} is Node's: the page and shared/ run without Node.` }))],
      'no-restricted-properties': ['error', ...NODE_GLOBALS.map((property) => ({ object: 'globalThis', property, message: `${property} is Node's: the page and shared/ run without Node.` }))],
    },
  },
  // The core writes to the log it is handed (the one a person can save and send), never to the terminal itself:
  // a console line is lost to the administrator reading that log.
  { files: ['electron/core/**/*.ts'], rules: { 'no-console': 'error' } },
  // The desk's handlers and helpers are handed the parts they name (desk/desk-parts.ts), never the whole Desk: a
  // handler that could reach it could open or close an account. Only the file that builds the desk imports it.
  {
    files: ['electron/core/desk/**/*.ts'],
    ignores: ['electron/core/desk/create-desk.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '(^|/)desk\\.js$', message: 'Name the parts this uses as Pick<DeskParts, …> (desk-parts.ts), not the whole Desk.',
      }] }],
    },
  },
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
