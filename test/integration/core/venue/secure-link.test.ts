// What someone on the network can do to a venue link between two members: replay or alter a frame. Either ends the
// link; nothing replayed or altered reaches the desk.
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { CLOSE_BAD_FRAME, initiate, MAX_FRAME, respond, type SecureLink } from '../../../../electron/core/venue/secure-link.js';
import { toBase64 } from '../../../../electron/core/venue/venue-bytes.js';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listening(server: WebSocketServer): Promise<number> {
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as { port: number }).port;
}

/** A relay between the two desks that does `meddle` to the first frame the dialling desk sends after the handshake. */
async function relay(target: number, meddle: (frame: Buffer, forward: (data: Buffer) => void) => void): Promise<number> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_FRAME });
  server.on('connection', (client) => {
    const upstream = new WebSocket(`ws://127.0.0.1:${target}`, { maxPayload: MAX_FRAME });
    const queued: [Buffer, boolean][] = [];
    let meddled = false;
    upstream.on('open', () => { for (const [data, binary] of queued.splice(0)) upstream.send(data, { binary }); });
    client.on('message', (data: Buffer, binary: boolean) => {
      const forward = (out: Buffer) => (upstream.readyState === upstream.OPEN ? upstream.send(out, { binary }) : queued.push([out, binary]));
      if (binary && !meddled) { meddled = true; meddle(data, forward); } else forward(data);
    });
    upstream.on('message', (data: Buffer, binary: boolean) => client.send(data, { binary }));
    upstream.on('close', (code) => client.close(code));
    client.on('close', () => upstream.close());
  });
  return listening(server);
}

async function linkThrough(meddle: (frame: Buffer, forward: (data: Buffer) => void) => void,
  messages = [Buffer.from('in at 09:12, Ann Lee'), Buffer.from('second')]) {
  const dialler = nacl.box.keyPair(), answerer = nacl.box.keyPair();
  const members = new Set([toBase64(dialler.publicKey), toBase64(answerer.publicKey)]);
  const received: string[] = [];
  let closedWith = 0;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_FRAME });
  const closed = new Promise<void>((resolve) => {
    server.on('connection', (socket) => {
      socket.once('message', (data: Buffer) => respond(socket, JSON.parse(String(data)) as Record<string, unknown>, answerer, {
        isMember: (key) => members.has(key), onOpen: () => undefined,
        onMessage: (_link, plain) => received.push(Buffer.from(plain).toString()), onClose: () => undefined,
      }));
      socket.on('close', (code) => { closedWith = code; resolve(); });
    });
  });
  const port = await relay(await listening(server), meddle);
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  initiate(socket, dialler, {
    isMember: (key) => members.has(key), onMessage: () => undefined, onClose: () => undefined,
    onOpen: (link: SecureLink) => { for (const message of messages) link.send(message); link.close(); },
  });
  await closed;
  return { received, closedWith };
}

describe('a venue link under a meddling network', () => {
  it('carries a message longer than the largest frame whole, in chunks no socket refuses', async () => {
    const long = Buffer.alloc(MAX_FRAME * 5 + 17, 'stamp ');
    const { received } = await linkThrough((frame, forward) => forward(frame), [long, Buffer.from('after')]);
    expect(received).toEqual([long.toString(), 'after']);
  });

  it('ends the link when a frame is replayed, and takes nothing twice', async () => {
    const { received, closedWith } = await linkThrough((frame, forward) => { forward(frame); forward(frame); });
    expect(received).toEqual(['in at 09:12, Ann Lee']);
    expect(closedWith).toBe(CLOSE_BAD_FRAME);
  });

  it('ends the link when a frame is altered, and takes nothing from it', async () => {
    const { received, closedWith } = await linkThrough((frame, forward) => {
      const altered = Buffer.from(frame);
      altered[altered.length - 1]! ^= 1;
      forward(altered);
    });
    expect(received).toEqual([]);
    expect(closedWith).toBe(CLOSE_BAD_FRAME);
  });
});
