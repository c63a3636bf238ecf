// The accounts this desk knows, kept in the settings store. Secrets are not here: they are in the vault.
import type { DeskSettingsView } from '../../../shared/contract/model/outbox.js';
import { randomUUID } from 'node:crypto';
import type { AccountSummary } from '../../../shared/contract/model/account.js';
import { MAX_ACCOUNTS } from '../../../shared/domain/desk-limits.js';
import { ApiFailure } from '../api/api-errors.js';
import type { AccountConfig, DeskSettings } from '../settings/desk-settings.js';
import type { SettingsStore } from '../settings/settings-store.js';

export const DEMO_ACCOUNT_ID = 'demo';

export class AccountRegistry {
  private settings: DeskSettings;

  constructor(private readonly store: SettingsStore) {
    this.settings = store.load();
  }

  get all(): readonly AccountConfig[] {
    return this.settings.accounts;
  }

  get currentId(): string | null {
    return this.settings.currentAccountId;
  }

  find(id: string): AccountConfig | undefined {
    return this.settings.accounts.find((account) => account.id === id);
  }

  /** Adds an account, or replaces the one with the same id; a desk keeps at most MAX_ACCOUNTS. */
  add(account: Omit<AccountConfig, 'id'> & { id?: string }): AccountConfig {
    const config: AccountConfig = { ...account, id: account.id ?? randomUUID() };
    if (!this.find(config.id) && this.settings.accounts.length >= MAX_ACCOUNTS) {
      throw new ApiFailure('refused', `This desk holds ${MAX_ACCOUNTS} accounts already. Remove one you no longer use, then add this one.`,
        { code: 'too_many_accounts' });
    }
    this.settings.accounts = [...this.settings.accounts.filter((a) => a.id !== config.id), config];
    this.save();
    return config;
  }

  update(id: string, change: Partial<Omit<AccountConfig, 'id'>>): AccountConfig | undefined {
    const found = this.find(id);
    if (!found) return undefined;
    const updated = { ...found, ...change };
    this.settings.accounts = this.settings.accounts.map((a) => (a.id === id ? updated : a));
    this.save();
    return updated;
  }

  remove(id: string): void {
    this.settings.accounts = this.settings.accounts.filter((a) => a.id !== id);
    if (this.settings.currentAccountId === id) this.settings.currentAccountId = null;
    this.save();
  }

  settingsView(): DeskSettingsView {
    const { maxBookings, scanChecksIn, theme, language, formats } = this.settings;
    return { maxBookings, scanChecksIn, theme, language, formats };
  }

  updateSettings(change: Partial<DeskSettingsView>): void {
    this.settings = { ...this.settings, ...change };
    this.save();
  }

  /** The interface whose network the venue listens on; null for this computer only. */
  get venueNetwork(): string | null {
    return this.settings.venueNetwork;
  }

  setVenueNetwork(network: string | null): void {
    this.settings = { ...this.settings, venueNetwork: network };
    this.save();
  }

  select(id: string | null): void {
    this.settings.currentAccountId = id;
    this.save();
  }

  private save(): void {
    this.store.save(this.settings);
  }
}

export function summaryOf(account: AccountConfig): AccountSummary {
  return {
    id: account.id, label: account.label, kind: account.kind, baseUrl: account.baseUrl,
    proposedMove: account.proposedMove ?? null,
  };
}
