// Every package the code imports is declared in package.json: one that only arrives as another's
// dependency can vanish or change under us on any update.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['shared', 'electron', 'renderer', 'test', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

function codeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : codeFiles(path);
    return CODE.test(name) ? [path] : [];
  });
}

/** The package a bare specifier names: '@scope/name' or 'name'. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('imported packages', () => {
  it('are all declared in package.json', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const files = [...FOLDERS.flatMap(codeFiles), ...readdirSync('.').filter((name) => CODE.test(name))];
    const undeclared = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const requires = [...text.matchAll(/\brequire\(\s*'([^'.][^']*)'\s*\)/g)].map((match) => match[1]!);
      const imports = ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);
      for (const specifier of [...imports, ...requires]) {
        if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
        const name = packageOf(specifier);
        if (!builtinModules.includes(name) && !declared.has(name)) undeclared.add(`${name} (${file})`);
      }
    }
    expect(files.length).toBeGreaterThan(500);
    expect([...undeclared]).toEqual([]);
  });

  it('leave in dependencies only what the main process loads; what Vite bundles for the page is a devDependency', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    // Packages the Node side imports as values (a type import leaves nothing at run time); the browser host loads
    // them from the sources.
    const loadedByNode = new Set<string>();
    for (const file of [...codeFiles('electron'), ...codeFiles('shared')]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*? from '([^'.][^']*)'/gm)) {
        if (!match[1]!.startsWith('node:')) loadedByNode.add(packageOf(match[1]!));
      }
    }
    loadedByNode.delete('electron'); // the runtime itself, which electron-builder provides
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...loadedByNode].sort());
  });
});
