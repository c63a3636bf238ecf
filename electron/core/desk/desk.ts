// Desk: the one object behind the contract. It owns the accounts, the current account's session (sign-in and
// the typed service), the acting staff member and the events the screens follow.
import { rm } from 'node:fs/promises';
import type { AccountInfo, DeskStatus, StaffMember } from '../../../shared/contract/model/account.js';
import { computerTimeZone } from '../../../shared/domain/dates.js';
import { checkServiceAddress } from '../../../shared/domain/service-address.js';
import { ApiFailure } from '../api/api-errors.js';
import { ServiceClock } from '../api/service-clock.js';
import type { BookingService } from '../api/booking-service.js';
import { DEFAULT_TIMEOUT_MS } from '../api/transport.js';
import { AccountSecrets } from '../accounts/account-secrets.js';
import { AccountSession } from '../accounts/account-session.js';
import { demoBrowser, type OpenBrowser } from '../accounts/demo-browser.js';
import type { DemoService, DemoStarter } from '../accounts/demo-service.js';
import { OfflineAccount } from '../offline/offline-account.js';
import { forgetWorkingSet } from '../offline/working-set/working-set-key.js';
import { Outbox, type OutboxEntry } from '../offline/outbox/index.js';
import type { FileWriter } from '../offline/outbox/outbox-file.js';
import type { Timers } from '../platform/timers.js';
import type { AccountConfig } from '../settings/desk-settings.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { Vault } from '../vault/vault.js';
import { AccountRegistry, DEMO_ACCOUNT_ID, summaryOf } from './account-registry.js';
import { ConnectivityTracker } from './connectivity.js';
import { DeskEvents } from './desk-events.js';
import { deskFetchers } from './desk-fetchers.js';
import type { DeskLog } from '../log/desk-log.js';
import { pendingWrite } from '../offline/pending-view.js';
import { accountClockTime } from '../../../shared/domain/dates.js';
import type { RecordContext } from '../mapping/booking-mapping.js';
import type { DeskVenue } from '../venue/desk-venue.js';
import { venueFolder } from '../venue/venue-folder.js';

export interface DeskOptions {
  settings: SettingsStore;
  vault: Vault;
  /** Where the outbox and the working sets live. */
  dataDir: string;
  /** Shows a real account's authorize page: the system browser. */
  openBrowser: OpenBrowser;
  startDemo: DemoStarter;
  /** The one log of this desk: every part of it writes there, and a person can save it. */
  log: DeskLog;
  fetch?: typeof fetch;
  now?: () => number;
  /** The background loops' timers (replay, probes); tests move them on instead of waiting. */
  timers?: Timers;
  /** How the outbox file is written; tests give one that fails as a full or read-only disk does. */
  outboxWriter?: FileWriter;
  /** 0..1, for the spread of queued writes after an outage (tests give a seeded one). */
  random?: () => number;
  /** How long a request to the service waits for its answer; api/transport.ts's 15 s unless a test shortens it. */
  requestTimeoutMs?: number;
}

/** What closing the desk could not keep: writes the disk never took, in words a person reads. */
export interface CloseReport {
  unsaved: string[];
}

/** A first start waits this long at most for the account's details before it opens the account without them. */
const INFO_TIMEOUT_MS = 5_000;

const noAccount = () => new ApiFailure('signed-out', 'Choose an account first: the demo, or your own.');

export class Desk {
  readonly events: DeskEvents;
  readonly log: DeskLog;
  readonly registry: AccountRegistry;
  private readonly secrets: AccountSecrets;
  private readonly connectivity: ConnectivityTracker;
  private readonly fetch: typeof fetch;
  /** The desk's clock (epoch ms), injected so tests need not wait through an undo window. */
  readonly now: () => number;
  /** The service's clock, as its answers' Date headers tell it: what "did this write land" is judged by. */
  readonly serviceClock: ServiceClock;
  /** How long a request to the service waits for its answer (a venue's other desks wait this out too). */
  readonly requestTimeoutMs: number;
  private session: AccountSession | null = null;
  private stopFollowingAuth: () => void = () => undefined;
  private demo: DemoService | null = null;
  private signingIn = false;
  private info: AccountInfo | null = null;
  private learningInfo: Promise<AccountInfo> | null = null;
  private opening: Promise<void> | null = null;
  private outboxStore: Outbox | null = null;
  private offlineAccount: OfflineAccount | null = null;
  private syncRunning = false;
  private venueLink: DeskVenue | null = null;
  /** Runs once an account's offline side is open and before its queued writes may go: the venue's reopening. */
  private accountOpened: (accountId: string) => Promise<void> = async () => undefined;
  /** Other stores' trouble a person should know of (the shift's record on a full disk), shown with the outbox's. */
  private readonly warnings: (() => string | null)[] = [];

  constructor(private readonly options: DeskOptions) {
    this.log = options.log;
    this.events = new DeskEvents(this.log.area('desk'));
    this.registry = new AccountRegistry(options.settings);
    this.secrets = new AccountSecrets(options.vault);
    this.now = options.now ?? Date.now;
    this.connectivity = new ConnectivityTracker(this.now, (state, previous) => {
      if (state.online !== previous.online) {
        this.log.info('connection', state.online ? 'the booking service answers again' : 'the booking service cannot be reached');
      }
      // Also on the first answer since the start: screens that showed the desk's copy meanwhile ask again.
      this.events.emit('connectivity', state);
      if (state.online && this.offlineAccount && !this.info) this.accountInfo().catch(() => undefined);
      this.offlineAccount?.connectivityChanged(state);
      this.statusChanged();
    }, () => this.probe(), options.timers);
    this.serviceClock = new ServiceClock(this.now);
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = this.connectivity.observing(this.serviceClock.observing(options.fetch ?? globalThis.fetch));
  }

  /**
   * First start lands on the demo account; later starts reopen the account in use. Calls made meanwhile wait for the
   * account to open (opened()); the demo's sign-in after it, which may wait on the service, does not hold them.
   */
  async start(): Promise<void> {
    const opening = this.openCurrent();
    this.opening = opening;
    try {
      await opening;
    } finally {
      if (this.opening === opening) this.opening = null;
    }
    if (this.currentConfig()?.kind === 'demo') await this.signInToDemo();
    this.connectivity.watch();
  }

  private async openCurrent(): Promise<void> {
    await this.openOutbox();
    const current = this.registry.currentId ? this.registry.find(this.registry.currentId) : undefined;
    if (current?.kind === 'demo' || (!current && this.registry.all.length === 0)) await this.openDemo();
    else if (current) await this.open(current);
  }

  /**
   * Closes everything, and never throws (a bad disk must not stop the app from quitting): it says instead what it
   * could not keep, after one last try of the disk, so that the shell can tell the person.
   */
  async close(): Promise<CloseReport> {
    this.connectivity.stop();
    this.stopFollowingAuth();
    // What the disk never took but the other desks of its venue hold goes on from there: they take it over.
    const venue = this.venueLink;
    const handedOver = new Set((this.outboxStore && this.registry.currentId ? this.outboxStore.unsavedEntries(this.registry.currentId) : [])
      .filter((entry) => venue?.sharedWithVenue(entry.id)).map((entry) => entry.id));
    await this.closeVenue();
    const unsaved = await this.lastTryOfTheDisk(handedOver);
    await this.offlineAccount?.stop().catch((error: unknown) => this.log.error('desk', 'closing the working set failed', error));
    this.offlineAccount = null;
    await this.demo?.close().catch((error: unknown) => this.log.error('desk', 'closing the demo service failed', error));
    this.demo = null;
    if (unsaved.length > 0) this.log.warn('outbox', `closed with changes the disk never took: ${unsaved.join('; ')}`);
    return { unsaved };
  }

  private async lastTryOfTheDisk(handedOver: ReadonlySet<string>): Promise<string[]> {
    const outbox = this.outboxStore;
    if (!outbox) return [];
    await outbox.saveNow().catch(() => undefined);
    const said = (entry: OutboxEntry) => `${pendingWrite(entry, (id) => this.staffName(id), this.now()).description} on ${entry.write.code}`;
    const unsaved = this.registry.all.flatMap((account) => outbox.unsavedEntries(account.id));
    const toVenue = unsaved.filter((entry) => handedOver.has(entry.id));
    if (toVenue.length > 0) this.log.info('venue', `left to the other desks of the venue, as the disk never took them: ${toVenue.map(said).join('; ')}`);
    return unsaved.filter((entry) => !handedOver.has(entry.id)).map(said);
  }

  status(): DeskStatus {
    const config = this.currentConfig();
    const auth = this.session?.authorizer.state();
    return {
      account: config ? summaryOf(config) : null,
      accounts: this.registry.all.map((account) => ({ ...summaryOf(account), waitingWrites: this.outboxStore?.entries(account.id).length ?? 0 })),
      auth: this.signingIn
        ? { status: 'signing-in', reason: null, warning: null }
        : { status: auth?.status ?? 'signed-out', reason: auth?.message ?? null, warning: auth?.warning ?? null },
      connectivity: this.connectivity.current,
      staff: config?.staff ?? [],
      acting: config?.staff.find((member) => member.accountId === config.actingStaffId) ?? null,
      signedInAs: this.signedInAs(),
      vaultWarning: this.options.vault.warning,
      settingsWarning: this.options.settings.warning ?? null,
      sync: { lastSyncAt: this.offlineAccount?.workingSet.lastSyncAt ?? null, running: this.syncRunning },
      outbox: this.outboxCounts(),
      offlineWarning: this.outboxStore?.warning ?? this.warnings.map((warning) => warning()).find((said) => said !== null)
        ?? this.offlineAccount?.workingSet.limitWarning ?? null,
    };
  }

  /** The current account's offline side; every account that is open has one. */
  offline(): OfflineAccount {
    if (!this.offlineAccount) throw noAccount();
    return this.offlineAccount;
  }

  /** The current account's offline side, when one is open (for nudges that may be skipped). */
  offlineIfOpen(): OfflineAccount | null {
    return this.offlineAccount;
  }

  outbox(): Outbox {
    if (!this.outboxStore) throw new ApiFailure('internal', 'The desk has not finished starting. Try again in a moment.');
    return this.outboxStore;
  }

  /** The vault's key that seals this desk's venue files (electron/core/venue/venue-files.ts). */
  venueKey(): Promise<Buffer> {
    return this.options.vault.secretKey('venue');
  }

  /** The venue this desk shares its day with; null for a desk that never paired, which works as before. */
  venue(): DeskVenue | null {
    return this.venueLink;
  }

  /**
   * What to run when an account opens, after its offline side and before its replay starts: a venue of that account
   * opens again there, so that a restarted desk's queued writes wait until the venue says whose they are.
   */
  onAccountOpened(hook: (accountId: string) => Promise<void>): void {
    this.accountOpened = hook;
  }

  /** Another store's trouble, said where the outbox's is (the offline banner); call what it returns when it changes. */
  addWarning(warning: () => string | null): () => void {
    this.warnings.push(warning);
    return () => this.statusChanged();
  }

  attachVenue(venue: DeskVenue | null): void {
    this.venueLink = venue;
  }

  /** Another desk of the venue stamped (or took back) a booking: every screen that shows stamps reads them again. */
  sharedStampsChanged(): void {
    this.events.emit('outbox.changed', this.outboxCounts());
  }

  private async closeVenue(): Promise<void> {
    await this.venueLink?.close().catch((error: unknown) => this.log.error('venue', 'closing the venue links failed', error));
  }

  actingStaffId(): number | null {
    return this.currentConfig()?.actingStaffId ?? null;
  }

  /** The demo signs in as its first staff member (see signIn); another account's sign-in does not say who. */
  private signedInAs(): StaffMember | null {
    const config = this.currentConfig();
    return config?.kind === 'demo' ? config.staff[0] ?? null : null;
  }

  /** A staff member's name for a person to read; null is whoever signed in. */
  staffName(staffId: number | null): string {
    return this.knownStaffName(staffId) ?? (staffId === null ? 'Signed-in staff member' : `Staff #${staffId}`);
  }

  /** The staff member's name when this desk knows it (null: whoever is signed in, named only on the demo). */
  knownStaffName(staffId: number | null): string | null {
    if (staffId === null) return this.signedInAs()?.name ?? null;
    return this.staffNames().get(staffId) ?? null;
  }

  private outboxCounts() {
    const accountId = this.registry.currentId;
    const entries = accountId && this.outboxStore ? this.outboxStore.entries(accountId) : [];
    const conflicts = entries.filter((entry) => entry.state === 'conflict').length;
    const unsaved = entries.filter((entry) => this.outboxStore?.isUnsaved(entry.id)).length;
    return { pending: entries.length - conflicts, conflicts, ...(unsaved > 0 ? { unsaved } : {}) };
  }

  private async openOutbox(): Promise<void> {
    if (this.outboxStore) return;
    this.outboxStore = await Outbox.open({
      file: `${this.options.dataDir}/outbox.bin`, key: await this.options.vault.secretKey('outbox'), now: this.now,
      serviceNow: () => this.serviceClock.serviceNow(),
      log: this.log.area('outbox'), ...(this.options.outboxWriter ? { write: this.options.outboxWriter } : {}),
    });
    this.outboxStore.onChange((accountId) => {
      if (accountId !== this.registry.currentId) return;
      this.events.emit('outbox.changed', this.outboxCounts());
      this.statusChanged();
    });
  }

  /** The demo account: the embedded service started here, signed in through its real authorize page. */
  async useDemo(): Promise<DeskStatus> {
    await this.openDemo();
    await this.signInToDemo();
    return this.status();
  }

  private async signInToDemo(): Promise<void> {
    if (this.session?.authorizer.state().status !== 'signed-in') await this.signIn();
  }

  private async openDemo(): Promise<void> {
    this.demo ??= await this.options.startDemo();
    // Its staff passwords sign the demo in; like the vault's secrets, they never reach a line of the log.
    for (const member of this.demo.staff) this.log.keepOut(member.password);
    const existing = this.registry.find(DEMO_ACCOUNT_ID);
    const config = this.registry.add({
      // What the desk learned of the demo before (open baskets, parameters) survives a restart.
      ...existing,
      id: DEMO_ACCOUNT_ID, label: 'Demo account', kind: 'demo', baseUrl: this.demo.baseUrl, clientId: this.demo.clientId,
      staff: existing?.staff ?? this.demo.staff.map(({ accountId, name }) => ({ accountId, name })),
      actingStaffId: existing?.actingStaffId ?? null,
    });
    await this.secrets.write(DEMO_ACCOUNT_ID, 'client-secret', this.demo.clientSecret);
    await this.open(config);
  }

  async addAccount(config: Omit<AccountConfig, 'id'>, secrets: [name: 'client-secret' | 'api-key' | 'api-secret', value: string][]) {
    const added = this.registry.add(config);
    for (const [name, value] of secrets) await this.secrets.write(added.id, name, value);
    return added;
  }

  async select(accountId: string): Promise<DeskStatus> {
    const config = this.registry.find(accountId);
    if (!config) throw new ApiFailure('not-found', 'That account is not on this desk any more.');
    if (config.kind === 'demo') return this.useDemo();
    await this.open(config);
    return this.status();
  }

  /** The person accepts a move to another host: the account answers there from now on, with its sign-in. */
  async acceptMove(accountId: string): Promise<DeskStatus> {
    const config = this.registry.find(accountId);
    const checked = config?.proposedMove ? checkServiceAddress(config.proposedMove) : null;
    if (!config || !checked?.ok) throw new ApiFailure('not-found', 'No move of that account waits to be accepted.');
    const moved = this.registry.update(accountId, { baseUrl: checked.baseUrl, proposedMove: undefined })!;
    this.log.info('account', `${config.label} now answers at ${checked.baseUrl}, as the person accepted`);
    if (this.registry.currentId === accountId) await this.open(moved);
    this.statusChanged();
    return this.status();
  }

  /** Everything the desk keeps of the account goes: its secrets, its sign-in, its working set and that set's key. */
  async remove(accountId: string): Promise<DeskStatus> {
    if (this.registry.currentId === accountId) await this.session?.signOut();
    if (this.session?.config.id === accountId) {
      // Stopped first, so that no sync or pending write brings the working set back after it is removed.
      await this.closeVenue();
      await this.offlineAccount?.stop();
      this.offlineAccount = null;
      this.closeSession();
    }
    // Its queued writes (notes' text included) stay in no file: they go with it, and the desk log says which.
    const dropped = await this.outboxStore?.forgetAccount(accountId) ?? [];
    if (dropped.length > 0) {
      this.log.info('accounts', `removed with the account, never sent: ${dropped
        .map((entry) => `${pendingWrite(entry, (id) => this.staffName(id), this.now()).description} on ${entry.write.code}`).join('; ')}`);
    }
    await this.secrets.forget(accountId);
    await forgetWorkingSet(this.options.vault, this.options.dataDir, accountId);
    await rm(venueFolder(this.options.dataDir, accountId), { recursive: true, force: true });
    this.registry.remove(accountId);
    this.statusChanged();
    return this.status();
  }

  async signIn(signal?: AbortSignal): Promise<DeskStatus> {
    const session = this.requireSession();
    const browser = session.config.kind === 'demo' && this.demo
      ? demoBrowser(this.demo.staff[0]!.login, this.demo.staff[0]!.password, this.fetch)
      : this.options.openBrowser;
    this.signingIn = true;
    this.statusChanged();
    try {
      await session.signIn(browser, signal);
    } finally {
      this.signingIn = false;
      this.statusChanged();
    }
    return this.status();
  }

  async signOut(): Promise<DeskStatus> {
    await this.requireSession().signOut();
    this.statusChanged();
    return this.status();
  }

  setStaff(staff: StaffMember[], actingStaffId: number | null): DeskStatus {
    const config = this.requireConfig();
    this.registry.update(config.id, { staff, actingStaffId });
    this.statusChanged();
    return this.status();
  }

  /** Runs a call to the current account's service; the outcome keeps the online/offline state honest. */
  async call<T>(run: (service: BookingService) => Promise<T>): Promise<T> {
    const session = this.requireSession();
    try {
      const value = await this.connectivity.observe(() => run(session.service));
      this.offlineAccount?.serviceAnswered();
      return value;
    } catch (error) {
      // The sign-in knows best why it ended (refresh expired, key refused…): say that, not a generic line.
      const why = session.authorizer.state().message;
      if (error instanceof ApiFailure && error.kind === 'signed-out' && why) throw new ApiFailure('signed-out', why);
      throw error;
    }
  }

  /**
   * The desk's one probe (the heartbeat's ping, and every 5 s while offline): tried once, its timer being its retry;
   * an answer also brings on queued writes that wait out a back-off.
   */
  private async probe(): Promise<void> {
    const service = this.session?.service;
    if (!service) return;
    await service.ping({ timeoutMs: 5_000, once: true });
    this.offlineAccount?.serviceAnswered();
  }

  /** Whether reads should show the desk's copy at once: offline, or no answer from the service yet since the start. */
  get answersFromCopy(): boolean {
    return !this.connectivity.current.online || !this.connectivity.contacted;
  }

  /**
   * The account's name, locale, currency and time zone. Once learned they are kept with the working set, so a desk
   * started without the service shows its copy as the account writes it; a live answer refreshes them behind.
   */
  async accountInfo(): Promise<AccountInfo> {
    if (this.info) return this.info;
    // An account still opening holds its kept details in a moment: a screen asking meanwhile waits for them, not for
    // a service that may refuse, or accept and never answer (a desk started offline waited 5 s here).
    await this.opened();
    if (this.info) return this.info;
    const kept = this.offlineAccount?.workingSet.accountInfo;
    if (!kept) return this.learnAccountInfo();
    if (!this.answersFromCopy) this.learnAccountInfo().catch(() => undefined);
    return kept;
  }

  /**
   * The account's details as the service said them since this desk started, asked now if it has not: what a desk
   * says of itself to another desk must not come from a copy learned before a move or an upgrade.
   */
  async liveAccountInfo(): Promise<AccountInfo> {
    await this.opened();
    return this.info ?? this.learnAccountInfo();
  }

  /** One ping at a time, however many screens ask. */
  private learnAccountInfo(): Promise<AccountInfo> {
    this.learningInfo ??= this.askAccountInfo().finally(() => {
      this.learningInfo = null;
    });
    return this.learningInfo;
  }

  private async askAccountInfo(): Promise<AccountInfo> {
    const offline = this.offlineAccount;
    const answer = await this.call((service) => service.ping({ timeoutMs: INFO_TIMEOUT_MS }));
    // The envelope's members are optional on the wire; a desk still needs a name and a currency to show.
    const info: AccountInfo = {
      name: answer.name ?? this.currentConfig()?.label ?? '', hostId: answer.host_id ?? '', accountNumber: answer.account_id ?? null,
      localeId: answer.locale?.id ?? 'en_US', currency: answer.locale?.currency ?? 'USD',
      timezone: answer.pong.timezone ?? 'UTC',
    };
    // The account may have changed while the answer was on its way.
    if (offline !== this.offlineAccount) return info;
    this.info = info;
    offline?.workingSet.putAccountInfo(info, Math.floor(this.now() / 1000));
    return info;
  }

  /** What a full booking record is read with; an account whose ping failed reads without a currency. */
  async recordContext(): Promise<RecordContext> {
    const info = await this.accountInfo().catch(() => null);
    return { currency: info?.currency ?? '', timeZone: this.timeZone(), names: this.staffNames() };
  }

  /**
   * The account's time zone, in which the service's dates without one (yyyymmdd, MySQL text) are read: the
   * working set's, which follows the account once the service has told it.
   */
  timeZone(): string {
    return this.offlineAccount?.workingSet.timeZone ?? this.info?.timezone ?? computerTimeZone();
  }

  /**
   * The account's currency as far as the desk knows it, without asking the service ('' before it has been told):
   * what a report rounds its average to, at once and offline.
   */
  knownCurrency(): string {
    return this.info?.currency ?? this.offlineAccount?.workingSet.accountInfo?.currency ?? '';
  }

  /** A time of day in the account's zone, as the account's locale writes it: how the screens show the service's times. */
  clockTime(epochMs: number): string {
    const locale = this.info?.localeId ?? this.offlineAccount?.workingSet.accountInfo?.localeId ?? 'en_US';
    return accountClockTime(epochMs, this.timeZone(), locale);
  }

  /** Names of the staff this desk knows, for check-in stamps and note authors. */
  staffNames(): ReadonlyMap<number, string> {
    return new Map((this.currentConfig()?.staff ?? []).map((member) => [member.accountId, member.name]));
  }

  currentConfig(): AccountConfig | undefined {
    return this.registry.currentId ? this.registry.find(this.registry.currentId) : undefined;
  }

  /** Settles once the account being opened (at the start, on a switch) is open, or failed to open. */
  async opened(): Promise<void> {
    await this.opening?.catch(() => undefined);
  }

  /** Opens an account; meanwhile its details wait for its copy (accountInfo) rather than ask the service. */
  private async open(config: AccountConfig): Promise<void> {
    const opening = this.openAccount(config);
    this.opening = opening;
    try {
      await opening;
    } finally {
      if (this.opening === opening) this.opening = null;
    }
  }

  private async openAccount(config: AccountConfig): Promise<void> {
    await this.openOutbox();
    // A venue is one account's: another account's desks must not see this one's day, nor take its writes.
    await this.closeVenue();
    await this.offlineAccount?.stop();
    this.offlineAccount = null;
    this.closeSession();
    this.info = null;
    this.registry.select(config.id);
    const acting = () => this.currentConfig()?.actingStaffId?.toString();
    this.session = await AccountSession.open(config, {
      vault: this.options.vault, secrets: this.secrets, fetch: this.fetch, now: this.now, log: this.log,
      requestTimeoutMs: this.requestTimeoutMs,
      moved: (id, baseUrl) => {
        this.registry.update(id, { baseUrl });
        this.statusChanged();
      },
      movedElsewhere: (id, baseUrl) => {
        if (this.registry.find(id)?.proposedMove === baseUrl) return;
        this.log.warn('account', `the service says ${config.label} moved to ${baseUrl}; waiting for the person to accept`);
        this.registry.update(id, { proposedMove: baseUrl });
        this.statusChanged();
      },
    }, acting);
    this.stopFollowingAuth = this.session.authorizer.onState(() => {
      const signIn = this.session?.authorizer.state();
      if (signIn) this.log.info('auth', `${config.label}: ${signIn.status}${signIn.message ? ` (${signIn.message})` : ''}`);
      this.events.emit('auth.state', this.status().auth);
      if (this.session?.authorizer.state().status === 'signed-in') this.resumeOffline();
      this.statusChanged();
    });
    await this.openOffline(this.session);
    this.statusChanged();
  }

  /** Signed in (again): sync and replay resume, and "today" follows the account's time zone. */
  private resumeOffline(): void {
    const offline = this.offlineAccount;
    if (!offline) return;
    offline.start();
    this.accountInfo().catch(() => undefined);
  }

  /**
   * Opens the account's working set from disk without asking the service anything: the time zone kept with it says
   * what "today" is until the service answers (accountInfo then keeps it up to date).
   */
  private async openOffline(session: AccountSession): Promise<void> {
    this.offlineAccount = await OfflineAccount.open({
      folder: this.options.dataDir, accountId: session.config.id, vault: this.options.vault, outbox: this.outbox(),
      service: () => session.service, maxBookings: this.registry.settingsView().maxBookings, now: this.now,
      ...(this.options.timers ? { timers: this.options.timers } : {}), ...(this.options.random ? { random: this.options.random } : {}),
      isSignedIn: () => session.authorizer.state().status === 'signed-in',
      isOnline: () => this.connectivity.current.online,
      holdsReplay: (entry) => this.venueLink?.holdsReplay(entry) ?? false,
      staffName: (accountId) => this.staffNames().get(accountId) ?? null, log: this.log,
      onLanded: (codes) => void this.readAgain(codes),
      emit: (name, payload) => {
        if (name === 'sync.progress') this.syncRunning = (payload as { phase: string }).phase !== 'idle';
        this.events.emit(name, payload);
        if (name === 'sync.progress') this.statusChanged();
      },
    });
    // A desk that never learned the account's details asks first, as "today" depends on them; one that holds them
    // goes on at once and refreshes them once the service answers.
    if (!this.offlineAccount.workingSet.accountInfo) await this.learnAccountInfo().catch(() => undefined);
    await this.accountOpened(session.config.id).catch((error: unknown) => this.log.error('venue', 'the venue could not open again', error));
    if (session.authorizer.state().status === 'signed-in') this.resumeOffline();
  }

  /**
   * Bookings the outbox's writes just reached: their records are read again into the working set, and the screens
   * told (outbox.changed), so a stamp sent after its undo window shows as the service has it.
   */
  private async readAgain(codes: string[]): Promise<void> {
    const offline = this.offlineAccount;
    if (!offline) return;
    const { fetchRecord } = deskFetchers(this);
    await Promise.all(codes.map(async (code) => {
      try {
        const asked = offline.workingSet.recordAsked();
        const record = await fetchRecord(code, new AbortController().signal);
        offline.workingSet.putDetail(record, Math.floor(this.now() / 1000), asked);
      } catch {
        // The next sync brings it; meanwhile the screens show the write as it was queued.
      }
    }));
    this.events.emit('outbox.changed', this.outboxCounts());
  }

  private closeSession(): void {
    this.stopFollowingAuth();
    this.stopFollowingAuth = () => undefined;
    this.session = null;
  }

  private requireSession(): AccountSession {
    if (!this.session) throw noAccount();
    return this.session;
  }

  private requireConfig(): AccountConfig {
    const config = this.currentConfig();
    if (!config) throw noAccount();
    return config;
  }

  private statusChanged(): void {
    this.events.emit('desk.status', this.status());
  }
}

