// Small measuring helpers for the benchmarks: percentiles and a bounded request loop.

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function timeEach(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Runs `run` from `workers` loops at once for `seconds`; answers completed calls per second. */
export async function throughput(seconds: number, workers: number, run: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (performance.now() < until) {
      await run();
      done += 1;
    }
  }));
  return done / seconds;
}

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target: string;
  met: boolean;
  note?: string;
  /** The same measure on the code before the change it proves, as text ("no rows in 60 s", "339 ms"). */
  before?: string;
}
