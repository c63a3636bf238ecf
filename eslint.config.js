// Lint rules, above all the ones that keep the layers apart (DESIGN.md §1, STYLE.md 1):
// shared/ is pure; electron/core and electron/sandbox never import electron; the renderer imports neither
// Node nor Electron; nothing imports the renderer.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = ['node:*', 'fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process', 'net', 'url', 'util',
  'stream', 'events', 'buffer', 'worker_threads', 'timers', 'zlib'];

const electron = { group: ['electron', 'electron/*', 'electron-store'], message: 'Only electron/main and electron/preload may import Electron.' };
const renderer = { group: ['**/renderer/**'], message: 'Nothing imports the renderer: it reaches the desk through the contract.' };
const node = { group: NODE_BUILTINS, message: 'This layer runs without Node.' };
const electronTree = { group: ['**/electron/**'], message: 'This layer reaches the desk only through the contract in shared/.' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
  { files: ['shared/**/*.ts'], languageOptions: { globals: {} }, rules: restrict(electron, renderer, node, electronTree) },
  { files: ['electron/core/**/*.ts', 'electron/sandbox/**/*.ts', 'electron/host/**/*.ts'], rules: restrict(electron, renderer) },
  { files: ['electron/main/**/*.ts', 'electron/preload/**/*.ts'], rules: restrict(renderer) },
  // The core writes to the log it is handed (the one a person can save and send), never to the terminal itself:
  // a console line is lost to the administrator reading that log.
  { files: ['electron/core/**/*.ts'], rules: { 'no-console': 'error' } },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    // The build config runs in Node at build time, not in the page.
    ignores: ['renderer/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(electron, node, electronTree),
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
