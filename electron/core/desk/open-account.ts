// The account open on this desk now, as the handlers reach it: its settings, its sign-in, its offline side (the
// working set and its sync), the outbox every account's writes wait in, and the venue it shares its day with. Only
// the lifecycle (account-lifecycle.ts) opens and closes these parts; everything else reads them.
import { ApiFailure } from '../api/api-errors.js';
import type { AccountSession } from '../accounts/account-session.js';
import type { OfflineAccount } from '../offline/offline-account.js';
import type { Outbox } from '../offline/outbox/index.js';
import type { AccountConfig } from '../settings/desk-settings.js';
import type { DeskVenue } from '../venue/desk-venue.js';
import type { AccountRegistry } from './account-registry.js';

export const noAccount = () => new ApiFailure('signed-out', 'Choose an account first: the demo, or your own.');

export class OpenAccount {
  /** The account's sign-in and typed service; null before an account opens. Set by the lifecycle. */
  session: AccountSession | null = null;
  /** The account's working set, sync and replay. Set by the lifecycle. */
  offlineSide: OfflineAccount | null = null;
  /** One outbox for every account of the desk, opened once at the start. Set by the lifecycle. */
  outboxStore: Outbox | null = null;
  /** Whether a sync round is running, for the status bar. */
  syncRunning = false;
  private venueLink: DeskVenue | null = null;

  constructor(private readonly registry: AccountRegistry) {}

  /** The account in use, as the settings hold it (label, address, staff, parameters). */
  config(): AccountConfig | undefined {
    return this.registry.currentId ? this.registry.find(this.registry.currentId) : undefined;
  }

  /** The current account's offline side; every account that is open has one. */
  offline(): OfflineAccount {
    if (!this.offlineSide) throw noAccount();
    return this.offlineSide;
  }

  /** The current account's offline side, when one is open (for nudges that may be skipped). */
  offlineIfOpen(): OfflineAccount | null {
    return this.offlineSide;
  }

  outbox(): Outbox {
    if (!this.outboxStore) throw new ApiFailure('internal', 'The desk has not finished starting. Try again in a moment.');
    return this.outboxStore;
  }

  /** The venue this desk shares its day with; null for a desk that never paired, which works as before. */
  venue(): DeskVenue | null {
    return this.venueLink;
  }

  attachVenue(venue: DeskVenue | null): void {
    this.venueLink = venue;
  }

  requireSession(): AccountSession {
    if (!this.session) throw noAccount();
    return this.session;
  }
}

/** The open account as a handler sees it: it reads the parts (and attaches a venue), never opens or closes them. */
export type OpenAccountView = Pick<OpenAccount, 'config' | 'offline' | 'offlineIfOpen' | 'outbox' | 'venue' | 'attachVenue'>;
