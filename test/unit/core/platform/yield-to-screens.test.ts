// Long work is done in pieces with the screens' calls let in between (yield-to-screens.ts). Work often begins in an
// answer that arrived (the service's, the reads' worker's, a screen's call): there, the event loop is taking in what
// arrived, and a call that arrived meanwhile must still be taken in before the next piece.
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { yieldToScreens } from '../../../../electron/core/platform/yield-to-screens.js';

/** Both ends of a local socket: what one end writes, the other can read as soon as the write returns. */
async function socketPair(server: Server, path: string): Promise<{ near: Socket; far: Socket }> {
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const near = createConnection(path);
  await new Promise((resolve) => near.once('connect', resolve));
  return { near, far: await accepted };
}

let folder: string;
let server: Server;
let sockets: Socket[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'yield-to-screens-'));
  server = createServer();
  await new Promise<void>((resolve) => server.listen(join(folder, 'desk.sock'), resolve));
});

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets = [];
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

describe('yielding to the screens', () => {
  it('takes in a screen\'s call that arrived during a piece begun by an answer, before the next piece', async () => {
    const path = join(folder, 'desk.sock');
    const service = await socketPair(server, path);
    const screen = await socketPair(server, path);
    sockets = [service.near, service.far, screen.near, screen.far];
    const order: string[] = [];
    const done = new Promise<void>((resolve) => {
      screen.far.on('data', () => order.push('the screen\'s call'));
      service.far.on('data', async () => {
        order.push('a piece begun by the service\'s answer');
        screen.near.write('a call');
        await yieldToScreens();
        order.push('the next piece');
        resolve();
      });
    });
    service.near.write('an answer');
    await done;
    expect(order).toEqual(['a piece begun by the service\'s answer', 'the screen\'s call', 'the next piece']);
  });
});
