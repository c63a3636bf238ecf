// A business's own booking service, as a test meets it: the sandbox started as a process of its own (its command
// line, as `npm run sandbox` starts it), with its own address, credentials and clock, reached only over HTTP. A desk
// connects to it under Accounts exactly as a person connects their Checkfront account; the test drives its clock and
// faults and reads its write log through the control interface, as a test in another process must.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { SandboxBanner } from '../../electron/sandbox/index.js';
import type { WriteRecord } from '../../electron/sandbox/state/model.js';

const CLI = fileURLToPath(new URL('../../electron/sandbox/cli.ts', import.meta.url));

export interface ServiceProcessOptions {
  seed?: number;
  bookings?: number;
  /** The instant (epoch ms) the service's clock reads at its start; it runs on from there. */
  startAt?: number;
  /** Keep the state in this file, so that a service stopped and started again has the same bookings and write log. */
  dataFile?: string;
  /** Listen on this port (0: any free one), for a service started again at the address desks know. */
  port?: number;
}

export interface ServiceProcess {
  banner: SandboxBanner;
  url: string;
  /** How far the service's clock ran ahead of this computer's when it started (a desk handed it reads the same time). */
  skewMs: number;
  /** POST /__sandbox/<action> with a JSON body (clock, faults, dialect, forms, rate-limit, move, reset). */
  control(action: string, body?: object): Promise<unknown>;
  /** Refuses every connection from now on (the service is down), or takes them again. */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  /** Every write the service took, in order (check-ins, notes, bookings created, …). */
  writes(): Promise<WriteRecord[]>;
  /** Stops the process (SIGTERM), waiting for it to exit. */
  stop(): Promise<void>;
}

/** Every service process a test file started, so that a failed test leaves none running. */
const running = new Set<ChildProcess>();

export function stopEveryServiceProcess(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

function argumentsOf(options: ServiceProcessOptions): string[] {
  const args = ['--seed', String(options.seed ?? 51), '--bookings', String(options.bookings ?? 400)];
  if (options.startAt !== undefined) args.push('--at', new Date(options.startAt).toISOString());
  if (options.dataFile) args.push('--data', options.dataFile);
  if (options.port) args.push('--port', String(options.port));
  return args;
}

async function firstLine(child: ChildProcess, stderr: () => string): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  try {
    return await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`The service process exited (${code}) before it started: ${stderr()}`)));
    });
  } finally {
    lines.close();
  }
}

/** Starts the service in a process of its own; the dialect follows FRONTDESK_SANDBOX_DIALECT, as the CLI's does. */
export async function startServiceProcess(options: ServiceProcessOptions = {}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...argumentsOf(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += String(chunk); });
  const banner = JSON.parse(await firstLine(child, () => stderr)) as SandboxBanner;
  const authorization = `Basic ${Buffer.from(`${banner.apiKey}:${banner.apiSecret}`).toString('base64')}`;
  const control = async (action: string, body: object = {}, method = 'POST') => {
    const response = await fetch(`${banner.url}/__sandbox/${action}`, {
      method, headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`The service's control interface refused ${action}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  // Its clock's offset, asked by moving it on by nothing.
  const { offset } = await control('clock', { advance: 0 }) as { offset: number };
  return {
    banner, url: banner.url, skewMs: offset * 1000,
    control: (action, body) => control(action, body),
    goDown: async () => { await control('faults', { offline: true }); },
    comeBack: async () => { await control('faults', {}, 'DELETE'); },
    writes: async () => ((await control('writes', {}, 'GET')) as { writes: WriteRecord[] }).writes,
    stop: () => new Promise<void>((resolve) => {
      running.delete(child);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
