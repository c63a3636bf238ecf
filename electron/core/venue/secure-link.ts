// The encrypted, mutually authenticated link between two paired desks (issue 23), over one WebSocket.
// A three-message handshake in the spirit of Noise KK, built from tweetnacl's box (X25519 + XSalsa20-Poly1305):
// each side proves it holds the static key the venue knows it by, and both derive a session key from fresh
// ephemeral keys, so a recorded link cannot be read later even with a desk's static key. A desk that is not a
// member is closed before the responder says anything about itself or the venue. A desk that was removed is told so,
// in a box only it can open and only a member can make, in place of the handshake's proof: it learns that and nothing
// else, whichever of the two dialled.
import nacl from 'tweetnacl';
import type WebSocket from 'ws';
import { fromBase64, toBase64 } from './venue-bytes.js';

export interface DeskKeys { publicKey: Uint8Array; secretKey: Uint8Array }

/** Close codes a peer sees; the text never says why beyond "not a member", so a stranger learns nothing. */
export const CLOSE_NOT_MEMBER = 4401;
export const CLOSE_BAD_FRAME = 4400;

export interface SecureLink {
  /** The other desk's static public key (base64), as the venue's member list knows it. */
  readonly peerKey: string;
  send(plain: Uint8Array): void;
  close(code?: number): void;
  /** Ends it without the closing handshake, which a peer gone silent would never answer. */
  drop(): void;
}

interface Handlers {
  /** Whether this static public key (base64) belongs to a desk of the venue, not removed. */
  isMember(key: string): boolean;
  /** Whether this static public key belongs to a desk removed from the venue: it is told so. */
  isRemoved?(key: string): boolean;
  /** A member told this desk that it was removed from the venue. */
  onRemoved?(): void;
  /** This desk told a removed desk (with this static key) so. */
  onTold?(key: string): void;
  onOpen(link: SecureLink): void;
  onMessage(link: SecureLink, plain: Uint8Array): void;
  onClose(link: SecureLink | null): void;
}

const HANDSHAKE_MS = 5_000;
/**
 * The largest frame either side takes, before and after the handshake (every socket's maxPayload): a stranger's
 * half-sent frame can hold no more than this, and a longer message of a member travels in chunks of this size.
 */
export const MAX_FRAME = 64 * 1024;
/** The plain part of one chunk: the frame less the box's tag and the chunk's one-byte mark. */
const CHUNK = MAX_FRAME - nacl.secretbox.overheadLength - 1;
/** The longest message a member may send (the shared day whole, bounded in venue-state.ts, fits with room). */
export const MAX_MESSAGE = 16 * 1024 * 1024;
const MORE = 0, LAST = 1;
/** Inside a removal notice's box, after the two ephemeral keys: a proof box of the handshake never ends so. */
const REMOVED = new TextEncoder().encode('removed from the venue');

/** The dialling side: sends hello, checks the welcome, answers with its proof. */
export function initiate(socket: WebSocket, keys: DeskKeys, handlers: Handlers): void {
  const eph = nacl.box.keyPair();
  let link: LinkState | null = null;
  let peer: Uint8Array | null = null;
  let peerEph: Uint8Array | null = null;
  const timer = setTimeout(() => socket.close(CLOSE_BAD_FRAME), HANDSHAKE_MS);
  socket.on('open', () => socket.send(JSON.stringify({ t: 'hello', key: toBase64(keys.publicKey), eph: toBase64(eph.publicKey) })));
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (link) return link.receive(data, isBinary);
    const welcome = parseJson(data, isBinary);
    peer = fromBase64(welcome?.key);
    peerEph = fromBase64(welcome?.eph);
    const proof = fromBase64(welcome?.proof);
    const key = peer ? toBase64(peer) : '';
    const removed = !handlers.isMember(key) && handlers.isRemoved?.(key) === true;
    if (!['welcome', 'removed'].includes(String(welcome?.t)) || !peer || !peerEph || !proof || !(handlers.isMember(key) || removed)) {
      return socket.close(CLOSE_NOT_MEMBER);
    }
    const expected = welcome?.t === 'removed' ? concat(peerEph, eph.publicKey, REMOVED) : concat(peerEph, eph.publicKey);
    const opened = nacl.box.open(proof, transcriptNonce(eph.publicKey, peerEph), peer, keys.secretKey);
    if (!opened || !equalBytes(opened, expected)) return socket.close(CLOSE_NOT_MEMBER);
    if (welcome?.t === 'removed') {
      if (!removed) handlers.onRemoved?.();
      return socket.close(CLOSE_NOT_MEMBER);
    }
    const mine = nacl.box(concat(eph.publicKey, peerEph, ...(removed ? [REMOVED] : [])), transcriptNonce(peerEph, eph.publicKey), peer, keys.secretKey);
    socket.send(JSON.stringify({ t: removed ? 'removed' : 'proof', proof: toBase64(mine) }));
    if (removed) {
      handlers.onTold?.(key);
      return socket.close(CLOSE_NOT_MEMBER);
    }
    clearTimeout(timer);
    link = new LinkState(socket, toBase64(peer), nacl.box.before(peerEph, eph.secretKey), 0, handlers);
    handlers.onOpen(link);
  });
  socket.on('close', () => { clearTimeout(timer); handlers.onClose(link); });
  socket.on('error', () => socket.terminate());
}

/** The answering side: a hello from a member gets a welcome; its proof opens the link. */
export function respond(socket: WebSocket, first: { key?: unknown; eph?: unknown }, keys: DeskKeys, handlers: Handlers): void {
  const peer = fromBase64(first.key);
  const peerEph = fromBase64(first.eph);
  const key = peer ? toBase64(peer) : '';
  const removed = !handlers.isMember(key) && handlers.isRemoved?.(key) === true;
  if (!peer || !peerEph || peerEph.length !== nacl.box.publicKeyLength || !(handlers.isMember(key) || removed)) {
    return socket.close(CLOSE_NOT_MEMBER);
  }
  const eph = nacl.box.keyPair();
  const proof = nacl.box(concat(eph.publicKey, peerEph, ...(removed ? [REMOVED] : [])), transcriptNonce(peerEph, eph.publicKey), peer, keys.secretKey);
  socket.send(JSON.stringify({ t: removed ? 'removed' : 'welcome', key: toBase64(keys.publicKey), eph: toBase64(eph.publicKey), proof: toBase64(proof) }));
  if (removed) return socket.close(CLOSE_NOT_MEMBER);
  let link: LinkState | null = null;
  const timer = setTimeout(() => socket.close(CLOSE_BAD_FRAME), HANDSHAKE_MS);
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (link) return link.receive(data, isBinary);
    const answer = parseJson(data, isBinary);
    const theirs = fromBase64(answer?.proof);
    const told = answer?.t === 'removed';
    const opened = theirs && nacl.box.open(theirs, transcriptNonce(eph.publicKey, peerEph), peer, keys.secretKey);
    const expected = told ? concat(peerEph, eph.publicKey, REMOVED) : concat(peerEph, eph.publicKey);
    if (!opened || !equalBytes(opened, expected)) return socket.close(CLOSE_NOT_MEMBER);
    if (told) {
      handlers.onRemoved?.();
      return socket.close(CLOSE_NOT_MEMBER);
    }
    clearTimeout(timer);
    link = new LinkState(socket, toBase64(peer), nacl.box.before(peerEph, eph.secretKey), 1, handlers);
    handlers.onOpen(link);
  });
  socket.on('close', () => { clearTimeout(timer); handlers.onClose(link); });
  socket.on('error', () => socket.terminate());
}

/**
 * An open link: every frame is a secretbox under the session key, its nonce the sender's direction and a counter
 * both sides keep, so a frame replayed, dropped or reordered by someone on the network fails to open and ends it.
 */
class LinkState implements SecureLink {
  private sent = 0n;
  private received = 0n;
  /** Set by the first frame that fails to open: nothing after it is taken, though the socket takes a moment to close. */
  private broken = false;
  /** The chunks of the message arriving now, and their length so far. */
  private parts: Uint8Array[] = [];
  private partsLength = 0;
  constructor(private readonly socket: WebSocket, readonly peerKey: string, private readonly key: Uint8Array,
    private readonly direction: 0 | 1, private readonly handlers: Handlers) {}

  send(plain: Uint8Array): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    for (let at = 0; at === 0 || at < plain.length; at += CHUNK) {
      const piece = plain.subarray(at, at + CHUNK);
      const chunk = new Uint8Array(piece.length + 1);
      chunk[0] = at + CHUNK >= plain.length ? LAST : MORE;
      chunk.set(piece, 1);
      this.socket.send(nacl.secretbox(chunk, frameNonce(this.direction, this.sent++), this.key));
    }
  }

  receive(data: Buffer, isBinary: boolean): void {
    if (this.broken) return;
    const chunk = isBinary ? nacl.secretbox.open(new Uint8Array(data), frameNonce(1 - this.direction, this.received++), this.key) : null;
    if (!chunk || chunk.length === 0 || chunk[0]! > LAST || this.partsLength + chunk.length > MAX_MESSAGE || !this.handlers.isMember(this.peerKey)) {
      this.broken = true;
      this.parts = [];
      return this.close(CLOSE_BAD_FRAME);
    }
    this.parts.push(chunk.subarray(1));
    this.partsLength += chunk.length - 1;
    if (chunk[0] === MORE) return;
    const plain = this.parts.length === 1 ? this.parts[0]! : concat(...this.parts);
    this.parts = [];
    this.partsLength = 0;
    this.handlers.onMessage(this, plain);
  }

  close(code = 1000): void { this.socket.close(code); }
  drop(): void { this.socket.terminate(); }
}

function frameNonce(direction: number, counter: bigint): Uint8Array {
  const nonce = new Uint8Array(nacl.secretbox.nonceLength);
  nonce[0] = direction;
  new DataView(nonce.buffer).setBigUint64(16, counter);
  return nonce;
}

/** A nonce bound to both ephemeral keys: fresh per handshake, so the static key pair never reuses one. */
function transcriptNonce(first: Uint8Array, second: Uint8Array): Uint8Array {
  return nacl.hash(concat(first, second)).slice(0, nacl.box.nonceLength);
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

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && nacl.verify(a, b);
}
