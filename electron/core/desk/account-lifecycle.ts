// The account lifecycle: which account the desk has open, and every way that changes. The first start opens the demo
// or the account last in use; a person adds an account, selects one, removes one, accepts its move to another host,
// signs in and out; closing the desk closes it all and says what the disk never took.
import { rm } from 'node:fs/promises';
import { checkServiceAddress } from '../../../shared/domain/service-address.js';
import { ApiFailure } from '../api/api-errors.js';
import { AccountSecrets } from '../accounts/account-secrets.js';
import { AccountSession } from '../accounts/account-session.js';
import { forgetWorkingSet } from '../offline/working-set/working-set-key.js';
import type { AccountConfig } from '../settings/desk-settings.js';
import { venueFolder } from '../venue/venue-folder.js';
import { DemoAccount } from './demo-account.js';
import type { AccountOptions, LifecycleDesk } from './desk-parts.js';
import { lastTryOfTheDisk, openOfflineSide, openOutbox, writeInWords } from './offline-side.js';

/** What closing the desk could not keep: writes the disk never took, in words a person reads. */
export interface CloseReport {
  unsaved: string[];
}

type SecretName = 'client-secret' | 'api-key' | 'api-secret';

export class AccountLifecycle {
  private readonly secrets: AccountSecrets;
  private readonly demo: DemoAccount;
  private opening: Promise<void> | null = null;
  private stopFollowingAuth: () => void = () => undefined;
  private signing = false;
  /** Runs once an account's offline side is open and before its queued writes may go: the venue's reopening. */
  private accountOpened: (accountId: string) => Promise<void> = async () => undefined;

  constructor(private readonly options: AccountOptions, private readonly desk: LifecycleDesk) {
    this.secrets = new AccountSecrets(options.vault);
    this.demo = new DemoAccount(options.startDemo, desk.registry, this.secrets, desk.log);
  }

  /** A sign-in is on its way (the status bar says so). */
  get signingIn(): boolean {
    return this.signing;
  }

  /**
   * First start lands on the demo account; later starts reopen the account in use. Calls made meanwhile wait for the
   * account to open (opened()); the demo's sign-in after it, which may wait on the service, does not hold them.
   */
  async start(): Promise<void> {
    await this.whileOpening(this.openCurrent());
    if (this.desk.account.config()?.kind === 'demo') await this.signInToDemo();
  }

  private async openCurrent(): Promise<void> {
    this.desk.account.outboxStore ??= await openOutbox(this.desk, this.options);
    const current = this.desk.account.config();
    if (current?.kind === 'demo' || (!current && this.desk.registry.all.length === 0)) await this.openDemo();
    else if (current) await this.openAccount(current);
  }

  /** Settles once the account being opened (at the start, on a switch) is open, or failed to open. */
  async opened(): Promise<void> {
    await this.opening?.catch(() => undefined);
  }

  /** Opening an account: calls made meanwhile wait for it (opened()), and its details for its copy. */
  private async whileOpening(opening: Promise<void>): Promise<void> {
    this.opening = opening;
    try {
      await opening;
    } finally {
      if (this.opening === opening) this.opening = null;
    }
  }

  /**
   * What to run when an account opens, after its offline side and before its replay starts: a venue of that account
   * opens again there, so that a restarted desk's queued writes wait until the venue says whose they are.
   */
  onAccountOpened(hook: (accountId: string) => Promise<void>): void {
    this.accountOpened = hook;
  }

  /** The demo account: the embedded service started here, signed in through its real authorize page. */
  async useDemo(): Promise<void> {
    await this.openDemo();
    await this.signInToDemo();
  }

  private async openDemo(): Promise<void> {
    await this.open(await this.demo.register());
  }

  private async signInToDemo(): Promise<void> {
    if (this.desk.account.session?.authorizer.state().status !== 'signed-in') await this.signIn();
  }

  async add(config: Omit<AccountConfig, 'id'>, secrets: [name: SecretName, value: string][]): Promise<AccountConfig> {
    const added = this.desk.registry.add(config);
    for (const [name, value] of secrets) await this.secrets.write(added.id, name, value);
    return added;
  }

  async select(accountId: string): Promise<void> {
    const config = this.desk.registry.find(accountId);
    if (!config) throw new ApiFailure('not-found', 'That account is not on this desk any more.');
    if (config.kind === 'demo') return this.useDemo();
    await this.open(config);
  }

  /** The person accepts a move to another host: the account answers there from now on, with its sign-in. */
  async acceptMove(accountId: string): Promise<void> {
    const { registry } = this.desk;
    const config = registry.find(accountId);
    const checked = config?.proposedMove ? checkServiceAddress(config.proposedMove) : null;
    if (!config || !checked?.ok) throw new ApiFailure('not-found', 'No move of that account waits to be accepted.');
    const moved = registry.update(accountId, { baseUrl: checked.baseUrl, proposedMove: undefined })!;
    this.desk.log.info('account', `${config.label} now answers at ${checked.baseUrl}, as the person accepted`);
    if (registry.currentId === accountId) await this.open(moved);
    this.desk.statusChanged();
  }

  /** Everything the desk keeps of the account goes: its secrets, its sign-in, its working set and that set's key. */
  async remove(accountId: string): Promise<void> {
    const { account, registry } = this.desk;
    if (registry.currentId === accountId) await account.session?.signOut();
    // Stopped first, so that no sync or pending write brings the working set back after it is removed.
    if (account.session?.config.id === accountId) await this.closeOpenAccount();
    // Its queued writes (notes' text included) stay in no file: they go with it, and the desk log says which.
    const dropped = await account.outboxStore?.forgetAccount(accountId) ?? [];
    const said = dropped.map((entry) => writeInWords(this.desk, entry));
    if (said.length > 0) this.desk.log.info('accounts', `removed with the account, never sent: ${said.join('; ')}`);
    await this.secrets.forget(accountId);
    await forgetWorkingSet(this.options.vault, this.options.dataDir, accountId);
    await rm(venueFolder(this.options.dataDir, accountId), { recursive: true, force: true });
    registry.remove(accountId);
    this.desk.statusChanged();
  }

  async signIn(signal?: AbortSignal): Promise<void> {
    const session = this.desk.account.requireSession();
    const browser = (session.config.kind === 'demo' ? this.demo.browser(this.desk.service.fetch) : null) ?? this.options.openBrowser;
    this.signing = true;
    this.desk.statusChanged();
    try {
      await session.signIn(browser, signal);
    } finally {
      this.signing = false;
      this.desk.statusChanged();
    }
  }

  async signOut(): Promise<void> {
    await this.desk.account.requireSession().signOut();
    this.desk.statusChanged();
  }

  /**
   * Closes everything, and never throws (a bad disk must not stop the app from quitting): it says instead what it
   * could not keep, after one last try of the disk, so that the shell can tell the person.
   */
  async close(): Promise<CloseReport> {
    const { account, registry, log } = this.desk;
    this.stopFollowingAuth();
    // What the disk never took but the other desks of its venue hold goes on from there: they take it over.
    const venue = account.venue();
    const handedOver = new Set((account.outboxStore && registry.currentId ? account.outboxStore.unsavedEntries(registry.currentId) : [])
      .filter((entry) => venue?.sharedWithVenue(entry.id)).map((entry) => entry.id));
    await this.closeVenue();
    const unsaved = await lastTryOfTheDisk(this.desk, handedOver);
    await account.offlineSide?.stop().catch((error: unknown) => log.error('desk', 'closing the working set failed', error));
    account.offlineSide = null;
    await this.demo.close();
    if (unsaved.length > 0) log.warn('outbox', `closed with changes the disk never took: ${unsaved.join('; ')}`);
    return { unsaved };
  }

  private open(config: AccountConfig): Promise<void> {
    return this.whileOpening(this.openAccount(config));
  }

  private async openAccount(config: AccountConfig): Promise<void> {
    const { account, registry, log } = this.desk;
    account.outboxStore ??= await openOutbox(this.desk, this.options);
    // A venue is one account's: another account's desks must not see this one's day, nor take its writes.
    await this.closeOpenAccount();
    this.desk.details.forget();
    registry.select(config.id);
    const acting = () => account.config()?.actingStaffId?.toString();
    const session = await AccountSession.open(config, {
      vault: this.options.vault, secrets: this.secrets, fetch: this.desk.service.fetch, now: this.desk.now, log,
      requestTimeoutMs: this.desk.requestTimeoutMs,
      moved: (id, baseUrl) => {
        registry.update(id, { baseUrl });
        this.desk.statusChanged();
      },
      movedElsewhere: (id, baseUrl) => {
        if (registry.find(id)?.proposedMove === baseUrl) return;
        log.warn('account', `the service says ${config.label} moved to ${baseUrl}; waiting for the person to accept`);
        registry.update(id, { proposedMove: baseUrl });
        this.desk.statusChanged();
      },
    }, acting);
    account.session = session;
    this.stopFollowingAuth = session.authorizer.onState(() => {
      const signIn = session.authorizer.state();
      log.info('auth', `${config.label}: ${signIn.status}${signIn.message ? ` (${signIn.message})` : ''}`);
      this.desk.events.emit('auth.state', this.desk.status().auth);
      if (signIn.status === 'signed-in') this.resumeOffline();
      this.desk.statusChanged();
    });
    await openOfflineSide(this.desk, this.options, session, (accountId) => this.accountOpened(accountId));
    if (session.authorizer.state().status === 'signed-in') this.resumeOffline();
    this.desk.statusChanged();
  }

  /** Signed in (again): sync and replay resume, and "today" follows the account's time zone. */
  private resumeOffline(): void {
    const offline = this.desk.account.offlineIfOpen();
    if (!offline) return;
    offline.start();
    this.desk.details.accountInfo().catch(() => undefined);
  }

  /** The open account's venue, offline side and sign-in stop, in that order: nothing of it runs on after. */
  private async closeOpenAccount(): Promise<void> {
    const { account } = this.desk;
    await this.closeVenue();
    await account.offlineSide?.stop();
    account.offlineSide = null;
    this.stopFollowingAuth();
    this.stopFollowingAuth = () => undefined;
    account.session = null;
  }

  private async closeVenue(): Promise<void> {
    const { account, log } = this.desk;
    await account.venue()?.close().catch((error: unknown) => log.error('venue', 'closing the venue links failed', error));
  }
}
