// The vault's public face: what the shells and the rest of core import.
export type { Vault, VaultLog, VaultProtection } from './vault.js';
export { VAULT_WARNINGS } from './vault.js';
export { MemoryVault, type MemoryVaultOptions } from './memory-vault.js';
export { CipherVault, type CipherVaultOptions, type VaultCipher } from './cipher-vault.js';
export { JsonFileStore, type StoredEntries, type VaultStore } from './json-file-store.js';
export { KEY_FILE, VAULT_FILE, openFileVault, type FileVaultOptions } from './file-vault.js';
