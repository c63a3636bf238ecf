// A sandbox in its own process, as a service would be: what it spends building and answering is not counted
// against the desk's own thread. Its control interface (not API 3.0) drives its clock and faults.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ApiTransport } from '../../electron/core/api/transport.js';
import { BookingService } from '../../electron/core/api/booking-service.js';
import { DeskLog } from '../../electron/core/log/desk-log.js';
import type { SandboxBanner } from '../../electron/sandbox/index.js';

export interface ChildSandbox {
  banner: SandboxBanner;
  child: ChildProcess;
}

export async function spawnSandbox(bookings: number, seed = 1): Promise<ChildSandbox> {
  const args = ['--import', 'tsx', 'electron/sandbox/cli.ts', '--bookings', String(bookings), '--seed', String(seed)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The sandbox exited (${code}) before it started.`)));
  });
  lines.close();
  return { banner: JSON.parse(first) as SandboxBanner, child };
}

export function stopSandbox({ child }: ChildSandbox): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const basic = (banner: SandboxBanner) => `Basic ${Buffer.from(`${banner.apiKey}:${banner.apiSecret}`).toString('base64')}`;

/** The typed service over the sandbox's API key and secret (a token pair). */
export function serviceOf(banner: SandboxBanner): BookingService {
  const authorization = basic(banner);
  const transport = new ApiTransport({
    address: { baseUrl: banner.url, moved: () => undefined }, fetch: globalThis.fetch, log: new DeskLog(),
    authorizer: { authorization: () => Promise.resolve(authorization), rejected: () => Promise.resolve(false) },
  });
  return new BookingService(transport, () => 'sam');
}

/** The sandbox's control interface (not API 3.0): its clock and its injected faults. */
export async function control(banner: SandboxBanner, method: string, action: string, body: object = {}): Promise<void> {
  const response = await fetch(`${banner.url}/__sandbox/${action}`, {
    method, headers: { Authorization: basic(banner), 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${action} answered ${response.status}`);
}
