// startSandbox: the embedded Booking Service, for the demo account, for `npm run sandbox` and for every test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenBook } from './auth/tokens.js';
import { Clock, startAtFromEnvironment } from './clock.js';
import type { SandboxControl } from './control.js';
import { AnswerDialect, dialectFromEnvironment, type Dialect } from './dialect/answer-dialect.js';
import { Faults } from './faults.js';
import { Router } from './http/router.js';
import { RateLimiter } from './rate-limit.js';
import { allRoutes } from './routes/index.js';
import { Random, privateSecrets } from './seed/random.js';
import type { AccountCurrencyCode } from './seed/account-currency.js';
import { DEFAULT_BOOKINGS, DEFAULT_SEED, createSeedState } from './seed/seed.js';
import { requestListener, type AddressState } from './server.js';
import type { SandboxServices } from './services.js';
import { loadState, saveState } from './state/persistence.js';
import type { SandboxState } from './state/state.js';
import { Store } from './state/store.js';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  seed?: number;
  bookings?: number;
  /** At least this many items (the demo catalogue padded with generated rentals), for benchmarks. */
  items?: number;
  /** The currency the demo account keeps its books in (CAD by default): KWD or JPY show three decimals or none. */
  currency?: AccountCurrencyCode;
  /** Keep the state in this file across restarts. */
  dataFile?: string;
  /** Open the Public API to unauthenticated callers. */
  publicMode?: boolean;
  /** How answers are written: standard, or the way a live PHP service writes them. FRONTDESK_SANDBOX_DIALECT by default. */
  dialect?: Dialect;
  /**
   * Keys, secrets and staff passwords from the system's random source instead of the seed, so that no two installs
   * share them (a desk's own demo). Kept in `dataFile` like the rest of the state.
   */
  privateCredentials?: boolean;
  /** Serve the control interface (/__sandbox/…) over HTTP; default true. The in-process `control` stays. */
  controlInterface?: boolean;
  /**
   * The instant (Unix seconds) the service's clock reads at its start, from which it runs on; FRONTDESK_SANDBOX_AT's
   * when set (the test runners pin every sandbox there), real time otherwise.
   */
  startAt?: number;
}

export interface SandboxStaffLogin {
  accountId: number;
  name: string;
  login: string;
  password: string;
}

/** The first line `npm run sandbox` prints. */
export interface SandboxBanner {
  url: string;
  apiKey: string;
  apiSecret: string;
  clientId: string;
  clientSecret: string;
  staff: SandboxStaffLogin[];
}

export interface RunningSandbox extends SandboxBanner {
  control: SandboxControl;
  banner(): SandboxBanner;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const seed = options.seed ?? DEFAULT_SEED;
  const bookings = options.bookings ?? DEFAULT_BOOKINGS;
  const clock = new Clock(options.startAt ?? startAtFromEnvironment());
  const fresh = (): SandboxState => createSeedState({
    seed, bookings, now: clock.now(), ...(options.items ? { items: options.items } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.privateCredentials ? { secrets: privateSecrets } : {}),
  });
  const initial = (options.dataFile ? loadState(options.dataFile) : null) ?? fresh();
  const routes = new Router(allRoutes());
  const faults = new Faults(() => random.next());
  const dialect = new AnswerDialect(options.dialect ?? dialectFromEnvironment(), () => services.store.state.account.timezone, seed);
  const random = new Random(seed + 1_000_003);
  let url = '';
  const build = (state: SandboxState): SandboxServices => {
    const store = new Store(state);
    store.origin = url;
    return {
      store, clock, tokens: new TokenBook(state, clock), faults, dialect, rateLimiter: new RateLimiter(clock),
      router: routes, publicMode: options.publicMode ?? false,
    };
  };
  let services = build(initial);
  let savedRevision = -1;
  const persist = () => {
    if (!options.dataFile || services.store.revision === savedRevision) return;
    savedRevision = services.store.revision;
    saveState(options.dataFile, services.store.state);
  };
  persist();

  const servers: Server[] = [];
  const addresses: AddressState[] = [];
  const open = async (port: number): Promise<string> => {
    const address: AddressState = { movedTo: null };
    const server = createServer(requestListener(() => services, options.controlInterface === false ? null : control, address, persist));
    server.keepAliveTimeout = 5000;
    const actualPort = await listen(server, port);
    servers.push(server);
    addresses.push(address);
    return `http://127.0.0.1:${actualPort}`;
  };

  const control: SandboxControl = {
    advanceClock: (seconds) => clock.advance(seconds),
    setFaults: (changes) => services.faults.set(changes),
    clearFaults: () => services.faults.clear(),
    setDialect: (chosen) => {
      dialect.dialect = chosen;
    },
    rewriteAnswers: (rewrite) => {
      dialect.rewriteHook = rewrite;
    },
    setForms: (changes) => {
      dialect.forms = { ...dialect.forms, ...changes };
      return { ...dialect.forms };
    },
    setRateLimit: (settings) => services.rateLimiter.set(settings),
    move: async () => {
      const next = await open(0);
      for (const address of addresses.slice(0, -1)) address.movedTo = next;
      url = next;
      running.url = next;
      services.store.origin = next;
      return next;
    },
    reset: () => {
      services = build(fresh());
      // The new store counts revisions from 0 again, so it could match the last saved one and skip the write.
      savedRevision = -1;
      persist();
    },
    writes: () => [...services.store.state.writes],
    notifications: () => [...services.store.state.notifications],
    services: () => services,
  };

  url = await open(options.port ?? 0);
  services.store.origin = url;
  const { credentials, staff } = services.store.state;
  const banner = (): SandboxBanner => ({
    url, apiKey: credentials.apiKey, apiSecret: credentials.apiSecret, clientId: credentials.client.clientId,
    clientSecret: credentials.client.clientSecret,
    staff: staff.map(({ accountId, name, login, password }) => ({ accountId, name, login, password })),
  });
  const running: RunningSandbox = {
    ...banner(),
    control,
    banner: () => banner(),
    close: async () => {
      persist();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })));
    },
  };
  return running;
}
