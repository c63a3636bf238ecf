// No import cycle, type-only imports included, between source files or between the folders that own them
// (electron/core/<part>, renderer/features/<feature>, renderer/<area>, shared/<area>): the parts read one way.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph } from '../../support/import-cycles.js';

const planted: string[] = [];
afterEach(() => {
  for (const folder of planted.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function plantTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'frontdesk-cycles-'));
  planted.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import cycles', () => {
  it('finds none in the project, between files or between folders', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(folderGraph(graph))).toEqual([]);
  });

  it('finds a cycle made only of a type import', () => {
    const root = plantTree({
      'electron/core/desk/a.ts': "import type { B } from './b.js';\nexport type A = B;\n",
      'electron/core/desk/b.ts': "import { a } from './a.js';\nexport type B = number;\nexport const b = a;\n",
    });
    expect(cycles(importGraph(root))).toEqual([['electron/core/desk/a.ts', 'electron/core/desk/b.ts']]);
  });

  it('finds two folders importing each other, a dynamic import included', () => {
    const root = plantTree({
      'renderer/app/App.tsx': "export const screen = () => import('../features/x/Screen.js');\n",
      'renderer/features/x/Screen.tsx': "import { route } from '../../app/route.js';\nexport const s = route;\n",
      'renderer/app/route.ts': 'export const route = 1;\n',
    });
    expect(cycles(importGraph(root))).toEqual([]);
    expect(cycles(folderGraph(importGraph(root)))).toEqual([['renderer/app', 'renderer/features/x']]);
  });

  it('finds two features importing each other, each feature a folder of its own', () => {
    const root = plantTree({
      'renderer/features/booking/Lines.tsx': "import { countsText } from '../manifest/text.js';\nexport const l = countsText;\n",
      'renderer/features/manifest/text.ts': 'export const countsText = 1;\n',
      'renderer/features/manifest/Jump.tsx': "import { useKey } from '../booking/key.js';\nexport const j = useKey;\n",
      'renderer/features/booking/key.ts': 'export const useKey = 1;\n',
    });
    expect(cycles(importGraph(root))).toEqual([]);
    expect(cycles(folderGraph(importGraph(root)))).toEqual([['renderer/features/booking', 'renderer/features/manifest']]);
  });
});
