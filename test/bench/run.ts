// npm run bench: runs every benchmark and writes docs/benchmarks.md. Targets are checked here, not in tests.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchResult } from './measure.js';
import { hostBenchmarks } from './host.bench.js';
import { manifestBenchmarks } from './manifest.bench.js';
import { offlineBenchmarks } from './offline.bench.js';
import { reportsBenchmarks } from './reports.bench.js';
import { robustnessBenchmarks } from './robustness.bench.js';
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
  ['Manifest of a 200-booking day (issue 11)', manifestBenchmarks],
  ['Managers\' reports and the sorted bookings list over 20,000 bookings (issue 12)', reportsBenchmarks],
  ['A live service\'s answers, one kind of change at a time across every answer (issue 10)', toleranceBenchmarks],
  ['Exactly once at the edges (issue 19; before and after in docs/robustness.md)', robustnessBenchmarks],
];

function format(value: number): string {
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  // Counts ("24 of 24") read as counts; measures keep two decimals.
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The sections of the last docs/benchmarks.md by title, so that a run of some suites keeps the others. */
function previousSections(): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  if (!existsSync('docs/benchmarks.md')) return sections;
  let current: string[] | null = null;
  for (const line of readFileSync('docs/benchmarks.md', 'utf8').split('\n')) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = []));
    else current?.push(line);
  }
  return sections;
}

/** `npm run bench -- manifest` runs the suites whose title holds one of the words; none given runs them all. */
function chosen(title: string): boolean {
  const words = process.argv.slice(2).map((word) => word.toLowerCase());
  return words.length === 0 || words.some((word) => title.toLowerCase().includes(word));
}

async function main(): Promise<void> {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = ['# Benchmarks', '', 'Written by `npm run bench` (test/bench/run.ts); do not edit by hand.', ''];
  const previous = previousSections();
  let allMet = true;
  for (const [title, run] of SUITES) {
    if (!chosen(title)) {
      const kept = previous.get(title);
      if (kept) lines.push(`## ${title}`, ...kept);
      continue;
    }
    console.log(`bench: ${title}…`);
    const results = await run();
    lines.push(`## ${title}`, '', `Run ${new Date().toISOString()} on ${machine}.`, '',
      '| Measure | Result | Target | Met |', '|---|---|---|---|');
    for (const r of results) {
      lines.push(`| ${r.name} | ${format(r.value)} ${r.unit} | ${r.target} | ${r.met ? 'yes' : '**no**'} |`);
      console.log(`  ${r.name}: ${format(r.value)} ${r.unit} (target ${r.target}) ${r.met ? 'met' : 'NOT MET'}`);
      allMet &&= r.met;
    }
    lines.push('');
  }
  writeFileSync('docs/benchmarks.md', `${lines.join('\n').replace(/\n+$/, '')}\n`);
  console.log('bench: wrote docs/benchmarks.md');
  if (!allMet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
