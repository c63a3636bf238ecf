// A synced desk (with its sandbox and browser host) in a child process: see desk-process.ts for why.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { DeskProcessBanner } from './desk-process.js';

export interface ChildDesk {
  banner: DeskProcessBanner;
  child: ChildProcess;
}

export async function spawnDesk(bookings: number, seed: number, samples: number): Promise<ChildDesk> {
  const args = ['--import', 'tsx', 'test/bench/desk-process.ts', String(bookings), String(seed), String(samples)];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`The desk's process exited (${code}) before it synced.`)));
    });
    return { banner: JSON.parse(first) as DeskProcessBanner, child };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    lines.close();
  }
}

export function stopDesk({ child }: ChildDesk): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
