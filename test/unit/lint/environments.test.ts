// One tsconfig per environment: shared/ compiles with neither DOM nor Node, the renderer with the DOM
// only, electron/* with Node only. A probe that reaches for the wrong environment's globals must not compile.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const probes = mkdtempSync(join(tmpdir(), 'frontdesk-environments-'));
afterAll(() => rmSync(probes, { recursive: true, force: true }));

/** The compiler's complaints about each probe under the options of one environment's tsconfig: one program for all. */
function complaints(config: string, probeCodes: string[], extraFiles: string[] = []): string[][] {
  const read = ts.readConfigFile(config, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(read.config, ts.sys, process.cwd());
  const files = probeCodes.map((code, index) => {
    const probe = join(probes, `${config}-${index}.mts`);
    writeFileSync(probe, code);
    return probe;
  });
  const program = ts.createProgram([...files, ...extraFiles], options);
  return files.map((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')));
}

const probe = (expression: string) => `export const probe = ${expression};\n`;
const SHARED_GLOBALS = join(process.cwd(), 'shared/universal-globals.d.ts');

describe('one tsconfig per environment', () => {
  it('gives shared/ neither Node nor the DOM, only what every process has', () => {
    const wrong = ['process.env', 'Buffer.from("x")', 'window.location', 'document.title', 'localStorage'];
    const right = '[new URL("https://a.example").origin, structuredClone({ a: 1 }), JSON.stringify(1)]';
    const found = complaints('tsconfig.shared.json', [...wrong.map(probe), probe(right)], [SHARED_GLOBALS]);
    wrong.forEach((global, index) => expect(found[index]!.join('\n'), global).toMatch(/Cannot find name/));
    expect(found[wrong.length]).toEqual([]);
  });

  it('gives the renderer the DOM but not Node', () => {
    const wrong = ['process.env', 'Buffer.from("x")', '__dirname'];
    const found = complaints('tsconfig.renderer.json', [...wrong.map(probe), probe('document.title')]);
    wrong.forEach((global, index) => expect(found[index]!.join('\n'), global).toMatch(/Cannot find name/));
    expect(found[wrong.length]).toEqual([]);
  });

  it('gives electron/* Node but not the DOM', () => {
    const wrong = ['window.location', 'document.title', 'localStorage'];
    const found = complaints('tsconfig.node.json', [...wrong.map(probe), probe('process.env')]);
    wrong.forEach((global, index) => expect(found[index]!.join('\n'), global).toMatch(/Cannot find name/));
    expect(found[wrong.length]).toEqual([]);
  });
});
