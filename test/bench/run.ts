// npm run bench: runs every benchmark and writes docs/benchmarks.md. Targets are checked here, not in tests.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
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
import { coldStartBenchmarks } from './cold-start.bench.js';
import { screenBenchmarks } from './screens.bench.js';
import { bigAccountBenchmarks } from './big-account.bench.js';
import { readsBenchmarks } from './reads.bench.js';
import { searchLibraryBenchmarks } from './search-libraries.bench.js';
import { startupBenchmarks } from './startup.bench.js';
import { outageBenchmarks } from './outage.bench.js';
import { venueBenchmarks, venueFaultBenchmarks } from './venue.bench.js';
import { venueAttackBenchmarks } from './venue-attack.bench.js';
import { readinessBenchmarks } from './readiness.bench.js';

const SUITES: [string, () => Promise<BenchResult[]>][] = [
  ['Sandbox (issue 2)', sandboxBenchmarks],
  ['Desk contract and browser host (issue 3)', hostBenchmarks],
  ['Screens in Chromium, browser mode, 10,000 bookings (issue 4)', rendererBenchmarks],
  ['Offline working set, sync and search (issue 5)', offlineBenchmarks],
  ['Walk-in bookings: rated query for 50 items over 7 days (issue 6)', walkInBenchmarks],
  ['Manifest of a 200-booking day (issue 11)', manifestBenchmarks],
  ['Managers\' reports and the sorted bookings list over 20,000 bookings (issue 12)', reportsBenchmarks],
  ['A live service\'s answers, one kind of change at a time across every answer (issue 10)', toleranceBenchmarks],
  ['Cold start with the service down, 20,000 bookings held (issue 17)', coldStartBenchmarks],
  ['Quick filter at 20,000 and 100,000 bookings against the browser\'s floor, and Reports, in Chromium (issues 17, 35)', screenBenchmarks],
  ['An account of 100,000 bookings: storage, sync and a day\'s use (issue 17)', bigAccountBenchmarks],
  ['Heavy reads at 20,000 and 100,000 bookings, off the thread that answers the screens (issue 35)', readsBenchmarks],
  ['Search index: hand-written against MiniSearch and FlexSearch (issue 35)', searchLibraryBenchmarks],
  ['First screen\'s JavaScript and `npm start` (issue 17)', startupBenchmarks],
  ['Exactly once at the edges (issue 19; before and after in docs/robustness.md)', robustnessBenchmarks],
  ['The booking service alone goes away: an idle desk notices (issue 21)', outageBenchmarks],
  ['Desks that share one day (venue): cross-desk latency and start cost (issue 23)', venueBenchmarks],
  ['A venue under faults, at the service: 300 stamps over three desk processes, and five cases of one account (issues 23, 32)', venueFaultBenchmarks],
  ['A hostile LAN and a hostile paired desk (venue-attack, issue 33)', venueAttackBenchmarks],
  ['Readiness and the change feed (issue 36)', readinessBenchmarks],
];

const BEFORE_17 = 'Before: the code at 2381345 (main when issue 17 began) with only the markers the benchmarks read, run on this ' +
  'machine while other work shared it (load average 7–13).';
/** How a suite measures, said above its table. */
const ABOUT: Record<string, string> = {
  'Search index: hand-written against MiniSearch and FlexSearch (issue 35)': 'The sandbox\'s seeded bookings (seed 3) in ' +
    'this process; 1,000 searches of what people type (a code\'s first six characters, a first name\'s first three ' +
    'letters, a surname, an e-mail\'s first eight characters, a single letter) against each index. A library finds ' +
    'candidates by the desk\'s own keys of each booking (code, guest, e-mail) and the desk ranks them (search.ts); ' +
    '"answered as a look at every booking" compares the 20 bookings offered, in order, with the desk\'s reference. Time ' +
    'per search in this thread alone (no contract, no worker), as wall time and as the CPU time the process spent on ' +
    'it (getrusage: what a wait for a core on a shared machine does not stretch); heap after a collection.',
  'Desks that share one day (venue): cross-desk latency and start cost (issue 23)': 'Three paired desks in one Node process on ' +
    'loopback, each with its own links (TLS 1.3, keys pinned) and Yjs replica; a stamp recorded on each desk in turn, timed until ' +
    'both others can read it. The three-process integration test (test/integration/core/venue/three-desks.test.ts) ' +
    'prints the same measure across processes. A desk that never pairs loads none of this code.',
  'A venue under faults, at the service: 300 stamps over three desk processes, and five cases of one account (issues 23, 32)': 'Three desk processes (each its ' +
    'own data folder, through the contract) and the sandbox, seeded (seed 23, the same faults at the same presses on ' +
    'any machine): before each press, at random, the service goes away or comes back, a desk is killed (SIGKILL) and ' +
    'started again a few presses later, a desk freezes (SIGSTOP, its links silent until dropped) and thaws, or a desk\'s ' +
    'links all drop at once (its address moved); every press is a check-in of another booking on a desk that is up. ' +
    'At the end everything is started, thawed and back, and the sandbox\'s write log is counted. The CI-sized run ' +
    '(40 stamps) is test/integration/core/venue/venue-service-faults.test.ts. Then the five ways desks of one account ' +
    'sent a write twice or never (issue 32, test/support/venue-cases.ts), each on three desk processes that added a ' +
    'sandbox process under Accounts with its key and secret, counted at its write log (GET /__sandbox/writes) as ' +
    'writes / once / lost / doubled; their integration test is test/integration/core/venue/exactly-once.test.ts. ' +
    '"Before": the case on the build before issue 32\'s fixes, with desks of one account able to pair so that it runs.',
  'A hostile LAN and a hostile paired desk (venue-attack, issue 33)': 'The security review\'s probes, as ' +
    'test/support/venue-flood.ts makes them. Flood: a desk process (sandbox of 200 bookings, venue on loopback, open ' +
    'files capped at 1,024 as on a desktop) gets 1,000 silent TCP connections (a hundred at a time) and 40 WebSockets ' +
    'over TLS from 40 loopback addresses, each announcing an 8 MiB frame and sending 1 MiB of it, then 2,000 TLS ' +
    'handshakes from 40 addresses (the desk shows a pairing code, so a stranger with a certificate gets past it); a ' +
    'booking is read through the contract again and again meanwhile. mDNS: one answer of 200 pointers to one announcement of 800 tags (28,740 ' +
    'bytes) against a venue of 16 members, decoded and read on the main thread, then a hundred more at once. Fuzz and oversized day: two desks ' +
    'in this process, the second hostile, writing into its link what its build would not (seeded). "Before" figures ' +
    'are the review\'s, on the code before issue 33.',
  'Cold start with the service down, 20,000 bookings held (issue 17)': 'A desk signs in to a 20,000-booking sandbox, syncs, ' +
    'opens today\'s manifest and closes; it is started again with the sandbox stopped (refusing) or a server on its port ' +
    'that accepts and never answers (silent), its page served at once, ten times each way. Timed in Chromium from the ' +
    'navigation start to the frame painted after the first manifest row exists, p95 of the ten; calls counted from the ' +
    'first start\'s requests over 10 s. ' + BEFORE_17,
  'Quick filter at 20,000 and 100,000 bookings against the browser\'s floor, and Reports, in Chromium (issues 17, 35)': 'Real key presses (guests\' surnames and booking ' +
    'codes typed, then deleted, once the Bookings screen has settled: no call to the desk for half a second), at a fast ' +
    'typist\'s pace (a key every 80–120 ms), and real control changes, timed from the input event\'s time stamp to the ' +
    'first frame painted with the rows (or the report, with the page then still for two frames) that answer the new ' +
    'input: the frames are watched from the input event on, and each is read as it starts, before its paint. Until ' +
    '2026-11-26 18:50 UTC the keys came back to back and the probe was armed after the key, so every key, even in a ' +
    'bare page, waited for a frame after the one that showed its answer (floor p50 13–15 ms). The desk (with its sandbox ' +
    'and browser host) runs in a process of its own, as in the app; until 2026-11-26 16:30 UTC it ran in the ' +
    'benchmark\'s process, where Playwright\'s driver took turns on its thread. The same keys typed into a bare page ' +
    'that only echoes them give the floor of the measure on this machine (until 2026-11-30 a box laid over the ' +
    'Bookings screen, replacing every text of the rows in view outside React, was a reported row too; it is now the ' +
    'copy of the desk\'s page below). The issue\'s floor (test/bench/plain-rows.ts): a plain page, no ' +
    'framework and not the desk, with the same table (the page\'s own stylesheet, the same headings, widths and rows ' +
    'as the desk draws at 1366×768), whose keys replace each cell\'s texts (and a status\'s class) with what the desk ' +
    'painted for the same text, only where they differ, and hide the rows past the matches; typed word by word in turn ' +
    'with the desk, in the same browser, timed by the same probe (there each key\'s rows stand 40 ms, and the desk\'s are ' +
    'read, before the next key\'s pause, in both pages alike; before each word, a pause of its own, spread over the ' +
    'caret\'s 500 ms blink, since 2026-11-30 06:00 UTC). It keeps its columns\' widths, where the desk fits ' +
    'them to each key\'s rows (the keys that changed them are counted). Since 2026-11-30 a third page is typed in the ' +
    'same turn: a static copy of the desk\'s whole Bookings page (its bars, header, filters, pager and table, its ' +
    'stylesheet, no script of the desk\'s), its keys answered by the plain page\'s script: what the page around the ' +
    'table adds to a key with no desk code run, and so how the gap splits between the page and the desk\'s code. The ' +
    'desk\'s keys whose rows are not there when the first frame after the key starts are counted (since 2026-11-30 ' +
    '13:00 UTC): the issue asks every key\'s rows in that frame. At 20,000 and at 100,000 bookings (each a desk ' +
    'of its own, synced, the held list read whole and the page idle before the first key); Reports at 20,000. ' + BEFORE_17,
  'An account of 100,000 bookings: storage, sync and a day\'s use (issue 17)': 'The desk with default settings, signed in ' +
    'to a sandbox in its own process; event-loop delay sampled every 5 ms (perf_hooks) during the first full sync and ' +
    'during 40 rounds of a day\'s use (manifest, lists sorted and filtered, a record, search, a report, notes and ' +
    'check-ins of this desk and another, incremental syncs); then the working set opened from disk twice, timed to ' +
    'today\'s manifest rows and to every booking read. Before: main at 2e74d95 (the whole set written as one sealed ' +
    'snapshot every 2 s and read whole before the first rows), on this machine at load 5 and, in the previous run ' +
    'recorded here, at load 11; the two figures are given. The machine is shared with other work: every delay grows ' +
    'with its load.',
  'First screen\'s JavaScript and `npm start` (issue 17)': 'Every script the page loads until the first manifest row ' +
    'shows, each gzipped (level 6); `npm start -- --web` timed to its printed address. Switching the desk\'s language ' +
    '(issue 37): in Chromium, browser mode, the demo account, Accounts → Settings → Language chosen as a person does ' +
    '(the select\'s change event) through German, French, Spanish and English four times round, timed from the change ' +
    'event\'s own time stamp to the first frame painting the navigation\'s "Manifest" in that language; a language\'s ' +
    'first time loads its catalogue chunk, saved through the desk each time. ' + BEFORE_17,
  'Readiness and the change feed (issue 36)': 'The readiness board of the next 7 days of a 20,000-booking account (seed 7), ' +
    'the account\'s No show status chosen, every record of the week read, answered with the service away so that only the ' +
    'desk\'s copy answers: through the contract (the handler, in the benchmark\'s process; CPU time is the whole process\'s), ' +
    'and on screen in Chromium, timed in the page from the input event of a day picked in the date box to the frame ' +
    'painted with that week\'s summary, 20 weeks each a day later, with the main thread\'s own work for each (Chrome\'s ' +
    'TaskDuration). The change feed: rounds with nothing changed on a 2,000-booking sandbox, counted at the desk\'s ' +
    'requests (booking/index with last_modified), for one desk and for two desks paired in a venue.',
  'The booking service alone goes away: an idle desk notices (issue 21)': 'A desk on a 400-booking sandbox, its manifest ' +
    'open in Chromium and nobody touching it; the sandbox starts refusing every connection at another point of the ' +
    'second each round. Timed from that moment to the frame painted with Offline in the status bar; the service comes ' +
    'back between rounds. Before: the code at 89f0651, on this machine while other work shared it.',
};

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

/** A suite that fails is reported as a failed line, and the other suites' figures are still written. */
async function runSuite(run: () => Promise<BenchResult[]>): Promise<BenchResult[]> {
  try {
    return await run();
  } catch (error) {
    console.error(error);
    const reason = error instanceof Error ? error.message : String(error);
    return [{ name: `The suite failed: ${reason.replaceAll('|', '/')}`, value: 0, unit: '', target: 'to run', met: false }];
  }
}

async function main(): Promise<void> {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = ['# Benchmarks', '', 'Written by `npm run bench` (test/bench/run.ts); do not edit by hand. The current targets and figures, one',
    'section a suite; figures from before a change and comparisons written by hand are in docs/history/benchmarks.md.', ''];
  const previous = previousSections();
  let allMet = true;
  for (const [title, run] of SUITES) {
    if (!chosen(title)) {
      const kept = previous.get(title);
      if (kept) lines.push(`## ${title}`, ...kept);
      continue;
    }
    console.log(`bench: ${title}…`);
    const results = await runSuite(run);
    // Load: the machine is shared, and a loaded one makes every screen figure slower.
    const load = loadavg().map((value) => value.toFixed(1)).join(', ');
    lines.push(`## ${title}`, '', `Run ${new Date().toISOString()} on ${machine}; load average ${load} at the end.`, '');
    const about = ABOUT[title];
    if (about) lines.push(about, '');
    const withBefore = results.some((r) => r.before !== undefined);
    lines.push(withBefore ? '| Measure | Before | Result | Target | Met |' : '| Measure | Result | Target | Met |',
      withBefore ? '|---|---|---|---|---|' : '|---|---|---|---|');
    for (const r of results) {
      const before = withBefore ? ` ${r.before ?? ''} |` : '';
      lines.push(`| ${r.name} |${before} ${format(r.value)} ${r.unit} | ${r.target} | ${r.met ? 'yes' : '**no**'} |`);
      console.log(`  ${r.name}: ${format(r.value)} ${r.unit} (target ${r.target}) ${r.met ? 'met' : 'NOT MET'}`);
      allMet &&= r.met;
    }
    lines.push('');
  }
  // A section added here by hand is kept, after the suites', rather than lost; its place is docs/history/benchmarks.md.
  const suiteTitles = new Set(SUITES.map(([title]) => title));
  for (const [title, kept] of previous) if (!suiteTitles.has(title)) lines.push(`## ${title}`, ...kept);
  writeFileSync('docs/benchmarks.md', `${lines.join('\n').replace(/\n+$/, '')}\n`);
  console.log('bench: wrote docs/benchmarks.md');
  if (!allMet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
