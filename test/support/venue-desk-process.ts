// A desk of a venue in a child process of a test (test/integration/core/venue/venue-desk-child.ts): its own data
// folder, the test's sandbox, commands over stdin and answers over stdout. Optionally in a network namespace of its
// own (network-namespaces.ts), listening on that namespace's LAN interface.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ChildBanner, ChildDeskSetup } from './child-desk.js';
import { until } from './until.js';

export { until };

const CHILD = fileURLToPath(new URL('../integration/core/venue/venue-desk-child.ts', import.meta.url));

export interface DeskProcessOptions {
  /** How long a silent desk's writes wait before another desk takes them over. */
  graceMs: number;
  /** Run inside this network namespace, the venue on its interface `network`, the service reached at `serviceVia`. */
  namespace?: { name: string; network: string; serviceVia: string };
  /** At most this many open files (sockets included), as on a desktop whose limit is 1,024; the machine's otherwise. */
  fileLimit?: number;
  /** The sandbox connected as a person's own account, a skewed clock, a fixed spread (child-desk.ts). */
  setup?: ChildDeskSetup;
}

/** Every desk process a test file started, so that its afterAll can end those a failed test left running. */
export const runningDesks = new Set<ChildProcessWithoutNullStreams>();

export function killRunningDesks(): void {
  for (const child of runningDesks) child.kill('SIGKILL');
  runningDesks.clear();
}

export class DeskProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (value: unknown) => void>();
  readonly ready: Promise<unknown>;
  private readonly exited: Promise<never>;
  stderr = '';

  private constructor(readonly child: ChildProcessWithoutNullStreams, banner: ChildBanner) {
    runningDesks.add(child);
    child.stderr.on('data', (chunk: Buffer) => { this.stderr += String(chunk); });
    this.ready = new Promise((resolve) => this.waiting.set(0, resolve));
    this.exited = new Promise<never>((_, reject) => child.once('exit', () => reject(new Error(`desk exited: ${this.stderr}`))));
    this.exited.catch(() => undefined);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const { id, value } = JSON.parse(line) as { id: number; value: unknown };
      this.waiting.get(id)?.(value);
      this.waiting.delete(id);
    });
    child.stdin.write(`${JSON.stringify(banner)}\n`);
  }

  static start(folder: string, name: string, banner: ChildBanner, options: DeskProcessOptions): DeskProcess {
    // Garbage collection at hand, so that a test can read the memory the desk still holds.
    const node = [process.execPath, '--expose-gc', '--import', 'tsx', CHILD, folder, name, String(options.graceMs)];
    const within = options.namespace;
    const setup = options.setup ? { FD_DESK_SETUP: JSON.stringify(options.setup) } : {};
    const child = within
      ? spawn('ip', ['netns', 'exec', within.name, ...node], {
        stdio: 'pipe', env: { ...process.env, ...setup, FD_VENUE_NETWORK: within.network, FD_SERVICE_VIA: within.serviceVia },
      })
      : options.fileLimit
        ? spawn('sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$@"`, 'sh', ...node], { stdio: 'pipe', env: { ...process.env, ...setup } })
        : spawn(node[0]!, node.slice(1), { stdio: 'pipe', env: { ...process.env, ...setup } });
    return new DeskProcess(child, banner);
  }

  ask<T = unknown>(cmd: string, extra: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    const answer = new Promise<T>((resolve) => this.waiting.set(id, resolve as (value: unknown) => void));
    this.child.stdin.write(`${JSON.stringify({ id, cmd, ...extra })}\n`);
    return Promise.race([answer, this.exited]);
  }

  /** Ends it at once, as a power cut does: nothing is saved or closed. */
  kill(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => { runningDesks.delete(this.child); resolve(); });
      this.child.kill('SIGKILL');
    });
  }

  /** Freezes it (SIGSTOP), as a laptop that sleeps: its sockets stay open and say nothing. */
  freeze(): void { this.child.kill('SIGSTOP'); }
  thaw(): void { this.child.kill('SIGCONT'); }

  /**
   * Ends its stdin, as the death of the test process that started it does, and waits for it to exit by itself:
   * a crashed test run must leave no desk running.
   */
  async endInput(): Promise<void> {
    const exited = new Promise<boolean>((resolve) => this.child.once('exit', () => resolve(true)));
    this.child.stdin.end();
    const gone = await Promise.race([exited, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]);
    if (!gone) throw new Error('The desk went on running after its input ended');
    runningDesks.delete(this.child);
  }

  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    await this.ask('close').catch(() => undefined);
    await exited;
    runningDesks.delete(this.child);
  }
}

type DeskView = { name: string; online: boolean };

export const allOnline = (desk: DeskProcess, count: number, tries?: number) =>
  until(async () => {
    const desks = await desk.ask<DeskView[]>('desks');
    return desks.length === count && desks.every((x) => x.online);
  }, 'desks linked', tries);
