// Sandbox benchmarks: booking/index on a 50,000-booking account, ping throughput, seed build time.
import { request, Agent } from 'node:http';
import { startSandbox } from '../../electron/sandbox/index.js';
import { percentile, throughput, timeEach, type BenchResult } from './measure.js';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A GET over a kept-alive connection: what a desk's HTTP client does, without fetch's own overhead. */
function get(url: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, headers: { Authorization: authorization, Accept: 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end();
  });
}

export async function sandboxBenchmarks(): Promise<BenchResult[]> {
  const buildStarted = performance.now();
  const sandbox = await startSandbox({ seed: 1, bookings: 50_000 });
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const auth = `Basic ${Buffer.from(`${sandbox.apiKey}:${sandbox.apiSecret}`).toString('base64')}`;
  const api = `${sandbox.url}/api/3.0`;
  try {
    await timeEach(20, (i) => get(`${api}/booking/index?page=${i + 1}`, auth));
    const pages = await timeEach(200, (i) => get(`${api}/booking/index?page=${(i % 500) + 1}`, auth));
    const filtered = await timeEach(100, (i) =>
      get(`${api}/booking/index?start_date=%3E2026-01-01&status_id=PAID&page=${(i % 20) + 1}`, auth));
    const pings = await throughput(3, 16, () => get(`${api}/ping`, auth));
    return [
      { name: 'Build a 50,000-booking account (`--bookings 50000`)', value: buildSeconds, unit: 's', target: '< 10 s', met: buildSeconds < 10 },
      { name: 'booking/index, page of 100, 50,000 bookings: median', value: percentile(pages, 50), unit: 'ms', target: '< 20 ms', met: percentile(pages, 50) < 20 },
      { name: 'booking/index, page of 100, 50,000 bookings: 95th percentile', value: percentile(pages, 95), unit: 'ms', target: '(reported)', met: true },
      { name: 'booking/index with status and date filters: median', value: percentile(filtered, 50), unit: 'ms', target: '< 20 ms', met: percentile(filtered, 50) < 20 },
      { name: 'ping on loopback, 16 concurrent keep-alive connections', value: pings, unit: 'req/s', target: '> 2,000 req/s', met: pings > 2000 },
    ];
  } finally {
    agent.destroy();
    await sandbox.close();
  }
}
