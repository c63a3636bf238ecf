// What someone on the network can do to a venue link between two members: record it, replay or alter what it carries.
// A record replayed or altered ends the link and nothing from it is taken; a recording holds no guest name, no key,
// and nothing a desk's own secret key could open later.
import { createServer as createHttps } from 'node:https';
import { connect as connectTcp, createServer as createTcp, type Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { linkCredentials, type LinkCredentials } from '../../../../electron/core/venue/link-certificate.js';
import { initiate, linkTls, MAX_FRAME, peerLinkKey, respond, type SecureLink } from '../../../../electron/core/venue/secure-link.js';
import { forwardTcp } from '../../../support/tcp-forward.js';
import { until } from '../../../support/until.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The answering desk: a TLS WebSocket server that links with the two desks' keys. */
async function answering(credentials: LinkCredentials, members: Set<string>, received: string[], ended: () => void): Promise<number> {
  const https = createHttps(linkTls(credentials));
  https.on('tlsClientError', () => undefined);
  const server = new WebSocketServer({ server: https, maxPayload: MAX_FRAME });
  server.on('connection', (socket, request) => respond(socket, peerLinkKey(request.socket as TLSSocket) ?? '', {
    accepts: (key) => members.has(key), onOpen: () => undefined,
    onMessage: (_link, plain) => received.push(Buffer.from(plain).toString()), onClose: ended,
  }));
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => {
    for (const client of server.clients) client.terminate();
    https.closeAllConnections();
    https.close(() => resolve());
  }));
  return (https.address() as { port: number }).port;
}

type Meddle = (record: Buffer, forward: (bytes: Buffer) => void) => void;

/** A relay in the middle that, once armed, does `meddle` to the next TLS record the dialling desk sends. */
async function meddlingRelay(target: number, meddle: Meddle): Promise<{ port: number; arm(): void }> {
  let armed = false;
  const open = new Set<Socket>();
  const server = createTcp((incoming) => {
    const outgoing = connectTcp(target, '127.0.0.1');
    open.add(incoming).add(outgoing);
    let pending = Buffer.alloc(0);
    incoming.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      // Whole TLS records only: a five-byte header, its length in the last two.
      while (pending.length >= 5 && pending.length >= 5 + pending.readUInt16BE(3)) {
        const record = pending.subarray(0, 5 + pending.readUInt16BE(3));
        pending = pending.subarray(record.length);
        if (armed) {
          armed = false;
          meddle(Buffer.from(record), (bytes) => outgoing.write(bytes));
        } else {
          outgoing.write(record);
        }
      }
    });
    outgoing.on('data', (chunk: Buffer) => incoming.write(chunk));
    const end = () => { incoming.destroy(); outgoing.destroy(); };
    incoming.on('error', end).on('close', end);
    outgoing.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => { for (const socket of open) socket.destroy(); server.close(() => resolve()); }));
  return { port: (server.address() as { port: number }).port, arm: () => { armed = true; } };
}

/** Two desks linked through the relay; the dialling desk sends `messages` once the relay is armed. */
async function linkThrough(meddle: Meddle, messages = ['in at 09:12, Ann Lee', 'second']) {
  const [dialler, answerer] = await Promise.all([linkCredentials(nacl.randomBytes(32)), linkCredentials(nacl.randomBytes(32))]);
  const members = new Set([dialler.linkKey, answerer.linkKey]);
  const received: string[] = [];
  let answerEnded = false, diallerEnded = false;
  const relay = await meddlingRelay(await answering(answerer, members, received, () => { answerEnded = true; }), meddle);
  let link: SecureLink | null = null;
  const socket = new WebSocket(`wss://127.0.0.1:${relay.port}`, { ...linkTls(dialler), maxPayload: MAX_FRAME });
  initiate(socket, {
    accepts: (key) => members.has(key), onMessage: () => undefined, onClose: () => { diallerEnded = true; },
    onOpen: (opened) => { link = opened; },
  });
  // Both ends hold the link, and the answering side has taken a first message, before anything is meddled with.
  await until(() => link, 'the link open');
  link!.send(Buffer.from('hello'));
  await until(() => received.length === 1, 'the first message across');
  relay.arm();
  for (const message of messages) link!.send(Buffer.from(message));
  return { received: () => received.slice(1), ended: () => answerEnded && diallerEnded };
}

describe('a venue link under a meddling network', () => {
  it('carries a message longer than the largest frame whole, in chunks no socket refuses', async () => {
    const long = 'stamp '.repeat(Math.ceil((MAX_FRAME * 5 + 17) / 6));
    const { received } = await linkThrough((record, forward) => forward(record), [long, 'after']);
    await until(() => received().length === 2, 'both messages across');
    expect(received()).toEqual([long, 'after']);
  });

  it('ends the link when a record is replayed, and takes nothing twice', async () => {
    const { received, ended } = await linkThrough((record, forward) => { forward(record); forward(record); });
    await until(() => ended(), 'the link ended at both ends');
    expect(received()).toEqual(['in at 09:12, Ann Lee']);
  });

  it('ends the link when a record is altered, and takes nothing from it', async () => {
    const { received, ended } = await linkThrough((record, forward) => {
      record[record.length - 1]! ^= 1;
      forward(record);
    });
    await until(() => ended(), 'the link ended at both ends');
    expect(received()).toEqual([]);
  });

  it('leaves a recording nothing to read, now or later with a desk\'s secret key: TLS 1.3, keys from an ephemeral exchange only', async () => {
    const [dialler, answerer] = await Promise.all([linkCredentials(nacl.randomBytes(32)), linkCredentials(nacl.randomBytes(32))]);
    const members = new Set([dialler.linkKey, answerer.linkKey]);
    const received: string[] = [];
    const port = await answering(answerer, members, received, () => undefined);
    const heard: Buffer[] = [];
    const tap = await forwardTcp('127.0.0.1', '127.0.0.1', port, (bytes) => heard.push(bytes));
    cleanups.push(() => tap.close());
    let tls: TLSSocket | null = null;
    const socket = new WebSocket(`wss://127.0.0.1:${tap.port}`, { ...linkTls(dialler), maxPayload: MAX_FRAME });
    socket.once('upgrade', (response) => { tls = response.socket as TLSSocket; });
    initiate(socket, {
      accepts: (key) => members.has(key), onMessage: () => undefined, onClose: () => undefined,
      onOpen: (link) => link.send(Buffer.from('ABCD-123 in at 09:12, Ann Lee, by Priya Shah')),
    });
    await until(() => received.length === 1, 'the message across');
    socket.close();
    // The session's keys came from a fresh X25519 exchange: TLS 1.3 has no other key exchange, and a desk's own key
    // only signs the handshake, so holding it later opens nothing recorded. No session was resumed from an earlier one.
    expect(tls!.getProtocol()).toBe('TLSv1.3');
    expect(tls!.getEphemeralKeyInfo()).toMatchObject({ type: 'ECDH', name: 'X25519' });
    expect(tls!.isSessionReused()).toBe(false);
    // Nothing of the day and neither desk's key or certificate is in the clear: both certificates travel encrypted.
    const wire = Buffer.concat(heard);
    for (const text of ['ABCD-123', 'Ann Lee', 'Priya']) expect(wire.includes(Buffer.from(text)), text).toBe(false);
    for (const credentials of [dialler, answerer]) {
      expect(wire.includes(Buffer.from(credentials.linkKey, 'base64'))).toBe(false);
      expect(wire.includes(Buffer.from(credentials.cert.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64'))).toBe(false);
    }
  });

  it('refuses a desk that offers TLS 1.2 at most: there is no older handshake to fall back to', async () => {
    const answerer = await linkCredentials(nacl.randomBytes(32));
    const port = await answering(answerer, new Set([answerer.linkKey]), [], () => undefined);
    const outcome = await new Promise<string>((resolve) => {
      const socket = connectTls({ host: '127.0.0.1', port, ...linkTls(answerer), minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' });
      socket.on('secureConnect', () => { socket.destroy(); resolve('connected'); });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(outcome).not.toBe('connected');
  });
});
