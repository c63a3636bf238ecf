// What a hostile host on the LAN sends to a desk, as the security review's probes did: connections to its venue port
// that say nothing, WebSocket frames announced large and never finished, TLS handshakes one after another, and an
// mDNS answer crafted to cost work. Loopback only; every socket is counted, and the caller learns when the desk has
// closed each one.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import packet from 'dns-packet';
import type makeMdns from 'multicast-dns';
import { linkCredentials } from '../../electron/core/venue/link-certificate.js';
import { linkTls } from '../../electron/core/venue/secure-link.js';
import { SERVICE } from '../../electron/core/venue/venue-discovery.js';
import { dialContext, handshake } from './venue-dial.js';

export interface Flood {
  sockets: Socket[];
  /** How many of them the desk has closed so far. */
  closed(): number;
  end(): void;
}

/** Each socket counted from the moment it is made: the desk may close one before it has even connected. */
function counted(): Flood & { add(socket: Socket): Socket } {
  const sockets: Socket[] = [];
  let closed = 0;
  return {
    sockets,
    closed: () => closed,
    end: () => { for (const socket of sockets) socket.destroy(); },
    add: (socket) => {
      sockets.push(socket);
      socket.on('error', () => undefined);
      // Read (and throw away) what comes, so that the desk's closing is seen.
      socket.resume();
      socket.once('close', () => { closed += 1; });
      return socket;
    },
  };
}

/**
 * `count` TCP connections to the port that send nothing, from 127.0.0.1, a hundred at a time (more at once overflow
 * the kernel's queue of connections waiting to be accepted, and those the desk never sees until it has room).
 */
export async function silentConnections(port: number, count: number): Promise<Flood> {
  const flood = counted();
  for (let start = 0; start < count; start += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - start) }, () => new Promise<void>((resolve) => {
      const socket = flood.add(connect({ host: '127.0.0.1', port }));
      socket.once('connect', () => resolve());
      socket.once('close', () => resolve());
    })));
  }
  return flood;
}

/**
 * `count` WebSockets over TLS, each from its own loopback address (127.0.1.x, as many hosts on one LAN) with a
 * certificate of its own (past the handshake while the desk shows a pairing code), each announcing a binary frame of
 * `announced` bytes and sending `sent` of them, then nothing more.
 */
export async function halfSentFrames(port: number, count: number, announced = 8 * 1024 * 1024, sent = 1024 * 1024): Promise<Flood> {
  const flood = counted();
  const tls = linkTls(await linkCredentials(randomBytes(32)));
  await Promise.all(Array.from({ length: count }, (_, i) => new Promise<void>((resolve) => {
    const socket = flood.add(connectTls({ socket: connect({ host: '127.0.0.1', port, localAddress: `127.0.1.${1 + i}` }), ...tls }));
    socket.once('close', () => resolve());
    socket.once('secureConnect', () => socket.write([
      'GET / HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Upgrade: websocket', 'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`, 'Sec-WebSocket-Version: 13', '', '',
    ].join('\r\n')));
    socket.once('data', (answer: Buffer) => {
      if (!answer.toString('latin1').startsWith('HTTP/1.1 101')) return resolve();
      const header = Buffer.alloc(14);
      header[0] = 0x82; // the last frame of a binary message
      header[1] = 0x80 | 127; // masked, its length in the next eight bytes
      header.writeBigUInt64BE(BigInt(announced), 2);
      randomBytes(4).copy(header, 10);
      socket.write(Buffer.concat([header, randomBytes(sent)]), () => resolve());
    });
  })));
  return flood;
}

/**
 * `count` TLS handshakes with a certificate of a stranger's, from `addresses` loopback addresses at once (127.0.2.x),
 * each address dialling again as soon as its last connection ended: how many handshakes ended (the desk did its part
 * of each), and how many connections the desk closed before a handshake.
 */
export async function handshakeFlood(port: number, count: number, addresses: number, onStart?: () => void): Promise<{ secured: number; refused: number }> {
  const context = dialContext(await linkCredentials(randomBytes(32)));
  onStart?.();
  let secured = 0, refused = 0;
  await Promise.all(Array.from({ length: addresses }, async (_, i) => {
    for (let n = i; n < count; n += addresses) {
      const { secured: ended, socket } = await handshake(port, context, `127.0.2.${1 + i}`);
      socket.destroy();
      if (ended) secured += 1;
      else refused += 1;
    }
  }));
  return { secured, refused };
}

/**
 * The mDNS probe: one answer in which `pointers` pointers to the venue's service all name one announcement, whose TXT
 * holds `tags` random tags. Read the old way (pointers × tags × members HMACs) it costs seconds.
 */
export function craftedAnswer(pointers: number, tags: number): { bytes: number; wire: Buffer; response: makeMdns.ResponsePacket } {
  const name = `${randomBytes(6).toString('hex')}.${SERVICE}`, target = 'h.local';
  const answers: packet.Answer[] = [
    ...Array.from({ length: pointers }, (): packet.Answer => ({ name: SERVICE, type: 'PTR', ttl: 120, data: name })),
    { name, type: 'SRV', ttl: 120, data: { port: 4000, target } },
    { name, type: 'TXT', ttl: 120, data: Array.from({ length: tags }, () => `t=${randomBytes(12).toString('base64url')}`) },
    { name: target, type: 'A', ttl: 120, data: '127.0.0.2' },
  ];
  const bytes = packet.encode({ type: 'response', id: 0, flags: packet.AUTHORITATIVE_ANSWER, answers });
  return { bytes: bytes.length, wire: bytes, response: packet.decode(bytes) as unknown as makeMdns.ResponsePacket };
}
