// The lint rule that keeps the layers apart (DESIGN.md §1) must catch a wrong import, not just exist.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it('keeps Electron out of the sandbox and the core', async () => {
    for (const file of ['electron/sandbox/probe.ts', 'electron/core/probe.ts']) {
      const found = await restrictedImports(file, "import { app } from 'electron';\nexport const a = app;\n");
      expect(found.join(), file).toContain('Only electron/main and electron/preload may import Electron');
    }
  });

  it('keeps Node and Electron out of shared/', async () => {
    const node = await restrictedImports('shared/probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n");
    expect(node.join()).toContain('This layer runs without Node');
    const core = await restrictedImports('shared/probe.ts', "import { x } from '../electron/core/x.js';\nexport const y = x;\n");
    expect(core.join()).toContain('only through the contract');
  });

  it('keeps Node, Electron and the desk backend out of the renderer', async () => {
    const file = 'renderer/features/probe.tsx';
    expect((await restrictedImports(file, "import fs from 'node:fs';\nexport const f = fs;\n")).length).toBeGreaterThan(0);
    expect((await restrictedImports(file, "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n")).length).toBeGreaterThan(0);
    expect((await restrictedImports(file, "import { x } from '../../electron/core/desk.js';\nexport const y = x;\n")).length).toBeGreaterThan(0);
  });

  it('lets nothing import the renderer', async () => {
    const found = await restrictedImports('electron/main/probe.ts', "import { x } from '../../renderer/app.js';\nexport const y = x;\n");
    expect(found.join()).toContain('Nothing imports the renderer');
  });

  it('allows the shells to import Electron', async () => {
    expect(await restrictedImports('electron/main/probe.ts', "import { app } from 'electron';\nexport const a = app;\n")).toEqual([]);
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
