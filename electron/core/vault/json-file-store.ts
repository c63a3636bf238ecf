// The vault's file: one JSON object of encrypted entries, replaced atomically on every change.
import { z } from 'zod';
import { readJsonFile, writeAtomically } from '../platform/owner-only-files.js';
import type { VaultLog } from './vault.js';

/** Entries as stored: key → ciphertext in base64. What they mean is the cipher vault's business. */
export type StoredEntries = Record<string, string>;

/** Where a cipher vault keeps its entries: a file here, anything else in tests or other shells. */
export interface VaultStore {
  load(): Promise<StoredEntries>;
  save(entries: StoredEntries): Promise<void>;
}

const fileSchema = z.object({ format: z.literal(1), entries: z.record(z.string(), z.string()) });

export class JsonFileStore implements VaultStore {
  constructor(private readonly path: string, private readonly log: VaultLog) {}

  async load(): Promise<StoredEntries> {
    // A damaged vault means signing in again, not a desk that cannot start.
    const read = await readJsonFile(this.path, {
      schema: fileSchema, log: this.log, what: 'The vault of sign-ins', then: 'the vault starts empty: sign in again.',
    });
    return 'value' in read ? read.value.entries : {};
  }

  save(entries: StoredEntries): Promise<void> {
    return writeAtomically(this.path, `${JSON.stringify({ format: 1, entries })}\n`);
  }
}
