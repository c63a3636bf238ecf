// The vault's file: one JSON object of encrypted entries, replaced atomically on every change.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { checkOwnerOnly, setAside, writeOwnerOnlyAtomically } from './owner-only.js';
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
    if (!(await checkOwnerOnly(this.path, this.log))) return {};
    const text = await readFile(this.path, 'utf8');
    const read = readEntries(text);
    if ('entries' in read) return read.entries;
    // A damaged vault means signing in again, not a desk that cannot start.
    const aside = await setAside(this.path);
    this.log(`${this.path} could not be read (${read.problem}); it was set aside as ${aside} and the vault starts empty.`);
    return {};
  }

  save(entries: StoredEntries): Promise<void> {
    return writeOwnerOnlyAtomically(this.path, `${JSON.stringify({ format: 1, entries })}\n`);
  }
}

function readEntries(text: string): { entries: StoredEntries } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: text.trim() === '' ? 'it is empty' : 'it is not JSON' };
  }
  const parsed = fileSchema.safeParse(value);
  return parsed.success ? { entries: parsed.data.entries } : { problem: 'it is not a vault file of format 1' };
}
