// Finding the venue's desks on the LAN again after an address changed (a new DHCP lease, a desk started on another
// port): mDNS (multicast-dns, RFC 6762/6763 records) on the network the venue listens on. A desk announces where it
// listens under a random instance name with one tag for each other member, an HMAC keyed by the X25519 secret that
// desk shares with that member. Only a member can match a tag, so an announcement names no desk, account, person or
// key, and a removed desk no longer recognises any; someone on the network learns that a venue desk listens at an
// address and port, which the port itself says to anyone who scans it. A found address is only dialled: the link's
// handshake still proves who answers there.
import { createHmac, createPrivateKey, createPublicKey, diffieHellman, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import makeMdns from 'multicast-dns';
import { fromBase64 } from './venue-bytes.js';
import { ipv4Number } from './venue-network.js';
import type { DeskKeys } from './venue-files.js';
import type { VenueMember } from './venue-state.js';

export const SERVICE = '_fd-venue._tcp.local';
const TAG_BYTES = 12;
/** A tag's length as text (base64url of TAG_BYTES); an announced tag of any other length is no tag. */
const TAG_TEXT = Math.ceil((TAG_BYTES * 4) / 3);
/** Tags are padded to a multiple of this with random ones, so an announcement does not tell the venue's size. */
const TAG_BLOCK = 4;
/** RFC 6762 §6: answer one query at most once a second. */
const ANSWER_GAP_MS = 1_000;
/**
 * Reading announcements is bounded, because one crafted datagram made of many pointers and tags blocked a desk's main
 * thread for 13 s: at most this many of a packet's pointers to the service are read (a desk announces one), at most
 * this many tags of each (a venue of 64 desks), and at most this many HMACs a second; what exceeds them is dropped.
 */
export const POINTERS_PER_PACKET = 4;
export const TAGS_PER_ANNOUNCEMENT = 64;
export const HMACS_PER_SECOND = 512;

export interface DiscoveryOptions {
  /** The venue's address on the chosen LAN, and its netmask: answers and queries stay on that network. */
  address: string;
  netmask: string;
  port: number;
  deskId: string;
  keys: DeskKeys;
  /** The other desks of the venue, not removed. */
  members(): VenueMember[];
  /** A member announced itself here; the links dial it. */
  onFound(deskId: string, host: string, port: number): void;
  onProblem(error: Error): void;
}

export class VenueDiscovery {
  private readonly mdns: makeMdns.MulticastDNS;
  /** Fresh for every start, so announcements from one run cannot be linked to the next. */
  private readonly instance = randomBytes(6).toString('hex');
  private lastAnswer = 0;
  private readonly sharedKeys = new Map<string, Uint8Array>();
  /** Work done reading announcements since this desk started: the HMACs computed, and the packets dropped unread. */
  readonly work = { hmacs: 0, dropped: 0 };
  private budget = { second: 0, left: HMACS_PER_SECOND };
  private readonly privateKey: KeyObject;

  constructor(private readonly options: DiscoveryOptions) {
    this.privateKey = createPrivateKey({ format: 'jwk', key: {
      kty: 'OKP', crv: 'X25519', d: Buffer.from(options.keys.secretKey).toString('base64url'), x: Buffer.from(options.keys.publicKey).toString('base64url'),
    } });
    // Bound to any address (a socket bound to a unicast address hears no multicast on Linux), joined and sending
    // on the chosen interface only.
    this.mdns = makeMdns({ interface: options.address, bind: '0.0.0.0', reuseAddr: true, loopback: true });
    this.mdns.on('error', (error: Error) => options.onProblem(error));
    this.mdns.on('warning', () => undefined);
    this.mdns.on('query', (query, from) => this.answer(query, from.address));
    this.mdns.on('response', (response, from) => this.heard(response, from.address));
  }

  /** Says where this desk listens, unasked: once at start and after a change of address. */
  announce(): void {
    this.mdns.respond({ answers: this.records() });
  }

  /** Asks the venue's desks on the network where they listen. */
  ask(): void {
    this.mdns.query({ questions: [{ name: SERVICE, type: 'PTR' }] });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.mdns.destroy(() => resolve()));
  }

  private onNetwork(host: string): boolean {
    const mask = ipv4Number(this.options.netmask), own = ipv4Number(this.options.address), other = ipv4Number(host);
    return mask !== null && own !== null && other !== null && ((own & mask) >>> 0) === ((other & mask) >>> 0);
  }

  private answer(query: makeMdns.QueryPacket, from: string): void {
    if (!this.onNetwork(from) || !query.questions.some((q) => q.name === SERVICE && ['PTR', 'ANY'].includes(q.type as string))) return;
    const now = Date.now();
    if (now - this.lastAnswer < ANSWER_GAP_MS) return;
    this.lastAnswer = now;
    this.announce();
  }

  private records(): makeMdns.ResponseOutgoingPacket['answers'] {
    const { address, port, deskId } = this.options;
    const name = `${this.instance}.${SERVICE}`, target = `${this.instance}.local`;
    const tags = this.options.members().map((member) => this.tag(member, deskId, this.instance, address, port));
    while (tags.length === 0 || tags.length % TAG_BLOCK !== 0) tags.push(randomBytes(TAG_BYTES).toString('base64url'));
    return [
      { name: SERVICE, type: 'PTR', ttl: 120, data: name },
      { name, type: 'SRV', ttl: 120, data: { port, target } },
      { name, type: 'TXT', ttl: 120, data: ['v=1', ...tags.map((tag) => `t=${tag}`)] },
      { name: target, type: 'A', ttl: 120, data: address },
    ];
  }

  /**
   * An mDNS answer heard on the network: a member announcing itself is found. Each member's expected tag is computed
   * once per pointer and looked up among the announced ones, so the work is pointers × members, never × tags.
   */
  heard(response: makeMdns.ResponsePacket, from: string): void {
    if (!this.onNetwork(from)) return;
    const records = [...response.answers, ...response.additionals];
    const data = (type: string, name: unknown): unknown => {
      const record = records.find((r) => r.type === type && r.name === name);
      return record && 'data' in record ? record.data : undefined;
    };
    const pointers = records.filter((r) => r.type === 'PTR' && r.name === SERVICE).slice(0, POINTERS_PER_PACKET);
    for (const pointer of pointers) {
      const name = String('data' in pointer ? pointer.data : '');
      const srv = data('SRV', name) as { port?: unknown; target?: unknown } | undefined;
      const txt = data('TXT', name);
      const host = data('A', srv?.target);
      if (typeof srv?.port !== 'number' || typeof host !== 'string' || !this.onNetwork(host)) continue;
      const tags = new Set((Array.isArray(txt) ? txt : [txt]).slice(0, TAGS_PER_ANNOUNCEMENT + 1).map(String)
        .filter((t) => t.startsWith('t=') && t.length === 2 + TAG_TEXT).map((t) => t.slice(2)));
      if (tags.size === 0) continue;
      const instance = name.slice(0, name.indexOf('.'));
      const members = this.options.members();
      if (!this.spend(members.length)) return;
      const member = members.find((m) => {
        const expected = Buffer.from(this.tag(m, m.deskId, instance, host, srv.port as number));
        return [...tags].some((tag) => timingSafeEqual(Buffer.from(tag), expected));
      });
      if (member) this.options.onFound(member.deskId, host, srv.port);
    }
  }

  /** Takes `hmacs` from this second's budget; false (the packet dropped) when it has not that many left. */
  private spend(hmacs: number): boolean {
    const second = Math.floor(performance.now() / 1000);
    if (second !== this.budget.second) this.budget = { second, left: HMACS_PER_SECOND };
    if (hmacs > this.budget.left) {
      this.work.dropped += 1;
      return false;
    }
    this.budget.left -= hmacs;
    return true;
  }

  /**
   * What `announcer` puts in its announcement of `host:port` for (or, read back, from) `member`. The instance name
   * is in it, so the tags change with every start and do not let anyone follow a desk from one run to the next.
   */
  private tag(member: VenueMember, announcer: string, instance: string, host: string, port: number): string {
    this.work.hmacs += 1;
    return createHmac('sha256', this.sharedKey(member)).update(`fd-venue-2|${instance}|${announcer}|${host}|${port}`)
      .digest().subarray(0, TAG_BYTES).toString('base64url');
  }

  /**
   * The secret this desk shares with a member, by X25519 in Node's crypto (OpenSSL): tweetnacl's took about 15 ms a
   * member, so the first announcement read against a venue of 16 desks held the main thread a quarter of a second.
   */
  private sharedKey(member: VenueMember): Uint8Array {
    let key = this.sharedKeys.get(member.key);
    if (!key) {
      const theirs = fromBase64(member.key);
      key = theirs?.length === 32 ? new Uint8Array(diffieHellman({ privateKey: this.privateKey, publicKey: x25519Public(theirs) })) : randomBytes(32);
      this.sharedKeys.set(member.key, key);
    }
    return key;
  }

}

const x25519Public = (raw: Uint8Array): KeyObject =>
  createPublicKey({ format: 'jwk', key: { kty: 'OKP', crv: 'X25519', x: Buffer.from(raw).toString('base64url') } });
