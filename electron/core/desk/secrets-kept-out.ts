// Everything in the vault is a secret (tokens, client secrets, API keys and secrets), so every value that passes
// through it is handed to the desk's log to keep out of every line: the log then knows each secret the desk holds,
// also when the service repeats one in words no credential pattern recognises.
import type { DeskLog } from '../log/desk-log.js';
import type { Vault } from '../vault/vault.js';

/** The value itself and, for a stored token pair (JSON), each text inside it. */
function secretsIn(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null) {
      return Object.values(parsed).filter((member): member is string => typeof member === 'string');
    }
  } catch {
    // Not JSON: the value is the secret.
  }
  return [value];
}

export function vaultKeepingSecretsOut(vault: Vault, log: Pick<DeskLog, 'keepOut'>): Vault {
  const keepOut = (value: string | null) => {
    if (value !== null) for (const secret of secretsIn(value)) log.keepOut(secret);
    return value;
  };
  return {
    get protection() {
      return vault.protection;
    },
    get notice() {
      return vault.notice;
    },
    get warning() {
      return vault.warning;
    },
    read: async (key) => keepOut(await vault.read(key)),
    write: (key, value) => {
      keepOut(value);
      return vault.write(key, value);
    },
    remove: (key) => vault.remove(key),
    secretKey: (name) => vault.secretKey(name),
    forgetSecretKey: (name) => vault.forgetSecretKey(name),
  };
}
