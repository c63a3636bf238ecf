// The project's own cycle check: every relative import, type-only ones included, between the source
// folders, and any cycle among files or among the folders that own them. TypeScript's own pre-processor reads the
// imports, so `import type`, re-exports and dynamic `import()` all count, as the compiler sees them.
// Run: npx tsx test/support/import-cycles.ts  (exits 1 and prints each cycle); test/unit/lint/cycles.test.ts runs it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type ImportGraph = Map<string, string[]>;
const SOURCE_FOLDERS = ['shared', 'electron', 'renderer'];
const SOURCE_FILE = /\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts') && name !== 'vite.config.ts') found.push(path);
  }
  return found;
}

function resolveImport(fromFile: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** Every file's imports of other source files, as paths relative to the project. */
export function importGraph(root = ROOT): ImportGraph {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveImport(file, i.fileName, known)).filter((target): target is string => target !== undefined);
    graph.set(relative(root, file), [...new Set(targets.map((t) => relative(root, t)))]);
  }
  return graph;
}

/** Strongly connected components with more than one member (Tarjan), each one cycle to report. */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowLinks.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/**
 * The folder a file belongs to for the folder-level check: electron/core/<part>, renderer/features/<feature>,
 * renderer/<area>, shared/<area>. Each feature counts on its own: features importing each other in a ring were one
 * folder to the check before, and six of them had grown a cycle it could not see.
 */
export function folderOf(file: string): string {
  const parts = file.split(/[\\/]/);
  const deeper = (parts[0] === 'electron' && parts[1] === 'core') || (parts[0] === 'renderer' && parts[1] === 'features');
  const depth = deeper ? 3 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
}

/** The same graph with each file replaced by its folder; edges inside one folder dropped. */
export function folderGraph(graph: ImportGraph): ImportGraph {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
    folders.set(from, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const fileCycles = cycles(graph);
  const folderCycles = cycles(folderGraph(graph));
  for (const cycle of fileCycles) console.log(`file cycle: ${cycle.join(' ⇄ ')}`);
  for (const cycle of folderCycles) console.log(`folder cycle: ${cycle.join(' ⇄ ')}`);
  console.log(`${graph.size} files; ${fileCycles.length} file cycles, ${folderCycles.length} folder cycles`);
  process.exitCode = fileCycles.length + folderCycles.length > 0 ? 1 : 0;
}
