import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { accountName } from '../../../../renderer/features/accounts/account-name.js';

const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });

// Accounts listed "Demo account" in English on a German desk, beside the connected account.
describe('accountName', () => {
  it('says the desk\'s demo in the desk\'s language', () => {
    expect(accountName(german, { kind: 'demo', label: 'Demo account' })).toBe('Demokonto');
  });

  it('keeps the name a person gave their own account as they wrote it', () => {
    expect(accountName(german, { kind: 'token-pair', label: 'Harbour Lights (our account)' })).toBe('Harbour Lights (our account)');
  });
});
