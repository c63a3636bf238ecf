// `npm run sandbox` and `npm start` (browser mode) end what they started when they are asked to stop:
// a SIGTERM or Ctrl-C to the npm process that a person or a supervisor holds leaves no sandbox or host running.
// Each process below npm is noted before the signal and must be gone after it (the test's time-out bounds the wait).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../support/until.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const leftRunning: number[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const pid of leftRunning.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process below pid, children first found, read from ps. */
function descendants(pid: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  const children = listed.split('\n').map((line) => Number(line.trim())).filter((child) => child > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function startScript(args: string[]): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-stop-children-'));
  folders.push(dataDir);
  const child = spawn('npm', ['run', '--silent', ...args], {
    // A process group of its own, as a terminal gives a command: Ctrl-C signals the whole group.
    cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], detached: true,
    env: { ...process.env, FRONTDESK_DATA_DIR: dataDir },
  });
  leftRunning.push(child.pid!);
  return child;
}

/** The line the pattern matches; with `first`, it must be the first line on standard output (npm's own are off). */
function lineMatching(child: ChildProcess, pattern: RegExp, first = false): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const lines = createInterface({ input: child.stdout! });
    let seen = 0;
    lines.on('line', (line) => {
      seen += 1;
      if (pattern.test(line)) resolve(line);
      else if (first && seen === 1) reject(new Error(`the first line was not ${pattern}: ${line}`));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}: ${stderr}`)));
  });
}

async function allGone(pids: number[]): Promise<void> {
  await until(() => !pids.some(isRunning), 'every process gone');
}

/** SIGTERM as a supervisor sends it, to npm alone; SIGINT as Ctrl-C in a terminal sends it, to the whole group. */
async function stopsEverything(args: string[], ready: RegExp, signal: 'SIGTERM' | 'SIGINT', first = false): Promise<void> {
  const npm = startScript(args);
  await lineMatching(npm, ready, first);
  const below = descendants(npm.pid!);
  leftRunning.push(...below);
  expect(below.length).toBeGreaterThan(0);
  const exit = new Promise((resolve) => npm.once('exit', resolve));
  if (signal === 'SIGTERM') npm.kill(signal);
  else process.kill(-npm.pid!, signal);
  await exit;
  await allGone(below);
}

describe('the start and sandbox scripts', () => {
  // The sandbox's JSON is the first line of `npm run -s sandbox`, as the README says to run it.
  it('npm run sandbox ends the sandbox on SIGTERM', () => stopsEverything(['sandbox', '--', '--port', '0'], /^\{/, 'SIGTERM', true), 60_000);

  it('leaves npm its progress: the project does not set npm quiet, so a fresh npm install never looks hung', () => {
    expect(spawnSync('npm', ['config', 'get', 'loglevel'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()).not.toBe('silent');
  });

  it('npm run sandbox ends the sandbox on Ctrl-C (SIGINT)', () => stopsEverything(['sandbox', '--', '--port', '0'], /^\{/, 'SIGINT'), 60_000);

  it('npm run start:web ends the host on SIGTERM', () => stopsEverything(['start:web'], /^frontdesk: open /, 'SIGTERM'), 120_000);
});
