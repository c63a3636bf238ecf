// The lint rule that keeps the layers apart (DESIGN.md §1) must catch a wrong import, not just exist.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the TypeScript parser and the whole config; on a loaded machine that alone takes seconds.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'shared/warm-up.ts' }), 60_000);

async function layerFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

/** One sample violation of each rule (issue 22 counted 21 that the old config let pass), and what it must say. */
const VIOLATIONS: [file: string, code: string, says: string][] = [
  ['shared/probe.ts', "import { x } from '../electron/core/x.js';\nexport const y = x;\n", 'shared may import only shared'],
  ['shared/probe.ts', "import type { X } from '../electron/main/x.js';\nexport type Y = X;\n", 'shared may import only shared'],
  ['shared/probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'runs without Node'],
  ['shared/probe.ts', "import { lookup } from 'dns';\nexport const l = lookup;\n", 'runs without Node'],
  ['shared/probe.ts', "import { app } from 'electron';\nexport const a = app;\n", 'Only electron/main and electron/preload'],
  ['electron/core/desk/probe.ts', "import { x } from '../../main/x.js';\nexport const y = x;\n", 'electron/core may import only'],
  ['electron/core/desk/probe.ts', "import { x } from '../../host/x.js';\nexport const y = x;\n", 'electron/core may import only'],
  ['electron/core/desk/probe.ts', "export * from '../../main/ipc.js';\n", 'electron/core may import only'],
  ['electron/core/desk/probe.ts', "export const load = () => import('../../host/cli.js');\n", 'electron/core may import only'],
  ['electron/core/probe.ts', "import { app } from 'electron';\nexport const a = app;\n", 'Only electron/main and electron/preload'],
  ['electron/core/probe.ts', "export const load = () => import('electron');\n", 'Only electron/main and electron/preload'],
  ['electron/core/probe.ts', "import Store from 'electron-store';\nexport const s = Store;\n", 'Only electron/main and electron/preload'],
  ['electron/host/probe.ts', "import { x } from '../main/x.js';\nexport const y = x;\n", 'electron/host may import only'],
  ['electron/host/probe.ts', "export const load = () => import('electron');\n", 'Only electron/main and electron/preload'],
  ['electron/sandbox/probe.ts', "import { x } from '../core/desk/desk.js';\nexport const y = x;\n", 'electron/sandbox may import only'],
  ['electron/sandbox/probe.ts', "import { x } from '../host/x.js';\nexport const y = x;\n", 'electron/sandbox may import only'],
  ['electron/sandbox/probe.ts', "const electron = require('electron');\nexport const e = electron;\n", 'Only electron/main and electron/preload'],
  ['electron/preload/probe.ts', "import { x } from '../core/x.js';\nexport const y = x;\n", 'electron/preload may import only'],
  ['electron/main/probe.ts', "import { x } from '../../renderer/app.js';\nexport const y = x;\n", 'Nothing imports the renderer'],
  ['electron/main/window.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n", 'ipcMain belongs to electron/main/ipc.ts'],
  ['electron/main/menu.ts', "import electron from 'electron';\nexport const i = electron.ipcMain;\n", 'ipcMain belongs to electron/main/ipc.ts'],
  ['renderer/features/probe.tsx', "import fs from 'node:fs';\nexport const f = fs;\n", 'runs without Node'],
  ['renderer/features/probe.tsx', "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n", 'Only electron/main and electron/preload'],
  ['renderer/features/probe.tsx', "import { x } from '../../electron/core/desk.js';\nexport const y = x;\n", 'renderer may import only'],
];

/** Imports each layer is allowed, so that the rules do not refuse the project's own shape. */
const ALLOWED: [file: string, code: string][] = [
  ['electron/main/probe.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  ['electron/main/ipc.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n"],
  ['electron/preload/probe.ts', "import { contextBridge } from 'electron';\nexport const c = contextBridge;\n"],
  ['electron/main/probe.ts', "import { x } from '../core/desk/desk.js';\nexport const y = x;\n"],
  ['electron/host/probe.ts', "import { x } from '../core/desk/desk.js';\nimport { readFile } from 'node:fs/promises';\nexport const y = [x, readFile];\n"],
  ['electron/core/accounts/probe.ts', "import { startSandbox } from '../../sandbox/index.js';\nexport const s = startSandbox;\n"],
  ['electron/sandbox/probe.ts', "import { x } from '../../shared/wire/index.js';\nexport const y = x;\n"],
  ['renderer/features/probe.tsx', "import { x } from '../../../shared/contract/index.js';\nexport const y = x;\n"],
];

describe('layer rules', () => {
  it.each(VIOLATIONS)('refuses, in %s: %s', async (file, code, says) => {
    const found = await layerFindings(file, code);
    expect(found.join('\n')).toContain(says);
  });

  it.each(ALLOWED)('allows, in %s: %s', async (file, code) => {
    expect(await layerFindings(file, code)).toEqual([]);
  });
});

describe('the desk core logs only through the log it is handed', () => {
  async function consoleFindings(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-console').map((m) => m.message);
  }

  it('refuses console in electron/core, where a line would miss the log a person can save', async () => {
    const found = await consoleFindings('electron/core/offline/probe.ts', "export const warn = () => console.warn('outbox: disk full');\n");
    expect(found.length).toBe(1);
  });

  it('still lets the shells, the sandbox and the tests print', async () => {
    for (const file of ['electron/host/probe.ts', 'electron/sandbox/probe.ts', 'test/unit/probe.test.ts']) {
      expect(await consoleFindings(file, "export const say = () => console.log('hello');\n"), file).toEqual([]);
    }
  });
});
