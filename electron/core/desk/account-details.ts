// What the desk knows of the account open now: its name, locale, currency and time zone. Once learned they are kept
// with the working set, so a desk started without the service shows its copy as the account writes it; a live answer
// refreshes them behind.
import type { AccountInfo } from '../../../shared/contract/model/account.js';
import { accountClockTime, computerTimeZone } from '../../../shared/domain/dates.js';
import type { RecordContext } from '../mapping/booking-mapping.js';
import type { DeskStaff } from './desk-staff.js';
import type { OpenAccount } from './open-account.js';
import type { ServiceCalls } from './service-calls.js';

/** A first start waits this long at most for the account's details before it opens the account without them. */
const INFO_TIMEOUT_MS = 5_000;

/** What the details are learned with (desk.ts hands them in). */
export interface DetailsParts {
  readonly account: OpenAccount;
  readonly service: ServiceCalls;
  readonly staff: Pick<DeskStaff, 'staffNames'>;
  readonly now: () => number;
  /** Settles once the account being opened is open, or failed to open. */
  opened(): Promise<void>;
}

export class AccountDetails {
  private info: AccountInfo | null = null;
  private learning: Promise<AccountInfo> | null = null;

  constructor(private readonly desk: DetailsParts) {}

  /** Whether the service told them since this account opened. */
  get live(): boolean {
    return this.info !== null;
  }

  /** Another account opens: what the service said of the last one no longer holds. */
  forget(): void {
    this.info = null;
  }

  async accountInfo(): Promise<AccountInfo> {
    if (this.info) return this.info;
    // An account still opening holds its kept details in a moment: a screen asking meanwhile waits for them, not for
    // a service that may refuse, or accept and never answer (a desk started offline waited 5 s here).
    await this.desk.opened();
    if (this.info) return this.info;
    const kept = this.desk.account.offlineIfOpen()?.workingSet.accountInfo;
    if (!kept) return this.learn();
    if (!this.desk.service.answersFromCopy) this.learn().catch(() => undefined);
    return kept;
  }

  /**
   * The account's details as the service said them since this desk started, asked now if it has not: what a desk
   * says of itself to another desk must not come from a copy learned before a move or an upgrade.
   */
  async liveAccountInfo(): Promise<AccountInfo> {
    await this.desk.opened();
    return this.info ?? this.learn();
  }

  /** Asks the service; one ping at a time, however many screens ask. */
  learn(): Promise<AccountInfo> {
    this.learning ??= this.ask().finally(() => {
      this.learning = null;
    });
    return this.learning;
  }

  private async ask(): Promise<AccountInfo> {
    const offline = this.desk.account.offlineIfOpen();
    const answer = await this.desk.service.call((service) => service.ping({ timeoutMs: INFO_TIMEOUT_MS }));
    // The envelope's members are optional on the wire; a desk still needs a name and a currency to show.
    const info: AccountInfo = {
      name: answer.name ?? this.desk.account.config()?.label ?? '', hostId: answer.host_id ?? '', accountNumber: answer.account_id ?? null,
      localeId: answer.locale?.id ?? 'en_US', currency: answer.locale?.currency ?? 'USD',
      timezone: answer.pong.timezone ?? 'UTC',
    };
    // The account may have changed while the answer was on its way.
    if (offline !== this.desk.account.offlineIfOpen()) return info;
    this.info = info;
    offline?.workingSet.putAccountInfo(info, Math.floor(this.desk.now() / 1000));
    return info;
  }

  /** What a full booking record is read with; an account whose ping failed reads without a currency. */
  async recordContext(): Promise<RecordContext> {
    const info = await this.accountInfo().catch(() => null);
    return { currency: info?.currency ?? '', timeZone: this.timeZone(), names: this.desk.staff.staffNames() };
  }

  /**
   * The account's time zone, in which the service's dates without one (yyyymmdd, MySQL text) are read: the
   * working set's, which follows the account once the service has told it.
   */
  timeZone(): string {
    return this.desk.account.offlineIfOpen()?.workingSet.timeZone ?? this.info?.timezone ?? computerTimeZone();
  }

  /**
   * The account's currency as far as the desk knows it, without asking the service ('' before it has been told):
   * what a report rounds its average to, at once and offline.
   */
  knownCurrency(): string {
    return this.info?.currency ?? this.desk.account.offlineIfOpen()?.workingSet.accountInfo?.currency ?? '';
  }

  /** A time of day in the account's zone, as the account's locale writes it: how the screens show the service's times. */
  clockTime(epochMs: number): string {
    const locale = this.info?.localeId ?? this.desk.account.offlineIfOpen()?.workingSet.accountInfo?.localeId ?? 'en_US';
    return accountClockTime(epochMs, this.timeZone(), locale);
  }
}
