// npm run bench: runs every benchmark and writes docs/benchmarks.md. Targets are checked here, not in tests.
// `npm run bench -- reports` runs only the suites whose title holds a word given and replaces just their sections.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchResult } from './measure.js';
import { hostBenchmarks } from './host.bench.js';
import { offlineBenchmarks } from './offline.bench.js';
import { reportsBenchmarks } from './reports.bench.js';
import { rendererBenchmarks } from './renderer.bench.js';
import { sandboxBenchmarks } from './sandbox.bench.js';
import { toleranceBenchmarks } from './tolerance.bench.js';
import { walkInBenchmarks } from './walk-in.bench.js';

const SUITES: [string, () => Promise<BenchResult[]>][] = [
  ['Sandbox (issue 2)', sandboxBenchmarks],
  ['Desk contract and browser host (issue 3)', hostBenchmarks],
  ['Screens in Chromium, browser mode, 10,000 bookings (issue 4)', rendererBenchmarks],
  ['Offline working set, sync and search (issue 5)', offlineBenchmarks],
  ['Walk-in bookings: rated query for 50 items over 7 days (issue 6)', walkInBenchmarks],
  ['Managers\' reports and the sorted bookings list over 20,000 bookings (issue 12)', reportsBenchmarks],
  ['A live service\'s answers, one kind of change at a time across every answer (issue 10)', toleranceBenchmarks],
];

function format(value: number): string {
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  // Counts ("24 of 24") read as counts; measures keep two decimals.
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function header(): string[] {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (test/bench/run.ts); do not edit by hand.',
    '',
    `Last written ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; a section run on its own says when.`,
    '',
  ];
}

async function section(title: string, run: () => Promise<BenchResult[]>): Promise<{ lines: string[]; met: boolean }> {
  console.log(`bench: ${title}…`);
  const results = await run();
  const lines = [`## ${title}`, '', '| Measure | Result | Target | Met |', '|---|---|---|---|'];
  for (const r of results) {
    lines.push(`| ${r.name} | ${format(r.value)} ${r.unit} | ${r.target} | ${r.met ? 'yes' : '**no**'} |`);
    console.log(`  ${r.name}: ${format(r.value)} ${r.unit} (target ${r.target}) ${r.met ? 'met' : 'NOT MET'}`);
  }
  lines.push('');
  return { lines, met: results.every((r) => r.met) };
}

/** The sections of the file as written before, by title, so a partial run keeps the others. */
function earlierSections(): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  if (!existsSync('docs/benchmarks.md')) return sections;
  let current: string[] | null = null;
  for (const line of readFileSync('docs/benchmarks.md', 'utf8').split('\n')) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = [line]));
    else current?.push(line);
  }
  return sections;
}

async function main(): Promise<void> {
  const partial = process.argv.length > 2;
  const words = process.argv.slice(2).map((word) => word.toLowerCase());
  const chosen = (title: string) => words.length === 0 || words.some((word) => title.toLowerCase().includes(word));
  const earlier = earlierSections();
  const lines = header();
  let allMet = true;
  for (const [title, run] of SUITES) {
    if (!chosen(title)) {
      const kept = earlier.get(title);
      while (kept && kept.at(-1) === '') kept.pop();
      if (kept) lines.push(...kept, '');
      continue;
    }
    const written = await section(title, run);
    if (partial) written.lines.splice(1, 0, '', `Run on its own ${new Date().toISOString()}.`);
    lines.push(...written.lines);
    allMet &&= written.met;
  }
  writeFileSync('docs/benchmarks.md', `${lines.join('\n').trimEnd()}\n`);
  console.log('bench: wrote docs/benchmarks.md');
  if (!allMet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
