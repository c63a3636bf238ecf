// npm run bench: runs every benchmark and writes docs/benchmarks.md. Targets are checked here, not in tests.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchResult } from './measure.js';
import { hostBenchmarks } from './host.bench.js';
import { offlineBenchmarks } from './offline.bench.js';
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
  ['A live service\'s answers, one kind of change at a time across every answer (issue 10)', toleranceBenchmarks],
];

function format(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
}

async function main(): Promise<void> {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (test/bench/run.ts); do not edit by hand.',
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '',
  ];
  let allMet = true;
  for (const [title, run] of SUITES) {
    console.log(`bench: ${title}…`);
    const results = await run();
    lines.push(`## ${title}`, '', '| Measure | Result | Target | Met |', '|---|---|---|---|');
    for (const r of results) {
      lines.push(`| ${r.name} | ${format(r.value)} ${r.unit} | ${r.target} | ${r.met ? 'yes' : '**no**'} |`);
      console.log(`  ${r.name}: ${format(r.value)} ${r.unit} (target ${r.target}) ${r.met ? 'met' : 'NOT MET'}`);
      allMet &&= r.met;
    }
    lines.push('');
  }
  writeFileSync('docs/benchmarks.md', `${lines.join('\n')}\n`);
  console.log('bench: wrote docs/benchmarks.md');
  if (!allMet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
