// Where a key's time goes on each page's main thread, from a Chromium trace of the typing (QUICK_FILTER_TRACE=1): the
// key's input event (the JavaScript that answers it: React's whole drawing in the desk, the handler in the plain page),
// style and layout, paint, commit and collections, per key. Printed beside the benchmark's rows, for judging a change;
// not a figure of its own.
import type { Browser, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { percentile } from './measure.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** The thread's own CPU time in the event: what a wait for a core does not stretch. */
  tdur?: number;
  args?: { name?: string; labels?: string; data?: { type?: string; frames?: { processId?: number; url?: string }[] } };
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];
const STAGES: Record<string, string[]> = {
  tasks: ['RunTask'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  prePaint: ['PrePaint'],
  paint: ['Paint'],
  commit: ['Commit'],
  gc: ['MajorGC', 'MinorGC'],
};

let traced = 0;

export const tracing = () => process.env.QUICK_FILTER_TRACE === '1';

export async function startKeyTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/** Each renderer's main thread: its input events' durations and its stages' totals, per key typed there. */
export async function keyTraceLines(browser: Browser, keys: { desk: number; plain: number }): Promise<string[]> {
  const trace = await browser.stopTracing();
  // QUICK_FILTER_TRACE_FILE keeps the whole trace, for chrome://tracing or a closer look at a frame.
  if (process.env.QUICK_FILTER_TRACE_FILE) writeFileSync(`${process.env.QUICK_FILTER_TRACE_FILE}.${(traced += 1)}.json`, trace);
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`));
  // The pages open when the trace began, by their renderer: the desk's address; the plain page and the copy of the
  // desk's page (both set as content, with no address) are told apart by their layout's cost, the copy's the larger.
  const labels = new Map(events.filter((event) => event.name === 'TracingStartedInBrowser')
    .flatMap((event) => event.args?.data?.frames ?? []).map((frame) => [frame.processId, `the desk (${(frame.url ?? '').slice(0, 40)})`]));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const lines: string[] = [];
  for (const [thread, threadEvents] of byThread) {
    const inputs = threadEvents.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'input')
      .map((event) => event.dur! / 1000);
    if (inputs.length < 10) continue;
    const perKey = (names: string[], time: (event: TraceEvent) => number) => threadEvents.filter((event) => names.includes(event.name))
      .reduce((sum, event) => sum + time(event) / 1000, 0) / inputs.length;
    const stages = Object.entries(STAGES).map(([stage, names]) =>
      `${stage} ${perKey(names, (event) => event.dur!).toFixed(2)} (CPU ${perKey(names, (event) => event.tdur ?? event.dur!).toFixed(2)})`).join(', ');
    lines.push(`  trace ${labels.get(Number(thread.split(':')[0])) ?? `the plain page or the copy of the desk's page (${thread})`} (${inputs.length} input events; keys typed: desk ${keys.desk}, plain ${keys.plain}): ` +
      `input event p50 ${percentile(inputs, 50).toFixed(2)} ms, p95 ${percentile(inputs, 95).toFixed(2)}, mean ${(inputs.reduce((a, b) => a + b, 0) / inputs.length).toFixed(2)}; per key, ms: ${stages}`);
  }
  return lines;
}
