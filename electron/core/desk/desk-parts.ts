// The desk's parts, as what is built on the desk receives them. Each group of the contract's handlers names the few
// parts it uses (Pick<DeskParts, …>): a handler reaches the open account, the service, the account's details or the
// staff it needs, and never the account lifecycle nor the rest of the desk.
import type { DeskStatus } from '../../../shared/contract/model/account.js';
import type { ServiceClock } from '../api/service-clock.js';
import type { OpenBrowser } from '../accounts/demo-browser.js';
import type { DemoStarter } from '../accounts/demo-service.js';
import type { DeskLog } from '../log/desk-log.js';
import type { FileWriter } from '../offline/outbox/outbox-file.js';
import type { Timers } from '../platform/timers.js';
import type { Vault } from '../vault/vault.js';
import type { AccountDetails } from './account-details.js';
import type { AccountRegistry } from './account-registry.js';
import type { DeskEvents } from './desk-events.js';
import type { DeskStaff } from './desk-staff.js';
import type { OpenAccount, OpenAccountView } from './open-account.js';
import type { ServiceCalls } from './service-calls.js';

export interface DeskParts {
  /** The account open now: its settings, working set and sync, the outbox, the venue it shares its day with. */
  readonly account: OpenAccountView;
  /** Calls to the open account's service; whether it answers, and whether reads answer from the desk's copy first. */
  readonly service: Pick<ServiceCalls, 'call' | 'online' | 'answersFromCopy'>;
  /** What the desk knows of the account: its name, currency, locale and time zone. */
  readonly details: Pick<AccountDetails, 'accountInfo' | 'liveAccountInfo' | 'recordContext' | 'timeZone' | 'knownCurrency' | 'clockTime'>;
  /** The staff members this desk knows, and who is acting (set under Accounts alone). */
  readonly staff: Omit<DeskStaff, 'set'>;
  /** The accounts on this desk and the desk's settings. */
  readonly registry: AccountRegistry;
  readonly log: DeskLog;
  /** The desk's clock (epoch ms), injected so tests need not wait through an undo window. */
  readonly now: () => number;
  /** The service's clock, as its answers' Date headers tell it: what "did this write land" is judged by. */
  readonly serviceClock: ServiceClock;
  readonly events: DeskEvents;
  /** The desk as the status bar shows it: the account, the sign-in, the connection, the outbox. */
  status(): DeskStatus;
}

/** What the shell hands in for the accounts (through desk.ts's DeskOptions). */
export interface AccountOptions {
  vault: Vault;
  /** Where the outbox and the working sets live. */
  dataDir: string;
  /** Shows a real account's authorize page: the system browser. */
  openBrowser: OpenBrowser;
  startDemo: DemoStarter;
  /** The background loops' timers (replay, probes); tests move them on instead of waiting. */
  timers?: Timers;
  /** How the outbox file is written; tests give one that fails as a full or read-only disk does. */
  outboxWriter?: FileWriter;
  /** 0..1, for the spread of queued writes after an outage (tests give a seeded one). */
  random?: () => number;
}

/** The desk as the account lifecycle sees it (desk.ts hands itself): the parts it opens and closes, whole. */
export interface LifecycleDesk extends Omit<DeskParts, 'account' | 'service' | 'details' | 'staff'> {
  readonly account: OpenAccount;
  readonly service: ServiceCalls;
  readonly details: AccountDetails;
  readonly staff: DeskStaff;
  readonly requestTimeoutMs: number;
  statusChanged(): void;
  /** The open account's outbox changed: the screens that show queued writes read them again. */
  outboxChanged(): void;
}
