// The encrypted, mutually authenticated link between two paired desks: a WebSocket over TLS 1.3 (Node's tls, on
// OpenSSL, or BoringSSL in Electron), with no certificate authority. Each desk presents a certificate of its link key
// (link-certificate.ts) and takes the other's only when that key is the one the venue's member list pins for a desk
// it may link with. TLS 1.3 gives what the venue needs from it, by its construction rather than by this file:
// - each side proves it holds the pinned key by signing the handshake with it (CertificateVerify), so a desk that
//   knows a member's public key but not its secret key cannot pass, and a desk whose own secret key leaked still
//   cannot be fooled into taking a stranger for another member (the stranger would have to sign as that member);
// - the session keys come from an ephemeral (EC)DHE exchange only (TLS 1.3 has no static key exchange), so a
//   recording of a link cannot be read later with a desk's secret key;
// - every record is sealed (AEAD) under a sequence number, so a record replayed, reordered, cut or altered on the
//   network fails to open and ends the connection;
// - both certificates travel encrypted, so someone watching the network does not learn which desk is which.
// What this file adds: the pin check, and messages longer than a frame carried in chunks.
import type { TLSSocket } from 'node:tls';
import type WebSocket from 'ws';
import { linkKeyOf, type LinkCredentials } from './link-certificate.js';

/** Close codes a peer sees; the text never says why beyond "not a member", so a stranger learns nothing. */
export const CLOSE_NOT_MEMBER = 4401;
export const CLOSE_BAD_FRAME = 4400;

export interface SecureLink {
  /** The link key (base64) the desk at the other end proved it holds, as the venue's member list pins it. */
  readonly peerKey: string;
  send(plain: Uint8Array): void;
  close(code?: number): void;
  /** Ends it without the closing handshake, which a peer gone silent would never answer. */
  drop(): void;
}

export interface LinkHandlers {
  /** Whether the desk holding this link key may have a link (a member, or a removed desk that is to be told so). */
  accepts(key: string): boolean;
  onOpen(link: SecureLink): void;
  onMessage(link: SecureLink, plain: Uint8Array): void;
  onClose(link: SecureLink | null): void;
}

/**
 * The largest frame either side takes, before and after the handshake (every socket's maxPayload): a stranger's
 * half-sent frame can hold no more than this, and a longer message of a member travels in chunks of this size.
 */
export const MAX_FRAME = 64 * 1024;
/** The plain part of one chunk: the frame less the chunk's one-byte mark. */
const CHUNK = MAX_FRAME - 1;
/** The longest message a member may send (the shared day whole, bounded in venue-state.ts, fits with room). */
export const MAX_MESSAGE = 16 * 1024 * 1024;
const MORE = 0, LAST = 1;

/**
 * TLS as both ends of a link or a pairing use it: 1.3 only, this desk's certificate, and no authority (the peer's
 * key is checked against the pin here; its certificate's names and dates mean nothing). A server asks the dialling
 * desk for its certificate too.
 */
export function linkTls(credentials: LinkCredentials) {
  return {
    key: credentials.key, cert: credentials.cert, minVersion: 'TLSv1.3', maxVersion: 'TLSv1.3', rejectUnauthorized: false, requestCert: true,
  } as const;
}

/** The link key the desk at the other end of a TLS socket proved it holds in the handshake; null when it showed none. */
export function peerLinkKey(socket: TLSSocket): string | null {
  return linkKeyOf(socket.getPeerX509Certificate());
}

/** The dialling side (a wss:// WebSocket made with linkTls): the link opens once the answering desk's key is accepted. */
export function initiate(socket: WebSocket, handlers: LinkHandlers): void {
  let key: string | null = null;
  let link: LinkState | null = null;
  socket.once('upgrade', (response: { socket: TLSSocket }) => { key = peerLinkKey(response.socket); });
  socket.once('open', () => {
    if (!key || !handlers.accepts(key)) return socket.close(CLOSE_NOT_MEMBER);
    link = new LinkState(socket, key, handlers);
    handlers.onOpen(link);
  });
  socket.on('message', (data: Buffer, isBinary: boolean) => link?.receive(data, isBinary));
  socket.on('close', () => handlers.onClose(link));
  socket.on('error', () => socket.terminate());
}

/** The answering side, for a desk whose key the TLS handshake proved. */
export function respond(socket: WebSocket, key: string, handlers: LinkHandlers): void {
  if (!handlers.accepts(key)) return socket.close(CLOSE_NOT_MEMBER);
  const link = new LinkState(socket, key, handlers);
  socket.on('message', (data: Buffer, isBinary: boolean) => link.receive(data, isBinary));
  socket.on('close', () => handlers.onClose(link));
  socket.on('error', () => socket.terminate());
  handlers.onOpen(link);
}

/** An open link: messages in binary frames, each a chunk with a mark saying whether more of the message follows. */
class LinkState implements SecureLink {
  /** Set by the first frame that is no chunk: nothing after it is taken, though the socket takes a moment to close. */
  private broken = false;
  /** The chunks of the message arriving now, and their length so far. */
  private parts: Uint8Array[] = [];
  private partsLength = 0;
  constructor(private readonly socket: WebSocket, readonly peerKey: string, private readonly handlers: LinkHandlers) {}

  send(plain: Uint8Array): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    for (let at = 0; at === 0 || at < plain.length; at += CHUNK) {
      const piece = plain.subarray(at, at + CHUNK);
      const chunk = new Uint8Array(piece.length + 1);
      chunk[0] = at + CHUNK >= plain.length ? LAST : MORE;
      chunk.set(piece, 1);
      this.socket.send(chunk);
    }
  }

  receive(data: Buffer, isBinary: boolean): void {
    if (this.broken) return;
    if (!isBinary || data.length === 0 || data[0]! > LAST || this.partsLength + data.length > MAX_MESSAGE) {
      this.broken = true;
      this.parts = [];
      return this.close(CLOSE_BAD_FRAME);
    }
    this.parts.push(new Uint8Array(data.buffer, data.byteOffset + 1, data.length - 1));
    this.partsLength += data.length - 1;
    if (data[0] === MORE) return;
    const plain = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.partsLength = 0;
    this.handlers.onMessage(this, plain);
  }

  close(code = 1000): void { this.socket.close(code); }
  drop(): void { this.socket.terminate(); }
}

export function parseJson(data: Buffer, isBinary: boolean): Record<string, unknown> | null {
  if (isBinary || data.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(data.toString('utf8'));
    return typeof value === 'object' && value !== null ? value as Record<string, unknown> : null;
  } catch {
    return null;
  }
}
