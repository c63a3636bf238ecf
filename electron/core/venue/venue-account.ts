// Which booking service account a venue belongs to. Each desk keeps its accounts under ids of its own, so
// two desks signed in to one Checkfront account (a key and secret on one, OAuth on the other, each named as its
// person chose) share nothing a desk made up. The account is what the service says it is: the address the desk
// talks to, and the host name and account number every answer's envelope carries (spec 2.1, account_id and
// host_id). Two sandboxes started apart answer with the same envelope at different addresses: different accounts.
//
// Desks compare a digest of these, so a desk that typed a code learns nothing of another account's address from it.
import { createHash } from 'node:crypto';

export interface ServiceAccount {
  /** The address the desk sends its requests to (its API base, as the desk keeps it). */
  baseUrl: string;
  /** The envelope's host_id; '' when the service did not say. */
  hostId: string;
  /** The envelope's account_id; null when the service did not say. */
  accountNumber: number | null;
}

/** The same text for the same account, whatever the desk's own id, label or way of signing in. */
export function venueAccountKey(account: ServiceAccount): string {
  const address = new URL(account.baseUrl);
  const where = `${address.protocol}//${address.host.toLowerCase()}${address.pathname.replace(/\/+$/, '')}`;
  return createHash('sha256')
    .update(['frontdesk venue account 1', where, account.hostId.trim().toLowerCase(), String(account.accountNumber ?? '')].join('\n'))
    .digest('base64url');
}
