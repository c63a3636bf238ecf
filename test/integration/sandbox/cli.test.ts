// `npm run sandbox -- [--port N] [--seed S] [--bookings N] [--data FILE] [--public]`: one JSON line with the address and
// credentials, 127.0.0.1 only, a clean stop on Ctrl-C, and exit code 2 on a usage mistake.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxBanner } from '../../../electron/sandbox/index.js';
import { pingResponseSchema } from '../../../shared/wire/index.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function run(args: string[]): ChildProcess {
  // Node itself with tsx's loader, not the tsx launcher: the launcher runs the script in a second process that
  // a SIGKILL of the launcher would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/sandbox/cli.ts', ...args], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    lines.once('line', (line) => { lines.close(); resolve(line); });
    child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code} before printing: ${stderr}`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

async function startCli(args: string[]): Promise<{ child: ChildProcess; banner: SandboxBanner; line: string }> {
  const child = run(args);
  const line = await firstLine(child);
  return { child, banner: JSON.parse(line) as SandboxBanner, line };
}

const basicAuth = (banner: SandboxBanner) =>
  `Basic ${Buffer.from(`${banner.apiKey}:${banner.apiSecret}`).toString('base64')}`;

/** Resolves true when a TCP connection to host:port opens. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

describe('npm run sandbox', () => {
  it('prints one JSON line first with the address, the credentials and the staff logins', async () => {
    const { banner, child } = await startCli(['--port', '0', '--seed', '5', '--bookings', '100']);
    expect(Object.keys(banner).sort()).toEqual(['apiKey', 'apiSecret', 'clientId', 'clientSecret', 'staff', 'url']);
    expect(banner.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(banner.url).port)).toBeGreaterThan(0);
    for (const secret of [banner.apiKey, banner.apiSecret, banner.clientId, banner.clientSecret]) {
      expect(secret).toMatch(/^\S{16,}$/);
    }
    expect(banner.staff.length).toBeGreaterThan(0);
    for (const member of banner.staff) {
      expect(Object.keys(member).sort()).toEqual(['accountId', 'login', 'name', 'password']);
    }
    // It serves what it printed.
    const ping = await fetch(`${banner.url}/api/3.0/ping`, { headers: { Authorization: basicAuth(banner) } });
    expect(ping.status).toBe(200);
    expect(pingResponseSchema.safeParse(await ping.json()).success).toBe(true);
    child.kill('SIGINT');
  });

  it('prints the same credentials for the same seed, and others for another seed', async () => {
    const [a, b, c] = await Promise.all([
      startCli(['--port', '0', '--seed', '5', '--bookings', '100']),
      startCli(['--port', '0', '--seed', '5', '--bookings', '120']),
      startCli(['--port', '0', '--seed', '6', '--bookings', '100']),
    ]);
    const { url: urlA, ...credentialsA } = a.banner;
    const { url: urlB, ...credentialsB } = b.banner;
    expect(credentialsB).toEqual(credentialsA);
    expect(urlB).not.toBe(urlA);
    expect(c.banner.apiKey).not.toBe(a.banner.apiKey);
    for (const { child } of [a, b, c]) child.kill('SIGINT');
  });

  it('stops cleanly on Ctrl-C (SIGINT) with exit code 0', async () => {
    const { child, banner } = await startCli(['--port', '0', '--seed', '5', '--bookings', '100']);
    // A kept-alive connection, and one whose request never ends, must not hold the process open: left to the
    // server's own time-outs (a minute for headers) the test's time-out would end it first. No clock is read.
    await fetch(`${banner.url}/api/3.0/ping`, { headers: { Authorization: basicAuth(banner), Connection: 'keep-alive' } });
    const halfRequest = connect(Number(new URL(banner.url).port), '127.0.0.1');
    halfRequest.on('error', () => undefined);
    await new Promise((connected) => halfRequest.once('connect', connected));
    halfRequest.write('GET /api/3.0/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const exit = exited(child);
    child.kill('SIGINT');
    expect((await exit).code).toBe(0);
    halfRequest.destroy();
    expect(await accepts('127.0.0.1', Number(new URL(banner.url).port))).toBe(false);
  });

  it('listens on 127.0.0.1 only', async () => {
    const { child, banner } = await startCli(['--port', '0', '--seed', '5', '--bookings', '100']);
    const port = Number(new URL(banner.url).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const elsewhere = Object.values(networkInterfaces()).flat()
      .filter((address) => address !== undefined && !address.internal)
      .map((address) => address!.address);
    for (const host of ['::1', ...elsewhere]) expect(await accepts(host, port), host).toBe(false);
    child.kill('SIGINT');
  });

  it('opens the Public API with --public', async () => {
    const { child, banner } = await startCli(['--port', '0', '--seed', '5', '--bookings', '100', '--public']);
    expect((await fetch(`${banner.url}/api/3.0/ping`)).status).toBe(200);
    child.kill('SIGINT');
  });

  it('exits with code 2 and says why on a usage mistake', async () => {
    const mistakes: [string[], RegExp][] = [
      [['--port', 'abc'], /--port must be a whole number/],
      [['--port', '70000'], /--port must be a whole number from 0 to 65535/],
      [['--bookings', '-3'], /--bookings/],
      [['--colour', 'blue'], /colour/],
    ];
    const results = await Promise.all(mistakes.map(([args]) => exited(run(args))));
    results.forEach(({ code, stderr }, i) => {
      expect(code, mistakes[i]![0].join(' ')).toBe(2);
      expect(stderr).toMatch(mistakes[i]![1]);
    });
  });
});
