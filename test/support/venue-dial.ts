// A desk's venue port as a stranger or an impostor on the LAN reaches it: over TLS, presenting whatever credentials
// it holds, and what it gets back. And the other way round: a server answering at an address with credentials of
// its choosing, counting what the desks that dial it send.
import { createServer } from 'node:https';
import { connect as connectTcp } from 'node:net';
import { connect, createSecureContext, type SecureContext, type TLSSocket } from 'node:tls';
import WebSocket, { WebSocketServer } from 'ws';
import { linkTls, MAX_FRAME } from '../../electron/core/venue/secure-link.js';
import type { LinkCredentials } from '../../electron/core/venue/link-certificate.js';

export interface Dialled {
  /** The desk answered the WebSocket upgrade: it let the connection past its TLS handshake. */
  upgraded: boolean;
  /** Every frame the desk sent. */
  frames: Buffer[];
  code: number;
  /** The first error the dialler's side met, if any (its own TLS refusing the credentials, the desk closing). */
  error?: string;
}

export type DialTls = ReturnType<typeof linkTls> | Record<string, unknown>;

export function dialVenue(port: number, tls: DialTls, host = '127.0.0.1'): Promise<Dialled> {
  return new Promise((resolve) => {
    const frames: Buffer[] = [];
    let upgraded = false;
    let socket: WebSocket;
    try {
      socket = new WebSocket(`wss://${host}:${port}`, { ...tls, maxPayload: MAX_FRAME, handshakeTimeout: 5_000 });
    } catch (error) {
      resolve({ upgraded, frames, code: 0, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    let error: string | undefined;
    socket.on('upgrade', () => { upgraded = true; });
    socket.on('message', (data: Buffer) => frames.push(data));
    socket.on('error', (failed) => { error ??= failed.message; });
    socket.on('close', (code) => resolve({ upgraded, frames, code, error }));
  });
}

/** TLS as a dialler with these credentials uses it, made once for many connections (each would parse the keys again). */
export function dialContext(credentials: LinkCredentials): { secureContext: SecureContext; rejectUnauthorized: false } {
  return { secureContext: createSecureContext(linkTls(credentials)), rejectUnauthorized: false };
}

/** Opens one TLS connection with this context: whether the handshake ended on this side, and the socket. */
export function handshake(port: number, context: ReturnType<typeof dialContext>, localAddress?: string): Promise<{ secured: boolean; socket: TLSSocket }> {
  return new Promise((resolve) => {
    const socket = connect({ socket: connectTcp({ host: '127.0.0.1', port, localAddress }), ...context });
    let secured = false;
    socket.on('secureConnect', () => { secured = true; resolve({ secured, socket }); });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ secured, socket }));
  });
}

export interface Answering {
  /** Connections that reached the WebSocket (their TLS handshake ended, the upgrade was asked for). */
  upgrades(): number;
  /** Every frame the dialling desks sent. */
  frames(): Buffer[];
  close(): Promise<void>;
}

/** A server at host:port presenting `credentials`, as an impostor standing at a desk's address would. */
export async function answerAs(host: string, port: number, credentials: LinkCredentials): Promise<Answering> {
  let upgrades = 0;
  const frames: Buffer[] = [];
  const https = createServer(linkTls(credentials));
  https.on('tlsClientError', () => undefined);
  const sockets = new WebSocketServer({ server: https, maxPayload: MAX_FRAME });
  sockets.on('connection', (socket) => {
    upgrades += 1;
    socket.on('message', (data: Buffer) => frames.push(data));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => https.once('error', reject).listen(port, host, resolve));
  return {
    upgrades: () => upgrades,
    frames: () => frames,
    close: () => new Promise<void>((resolve) => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      https.closeAllConnections();
      https.close(() => resolve());
    }),
  };
}
