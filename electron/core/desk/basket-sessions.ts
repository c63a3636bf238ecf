// Which booking session (spec 2.10) is whose: one open basket per staff member per account on this desk. Kept in
// the settings so a restart finds the basket again; a session id names a cart, not a guest, so it is no secret.
import type { AccountRegistry } from './account-registry.js';

/** The signed-in staff member's basket, when the desk acts for nobody else. */
const SELF = 'self';

export class BasketSessions {
  constructor(
    private readonly registry: AccountRegistry,
    private readonly actingStaffId: () => number | null,
  ) {}

  current(): string | null {
    const account = this.account();
    return account?.baskets?.[this.staffKey()] ?? null;
  }

  remember(sessionId: string): void {
    if (this.current() === sessionId) return;
    this.change((baskets) => ({ ...baskets, [this.staffKey()]: sessionId }));
  }

  forget(): void {
    if (this.current() === null) return;
    this.change((baskets) => Object.fromEntries(Object.entries(baskets).filter(([key]) => key !== this.staffKey())));
  }

  private staffKey(): string {
    return String(this.actingStaffId() ?? SELF);
  }

  private account() {
    const id = this.registry.currentId;
    return id ? this.registry.find(id) : undefined;
  }

  private change(next: (baskets: Record<string, string>) => Record<string, string>): void {
    const account = this.account();
    if (account) this.registry.update(account.id, { baskets: next(account.baskets ?? {}) });
  }
}
