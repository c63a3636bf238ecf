// A child process killed with SIGKILL at a random moment of its work, for the crash tests (outbox, working set):
// the child says "ready" when its work begins, and the lines it printed whole before the kill are what it had
// done for certain (a line cut by the kill was never fully said).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * The child's TypeScript bundled once into `folder` with the esbuild tsx runs on: each life then starts in a tenth of
 * the time tsx takes to transpile it afresh, which keeps a test of many lives within a minute.
 */
export async function bundledChild(source: string, folder: string): Promise<string> {
  const script = join(folder, 'crash-child.mjs');
  await build({ entryPoints: [source], outfile: script, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error' });
  return script;
}

/** Starts `node <script> ...args`, kills it `minMs`–`maxMs` after "ready", and answers the whole lines it printed. */
export function liveAndDie(script: string, args: readonly string[], minMs: number, maxMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const first = out === '';
      out += chunk.toString('utf8');
      if (first && out.startsWith('ready\n')) setTimeout(() => child.kill('SIGKILL'), minMs + Math.random() * (maxMs - minMs));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`The child ended by itself (${signal}): ${err}`));
      resolve(out.split('\n').slice(0, -1));
    });
  });
}
