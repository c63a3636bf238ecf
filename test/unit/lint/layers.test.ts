// The lint rules that keep the layers and the core's parts apart (scripts/lint/layers.js) must catch a wrong import,
// not just exist.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the TypeScript parser and the whole config; on a loaded machine that alone takes seconds.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'shared/warm-up.ts' }), 60_000);

async function layerFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = new Set(['layers/imports', 'no-restricted-globals', 'no-restricted-properties']);
  return (result?.messages ?? []).filter((m) => m.ruleId && rules.has(m.ruleId)).map((m) => m.message);
}

/** One sample violation of each rule, and what it must say. */
const VIOLATIONS: [file: string, code: string, says: string][] = [
  ['shared/probe.ts', "import { x } from '../electron/core/x.js';\nexport const y = x;\n", 'shared may import only shared'],
  ['shared/probe.ts', "import type { X } from '../electron/main/x.js';\nexport type Y = X;\n", 'shared may import only shared'],
  ['shared/probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'runs without Node'],
  ['shared/probe.ts', "import { lookup } from 'dns';\nexport const l = lookup;\n", 'runs without Node'],
  ['shared/probe.ts', "import { app } from 'electron';\nexport const a = app;\n", 'Only electron/main and electron/preload'],
  ['electron/core/desk/probe.ts', "import { x } from '../../main/x.js';\nexport const y = x;\n", 'electron/core/desk may import only'],
  ['electron/core/desk/probe.ts', "import { x } from '../../host/x.js';\nexport const y = x;\n", 'electron/core/desk may import only'],
  ['electron/core/desk/probe.ts', "export * from '../../main/ipc.js';\n", 'electron/core/desk may import only'],
  ['electron/core/desk/probe.ts', "export const load = () => import('../../host/cli.js');\n", 'electron/core/desk may import only'],
  ['electron/core/desk/probe.ts', "import { app } from 'electron';\nexport const a = app;\n", 'Only electron/main and electron/preload'],
  ['electron/core/desk/probe.ts', "export const load = () => import('electron');\n", 'Only electron/main and electron/preload'],
  ['electron/core/desk/probe.ts', "import Store from 'electron-store';\nexport const s = Store;\n", 'Only electron/main and electron/preload'],
  // Four that passed every check before the core's parts had their own arrows:
  ['shared/probe.ts', "import { useState } from 'react';\nexport const u = useState;\n", 'shared may import only the packages zod, entities'],
  ['renderer/features/probe.tsx', "export const mode = process.env.NODE_ENV;\n", "process is Node's"],
  ['electron/core/offline/probe.ts', "import { createRequire } from 'node:module';\nexport const e = createRequire(import.meta.url)('electron');\n", 'Only electron/main and electron/preload'],
  ['electron/core/offline/probe.ts', "import { Desk } from '../desk/desk.js';\nexport const d = Desk;\n", 'electron/core/offline may import only'],
  // The core's parts, each only on what is below it:
  ['electron/core/offline/working-set/probe.ts', "import { x } from '../../venue/venue-desk.js';\nexport const y = x;\n", 'electron/core/offline may import only'],
  ['electron/core/reports/probe.ts', "import { x } from '../offline/outbox/outbox.js';\nexport const y = x;\n", 'electron/core/reports may import only'],
  ['electron/core/api/probe.ts', "import { x } from '../auth/token-storage.js';\nexport const y = x;\n", 'electron/core/api may import only'],
  ['electron/core/accounts/probe.ts', "import { startSandbox } from '../../sandbox/index.js';\nexport const s = startSandbox;\n", 'electron/core/accounts may import only'],
  ['electron/core/platform/probe.ts', "import { x } from '../vault/vault.js';\nexport const y = x;\n", 'electron/core/platform may import only'],
  ['renderer/ui/probe.ts', "export const mode = globalThis.process;\n", "process is Node's"],
  ['electron/core/probe.ts', "export const loose = 1;\n", 'Every file in electron/core belongs to one of its parts'],
  ['electron/host/probe.ts', "import { x } from '../main/x.js';\nexport const y = x;\n", 'electron/host may import only'],
  ['electron/host/probe.ts', "export const load = () => import('electron');\n", 'Only electron/main and electron/preload'],
  ['electron/sandbox/probe.ts', "import { x } from '../core/desk/desk.js';\nexport const y = x;\n", 'electron/sandbox may import only'],
  ['electron/sandbox/probe.ts', "import { x } from '../host/x.js';\nexport const y = x;\n", 'electron/sandbox may import only'],
  ['electron/sandbox/probe.ts', "const electron = require('electron');\nexport const e = electron;\n", 'Only electron/main and electron/preload'],
  ['electron/preload/probe.ts', "import { x } from '../core/x.js';\nexport const y = x;\n", 'electron/preload may import only'],
  ['electron/main/probe.ts', "import { x } from '../../renderer/app.js';\nexport const y = x;\n", 'Nothing imports the renderer'],
  ['electron/main/probe.ts', "import { x } from '../../renderer/i18n/catalogues.js';\nexport const y = x;\n", 'Nothing imports the renderer'],
  ['electron/main/window.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n", 'ipcMain belongs to electron/main/ipc.ts'],
  ['electron/main/menu.ts', "import electron from 'electron';\nexport const i = electron.ipcMain;\n", 'ipcMain belongs to electron/main/ipc.ts'],
  ['renderer/features/probe.tsx', "import fs from 'node:fs';\nexport const f = fs;\n", 'runs without Node'],
  ['renderer/features/probe.tsx', "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n", 'Only electron/main and electron/preload'],
  ['renderer/features/probe.tsx', "import { x } from '../../electron/core/desk.js';\nexport const y = x;\n", 'renderer may import only'],
];

/** Imports each layer is allowed, so that the rules do not refuse the project's own shape. */
const ALLOWED: [file: string, code: string][] = [
  ['electron/main/probe.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  ['electron/main/probe.ts', "import de from '../../renderer/i18n/catalogues/de.json' with { type: 'json' };\nexport const d = de;\n"],
  ['electron/main/ipc.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n"],
  ['electron/preload/probe.ts', "import { contextBridge } from 'electron';\nexport const c = contextBridge;\n"],
  ['electron/main/probe.ts', "import { x } from '../core/desk/desk.js';\nexport const y = x;\n"],
  ['electron/host/probe.ts', "import { x } from '../core/desk/desk.js';\nimport { readFile } from 'node:fs/promises';\nexport const y = [x, readFile];\n"],
  ['electron/main/probe.ts', "import { demoServiceStarter } from '../sandbox/index.js';\nexport const s = demoServiceStarter;\n"],
  ['electron/core/offline/probe.ts', "import { x } from '../reports/report-entry.js';\nimport { y } from '../api/client.js';\nexport const z = [x, y];\n"],
  ['electron/core/venue/probe.ts', "import { x } from '../offline/outbox/outbox.js';\nexport const y = x;\n"],
  ['electron/core/desk/probe.ts', "import { x } from '../venue/venue-desk.js';\nimport { y } from '../accounts/a.js';\nexport const z = [x, y];\n"],
  ['shared/probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n"],
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

describe("the desk's handlers are handed parts, not the Desk", () => {
  async function deskFindings(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it('refuses the Desk in a handler or a helper of the desk, even as a type', async () => {
    for (const [file, from] of [['electron/core/desk/handlers/probe.ts', '../desk.js'], ['electron/core/desk/probe.ts', './desk.js']]) {
      const found = await deskFindings(file!, `import type { Desk } from '${from!}';\nexport type D = Desk;\n`);
      expect(found.join('\n'), file).toContain('Pick<DeskParts');
    }
  });

  it('lets the file that builds the desk import it, and the others import its parts', async () => {
    expect(await deskFindings('electron/core/desk/create-desk.ts', "import { Desk } from './desk.js';\nexport const D = Desk;\n")).toEqual([]);
    expect(await deskFindings('electron/core/desk/probe.ts', "import type { DeskParts } from './desk-parts.js';\nexport type D = DeskParts;\n")).toEqual([]);
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
