// Where one desk's venue listens: a WebSocket server on the chosen network's address (loopback by default), and on a
// LAN the mDNS discovery that tells the other desks where that is. The chosen interface's address is watched: when it
// changes (a new DHCP lease) the desk listens at the new one, its links are made again, and it announces itself there;
// while the interface has no address (unplugged), the desk listens nowhere and says so.
import { WebSocketServer } from 'ws';
import { VenueDiscovery, type DiscoveryOptions } from './venue-discovery.js';
import type { VenueLinks } from './venue-links.js';
import { addressOf, isLoopback, lanNetworks } from './venue-network.js';

export interface EndpointOptions {
  /** An interface's name, or null for this computer only. */
  network: string | null;
  /** The port this desk listened on before, kept so that the address the venue lists stays right; 0 for any. */
  port: number;
  /** How often the chosen interface's address is looked at, and absent desks asked for on the network. */
  watchMs: number;
  links: VenueLinks;
  discovery: Pick<DiscoveryOptions, 'deskId' | 'keys' | 'members' | 'onFound'>;
  /** Whether a member is not linked now, so that the network is asked where it is. */
  missing(): boolean;
  /** Listening somewhere else now (address null: nowhere, the interface has none). */
  onMoved(address: string | null, port: number): void;
  onProblem(what: string, error: unknown): void;
}

const MAX_FRAME = 8 * 1024 * 1024;

export class VenueEndpoint {
  private server: WebSocketServer | null = null;
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
    if (addressOf(this.network) !== this.current.address) void this.moveQueued();
    else if (this.options.missing()) this.discovery?.ask();
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
      this.server = await listen(address, this.current.port);
      this.current = { address, port: (this.server.address() as { port: number }).port };
      this.options.links.listen(this.server);
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
    await new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    });
  }
}

function listen(host: string, port: number): Promise<WebSocketServer> {
  return new Promise((resolve, reject) => {
    const server = new WebSocketServer({ host, port, maxPayload: MAX_FRAME });
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (port !== 0 && error.code === 'EADDRINUSE') listen(host, 0).then(resolve, reject);
      else reject(error);
    });
  });
}
