// A desk in a child process of a test: its own data folder (file vault, settings file) against the parent's
// sandbox, whose banner the parent hands over. Started on the demo account (the parent's sandbox standing for it),
// or, as a person connects their own account, on its own embedded demo first and then the parent's sandbox added
// under Accounts (accounts.addTokenPair or accounts.addOAuth, then accounts.select) through the contract.
import { demoBrowser } from '../../electron/core/accounts/demo-browser.js';
import { demoServiceStarter } from '../../electron/sandbox/index.js';
import { createDesk, type CreateDeskOptions, type RunningDesk } from '../../electron/core/desk/create-desk.js';
import { dispatch } from '../../electron/core/desk/dispatch.js';
import type { FileWriter } from '../../electron/core/offline/outbox/outbox-file.js';
import { SettingsFile } from '../../electron/core/settings/settings-file.js';
import { openFileVault } from '../../electron/core/vault/file-vault.js';
import { writeAtomically } from '../../electron/core/platform/owner-only-files.js';
import type { RunningSandbox } from '../../electron/sandbox/index.js';
import { TestClock } from './test-clock.js';

export interface ChildBanner {
  url: string;
  clientId: string;
  clientSecret: string;
  apiKey?: string;
  apiSecret?: string;
  staff: { accountId: number; name: string; login: string; password: string }[];
  /** How far the sandbox's clock runs ahead of this computer's: the child desk's clock reads the sandbox's time. */
  skewMs: number;
}

/** What a parent hands a child desk: the sandbox's address, credentials and clock. */
export function childBanner(sandbox: RunningSandbox): ChildBanner {
  return { ...sandbox.banner(), skewMs: TestClock.of(sandbox).skewMs };
}

/** How a child desk is set up beyond its folder and name (venue-desk-process.ts hands it over as FD_DESK_SETUP). */
export interface ChildDeskSetup {
  /** Connects the banner's service as a person does under Accounts; absent: the banner's service is the demo. */
  connect?: 'token-pair' | 'oauth';
  /** How far this desk's clock is off the true time (ms): the desk's, not the computer's. */
  clockSkewMs?: number;
  /** The desk's random draw (0..1) for the spread of replays after an outage, fixed so a test's desks spread apart. */
  spread?: number;
  /** How long the desk waits for an answer to a request to the service before giving up. */
  requestTimeoutMs?: number;
  /** Serves its screens to a browser on 127.0.0.1, as `npm start -- --web` does (venue-desk-child.ts). */
  host?: boolean;
}

/** A disk that can turn read-only under the outbox: every save fails with `trouble` until it is set back to null. */
export class ChildDisk {
  trouble: string | null = null;
  readonly write: FileWriter = (path, data) => (this.trouble
    ? Promise.reject(Object.assign(new Error(`${this.trouble}: the data folder is read-only`), { code: this.trouble }))
    : writeAtomically(path, data));
}

export async function startChildDesk(dataDir: string, banner: ChildBanner,
  options: Pick<CreateDeskOptions, 'venueTiming'> & { setup?: ChildDeskSetup; disk?: ChildDisk } = {}): Promise<RunningDesk> {
  const setup = options.setup ?? {};
  const skew = setup.clockSkewMs ?? 0;
  // The person signing in on the authorize page (OAuth) is the account's second staff member, as on the demo.
  const person = banner.staff[1] ?? banner.staff[0]!;
  const running = createDesk({
    settings: await SettingsFile.open(dataDir, () => undefined), vault: await openFileVault({ folder: dataDir, log: () => undefined }),
    dataDir, openBrowser: setup.connect === 'oauth' ? demoBrowser(person.login, person.password) : () => Promise.reject(new Error('no browser here')),
    // A desk's first start opens its own embedded demo; only a desk on the banner's demo is handed the banner.
    startDemo: setup.connect ? demoServiceStarter(dataDir, 20) : async () => ({ ...banner, baseUrl: banner.url, close: async () => undefined }),
    // The sandbox's time (pinned, as every test's is), off by this desk's own skew.
    now: TestClock.skewed(banner.skewMs + skew).now,
    ...(setup.spread !== undefined ? { random: () => setup.spread! } : {}),
    ...(setup.requestTimeoutMs !== undefined ? { requestTimeoutMs: setup.requestTimeoutMs } : {}),
    ...(options.disk ? { outboxWriter: options.disk.write } : {}),
    ...(options.venueTiming ? { venueTiming: options.venueTiming } : {}),
  });
  await running.start();
  if (setup.connect) await connect(running, banner, setup.connect);
  return running;
}

/** Accounts → Add: the service's address and its key and secret, or its OAuth client; then that account is used. */
async function connect(running: RunningDesk, banner: ChildBanner, how: 'token-pair' | 'oauth'): Promise<void> {
  const call = async (name: Parameters<typeof dispatch>[1], input: unknown) => {
    const result = await dispatch(running.handlers, name, input, running.log);
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
    return result.value as { id: string };
  };
  const added = how === 'token-pair'
    ? await call('accounts.addTokenPair', { label: 'Harbour Tours', baseUrl: banner.url, apiKey: banner.apiKey, apiSecret: banner.apiSecret })
    : await call('accounts.addOAuth', { label: 'Harbour Tours', baseUrl: banner.url, clientId: banner.clientId, clientSecret: banner.clientSecret });
  await call('accounts.select', { accountId: added.id });
  if (how === 'oauth') await call('auth.signIn', {});
}
