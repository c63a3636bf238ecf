// Desk: the one object the shells build the contract's handlers on. It joins the desk's parts (desk-parts.ts): the
// account open now, the calls to its service, what the desk knows of the account, the staff, and the account
// lifecycle that opens and closes them; and it says the desk's status, which the status bar shows.
import type { Connectivity, DeskStatus } from '../../../shared/contract/model/account.js';
import { ServiceClock } from '../api/service-clock.js';
import { DEFAULT_TIMEOUT_MS } from '../api/transport.js';
import type { DeskLog } from '../log/desk-log.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { AccountDetails } from './account-details.js';
import { AccountLifecycle, type CloseReport } from './account-lifecycle.js';
import { AccountRegistry, summaryOf } from './account-registry.js';
import type { AccountOptions, LifecycleDesk } from './desk-parts.js';
import { DeskEvents } from './desk-events.js';
import { DeskStaff } from './desk-staff.js';
import { OpenAccount } from './open-account.js';
import { ServiceCalls } from './service-calls.js';

export type { CloseReport } from './account-lifecycle.js';

export interface DeskOptions extends AccountOptions {
  settings: SettingsStore;
  /** The one log of this desk: every part of it writes there, and a person can save it. */
  log: DeskLog;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long a request to the service waits for its answer; api/transport.ts's 15 s unless a test shortens it. */
  requestTimeoutMs?: number;
}

export class Desk implements LifecycleDesk {
  readonly events: DeskEvents;
  readonly log: DeskLog;
  readonly registry: AccountRegistry;
  readonly now: () => number;
  readonly serviceClock: ServiceClock;
  /** How long a request to the service waits for its answer (a venue's other desks wait this out too). */
  readonly requestTimeoutMs: number;
  readonly account: OpenAccount;
  readonly service: ServiceCalls;
  readonly details: AccountDetails;
  readonly staff: DeskStaff;
  readonly lifecycle: AccountLifecycle;
  /** Other stores' trouble a person should know of (the shift's record on a full disk), shown with the outbox's. */
  private readonly warnings: (() => string | null)[] = [];

  constructor(private readonly options: DeskOptions) {
    this.log = options.log;
    this.events = new DeskEvents(this.log.area('desk'));
    this.registry = new AccountRegistry(options.settings);
    this.now = options.now ?? Date.now;
    this.serviceClock = new ServiceClock(this.now);
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.account = new OpenAccount(this.registry);
    const changed = (state: Connectivity, previous: Connectivity) => this.connectivityChanged(state, previous);
    this.service = new ServiceCalls(this.account, this.serviceClock, this.now, changed, options.fetch ?? globalThis.fetch, options.timers);
    this.staff = new DeskStaff(this.registry, this.account, () => this.statusChanged());
    this.details = new AccountDetails({
      account: this.account, service: this.service, staff: this.staff, now: this.now, opened: () => this.lifecycle.opened(),
    });
    this.lifecycle = new AccountLifecycle(options, this);
  }

  /** Opens the account in use (the demo on a first start), then watches whether the service answers. */
  async start(): Promise<void> {
    await this.lifecycle.start();
    this.service.connectivity.watch();
  }

  /** Never throws: says instead what the disk never took, so that the shell can tell the person. */
  close(): Promise<CloseReport> {
    this.service.connectivity.stop();
    return this.lifecycle.close();
  }

  status(): DeskStatus {
    const config = this.account.config();
    const auth = this.account.session?.authorizer.state();
    const outbox = this.account.outboxStore;
    const offline = this.account.offlineIfOpen();
    return {
      account: config ? summaryOf(config) : null,
      accounts: this.registry.all.map((account) => ({ ...summaryOf(account), waitingWrites: outbox?.entries(account.id).length ?? 0 })),
      auth: this.lifecycle.signingIn
        ? { status: 'signing-in', reason: null, warning: null }
        : { status: auth?.status ?? 'signed-out', reason: auth?.reason ?? null, warning: auth?.notice ?? null },
      connectivity: this.service.connectivity.current,
      staff: config?.staff ?? [],
      acting: config?.staff.find((member) => member.accountId === config.actingStaffId) ?? null,
      signedInAs: this.staff.signedInAs(),
      vaultWarning: this.options.vault.notice,
      settingsWarning: this.options.settings.setAside ?? null,
      sync: { lastSyncAt: offline?.workingSet.lastSyncAt ?? null, running: this.account.syncRunning },
      outbox: this.outboxCounts(),
      offlineWarning: outbox?.warning ?? this.warnings.map((warning) => warning()).find((said) => said !== null)
        ?? offline?.workingSet.limitWarning ?? null,
    };
  }

  statusChanged(): void {
    this.events.emit('desk.status', this.status());
  }

  /** The open account's queued writes changed, or another desk of the venue stamped: the screens read them again. */
  outboxChanged(): void {
    this.events.emit('outbox.changed', this.outboxCounts());
  }

  /** Another store's trouble, said where the outbox's is (the offline banner); call what it returns when it changes. */
  addWarning(warning: () => string | null): () => void {
    this.warnings.push(warning);
    return () => this.statusChanged();
  }

  /** The vault's key that seals this desk's venue files (electron/core/venue/venue-files.ts). */
  venueKey(): Promise<Buffer> {
    return this.options.vault.secretKey('venue');
  }

  private connectivityChanged(state: Connectivity, previous: Connectivity): void {
    if (state.online !== previous.online) {
      this.log.info('connection', state.online ? 'the booking service answers again' : 'the booking service cannot be reached');
    }
    // Also on the first answer since the start: screens that showed the desk's copy meanwhile ask again.
    this.events.emit('connectivity', state);
    const offline = this.account.offlineIfOpen();
    if (state.online && offline && !this.details.live) this.details.accountInfo().catch(() => undefined);
    offline?.connectivityChanged(state);
    this.statusChanged();
  }

  private outboxCounts() {
    const accountId = this.registry.currentId;
    const outbox = this.account.outboxStore;
    const entries = accountId && outbox ? outbox.entries(accountId) : [];
    const conflicts = entries.filter((entry) => entry.state === 'conflict').length;
    const unsaved = entries.filter((entry) => outbox?.isUnsaved(entry.id)).length;
    return { pending: entries.length - conflicts, conflicts, ...(unsaved > 0 ? { unsaved } : {}) };
  }
}
