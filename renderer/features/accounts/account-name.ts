// An account's name as a person reads it: the name they gave it, or, for the desk's demo, the desk's own words (the
// main process names it "Demo account" in English, as its log and settings keep it).
import type { IntlShape } from 'react-intl';
import type { AccountSummary } from '../../../shared/contract/model/account.js';

export function accountName(intl: IntlShape, account: Pick<AccountSummary, 'kind' | 'label'>): string {
  return account.kind === 'demo' ? intl.formatMessage({ id: 'status.demoAccount', defaultMessage: 'Demo account' }) : account.label;
}
