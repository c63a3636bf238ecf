// The demo account: the embedded service the shell starts, kept on the desk as an account like any other, and signed
// in through its real authorize page with its first staff member's login.
import type { AccountSecrets } from '../accounts/account-secrets.js';
import { demoBrowser, type OpenBrowser } from '../accounts/demo-browser.js';
import type { DemoService, DemoStarter } from '../accounts/demo-service.js';
import type { DeskLog } from '../log/desk-log.js';
import type { AccountConfig } from '../settings/desk-settings.js';
import { DEMO_ACCOUNT_ID, type AccountRegistry } from './account-registry.js';

export class DemoAccount {
  private service: DemoService | null = null;

  constructor(private readonly start: DemoStarter, private readonly registry: AccountRegistry,
    private readonly secrets: AccountSecrets, private readonly log: DeskLog) {}

  /** Starts the demo service (once) and keeps it as the demo account: what to open. */
  async register(): Promise<AccountConfig> {
    const demo = this.service ??= await this.start();
    // Its staff passwords sign the demo in; like the vault's secrets, they never reach a line of the log.
    for (const member of demo.staff) this.log.keepOut(member.password);
    const existing = this.registry.find(DEMO_ACCOUNT_ID);
    const config = this.registry.add({
      // What the desk learned of the demo before (open baskets, parameters) survives a restart.
      ...existing,
      id: DEMO_ACCOUNT_ID, label: 'Demo account', kind: 'demo', baseUrl: demo.baseUrl, clientId: demo.clientId,
      staff: existing?.staff ?? demo.staff.map(({ accountId, name }) => ({ accountId, name })),
      actingStaffId: existing?.actingStaffId ?? null,
    });
    await this.secrets.write(DEMO_ACCOUNT_ID, 'client-secret', demo.clientSecret);
    return config;
  }

  /** What fills in the demo's authorize page, as a person would; null while the demo service has not started. */
  browser(fetch: typeof globalThis.fetch): OpenBrowser | null {
    const first = this.service?.staff[0];
    return first ? demoBrowser(first.login, first.password, fetch) : null;
  }

  async close(): Promise<void> {
    await this.service?.close().catch((error: unknown) => this.log.error('desk', 'closing the demo service failed', error));
    this.service = null;
  }
}
