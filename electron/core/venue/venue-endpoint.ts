// Where one desk's venue listens: a WebSocket server over TLS (secure-link.ts) on the chosen network's address
// (loopback by default), and on a LAN the mDNS discovery that tells the other desks where that is. The chosen
// interface's address is watched: when it changes (a new DHCP lease) the desk listens at the new one, its links are
// made again, and it announces itself there; while the interface has no address (unplugged), the desk listens nowhere
// and says so.
import { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { WebSocketServer } from 'ws';
import { HandshakeBudget } from './handshake-budget.js';
import type { LinkCredentials } from './link-certificate.js';
import { linkTls, MAX_FRAME, peerLinkKey } from './secure-link.js';
import { VenueDiscovery, type DiscoveryOptions } from './venue-discovery.js';
import { ADMIT_MS, type VenueLinks } from './venue-links.js';
import { addressOf, isLoopback, lanNetworks } from './venue-network.js';

export interface EndpointOptions {
  /** An interface's name, or null for this computer only. */
  network: string | null;
  /** The port this desk listened on before, kept so that the address the venue lists stays right; 0 for any. */
  port: number;
  /** How often the chosen interface's address is looked at, and absent desks asked for on the network. */
  watchMs: number;
  links: VenueLinks;
  /** This desk's TLS key and certificate (link-certificate.ts). */
  credentials: LinkCredentials;
  /**
   * Whether a desk that proved this link key in its TLS handshake (null: it showed none) may go on: a member, a
   * removed desk to be told so, or any desk while this one shows a pairing code. Any other is closed at once.
   */
  welcomes(key: string | null): boolean;
  discovery: Pick<DiscoveryOptions, 'deskId' | 'keys' | 'members' | 'onFound'>;
  /** Whether a member is not linked now, so that the network is asked where it is. */
  missing(): boolean;
  /** Listening somewhere else now (address null: nowhere, the interface has none). */
  onMoved(address: string | null, port: number): void;
  onProblem(what: string, error: unknown): void;
}

/**
 * A port on the LAN is the internet: every connection to it is counted, and one past these caps is closed at once.
 * A venue has a few desks, each with one link to this one (and one more while it pairs or redials).
 */
export const MAX_CONNECTIONS = 64;
export const MAX_PER_ADDRESS = 8;

export class VenueEndpoint {
  private server: Listening | null = null;
  private discovery: VenueDiscovery | null = null;
  private current: { address: string | null; port: number };
  private moving: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  private constructor(private network: string | null, private readonly options: EndpointOptions) {
    this.current = { address: null, port: options.port };
    this.timer = setInterval(() => this.watch(), options.watchMs);
  }

  static async open(options: EndpointOptions): Promise<VenueEndpoint> {
    const endpoint = new VenueEndpoint(options.network, options);
    await endpoint.moveQueued();
    return endpoint;
  }

  /** The address other desks reach this one at now; null while the chosen network has none. */
  get address(): string | null { return this.current.address; }
  get port(): number { return this.current.port; }
  get chosenNetwork(): string | null { return this.network; }

  /** Another network chosen on this desk: it listens there from now on. */
  setNetwork(network: string | null): Promise<void> {
    this.network = network;
    return this.moveQueued();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.moving;
    await this.stop();
  }

  private watch(): void {
    if (this.closed) return;
    try {
      if (addressOf(this.network) !== this.current.address) void this.moveQueued();
      else if (this.options.missing()) this.discovery?.ask();
    } catch (error) {
      // The computer's interfaces cannot be read now (too many open files, say): looked at again at the next tick.
      this.options.onProblem('looking at the network', error);
    }
  }

  /** One move at a time, so that a watch tick and a person's choice never open two servers. */
  private moveQueued(): Promise<void> {
    this.moving = this.moving.then(() => this.move()).catch((error: unknown) => this.options.onProblem('listening', error));
    return this.moving;
  }

  private async move(): Promise<void> {
    if (this.closed) return;
    const address = addressOf(this.network);
    await this.stop();
    this.options.links.dropAll();
    this.current = { address: null, port: this.current.port };
    if (address) {
      this.server = await listen(address, this.current.port, this.options);
      this.current = { address, port: (this.server.http.address() as { port: number }).port };
      this.options.links.listen(this.server.sockets);
      this.discover(address);
    }
    this.options.onMoved(this.current.address, this.current.port);
    this.discovery?.announce();
    this.discovery?.ask();
  }

  private discover(address: string): void {
    const lan = isLoopback(address) ? null : lanNetworks().find((network) => network.address === address);
    if (!lan) return;
    this.discovery = new VenueDiscovery({
      ...this.options.discovery, address, netmask: lan.netmask, port: this.current.port,
      // Discovery is a help, not a need: the pairing code and the member list carry addresses too.
      onProblem: (error) => this.options.onProblem('finding desks on the network', error),
    });
  }

  private async stop(): Promise<void> {
    const server = this.server, discovery = this.discovery;
    this.server = null;
    this.discovery = null;
    await discovery?.close();
    if (!server) return;
    for (const client of server.sockets.clients) client.terminate();
    server.sockets.close();
    server.http.closeAllConnections();
    await new Promise<void>((resolve) => server.http.close(() => resolve()));
  }
}

interface Listening { http: Server; sockets: WebSocketServer }

type Admission = Pick<EndpointOptions, 'credentials' | 'welcomes'>;

function listen(host: string, port: number, admission: Admission): Promise<Listening> {
  return new Promise((resolve, reject) => {
    // A connection whose TLS handshake has not ended ADMIT_MS after it opened is dropped (a silent one included).
    const tls = { ...linkTls(admission.credentials), handshakeTimeout: ADMIT_MS };
    const http = createServer(tls, (_request, response) => response.writeHead(426).end());
    http.maxConnections = MAX_CONNECTIONS;
    http.maxHeadersCount = 32;
    bound(http, admission.welcomes);
    const sockets = new WebSocketServer({ server: http, maxPayload: MAX_FRAME });
    // A socket error (a peer resetting, accept failing for want of file descriptors) costs that socket only.
    sockets.on('error', () => undefined);
    http.once('listening', () => {
      http.on('error', () => undefined);
      resolve({ http, sockets });
    });
    http.once('error', (error: NodeJS.ErrnoException) => {
      sockets.close();
      if (port !== 0 && error.code === 'EADDRINUSE') listen(host, 0, admission).then(resolve, reject);
      else reject(error);
    });
    http.listen(port, host);
  });
}

/**
 * Counts connections per address (past the cap, or past the budget of handshakes: closed before a byte is read),
 * closes a desk the handshake did not show welcome, and drops one still not a WebSocket ADMIT_MS after its handshake.
 */
function bound(http: Server, welcomes: Admission['welcomes']): void {
  const perAddress = new Map<string, number>();
  const budget = new HandshakeBudget();
  const deadlines = new WeakMap<TLSSocket, NodeJS.Timeout>();
  http.on('connection', (socket: Socket) => {
    const from = socket.remoteAddress ?? '';
    const count = (perAddress.get(from) ?? 0) + 1;
    if (count > MAX_PER_ADDRESS || !budget.take(from)) return void socket.destroy();
    perAddress.set(from, count);
    socket.once('close', () => {
      const left = (perAddress.get(from) ?? 1) - 1;
      if (left > 0) perAddress.set(from, left);
      else perAddress.delete(from);
    });
  });
  // A handshake that fails (not TLS, not 1.3, too slow) costs that connection only; Node closes it.
  http.on('tlsClientError', () => undefined);
  http.on('secureConnection', (socket: TLSSocket) => {
    if (!welcomes(peerLinkKey(socket))) return void socket.destroy();
    deadlines.set(socket, setTimeout(() => socket.destroy(), ADMIT_MS));
    socket.once('close', () => clearTimeout(deadlines.get(socket)));
  });
  // Upgraded, the socket is the links' (venue-links.ts), which drop it unless it becomes a member's link in time.
  http.on('upgrade', (request: { socket: TLSSocket }) => clearTimeout(deadlines.get(request.socket)));
}
