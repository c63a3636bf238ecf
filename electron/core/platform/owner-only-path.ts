// The desk's data folder (vault, outbox, working sets, demo) and its settings file are for their owner only:
// 0700 and 0600. mkdir's and open's modes apply only to what they create, so what already exists is narrowed too.
import { chmodSync, mkdirSync } from 'node:fs';
import { isMissing } from '../vault/owner-only.js';

export const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

// Windows has no POSIX modes; the user profile folder keeps other users out there.
const POSIX = process.platform !== 'win32';

/** Makes the folder if need be, and narrows it to its owner whatever it was before. */
export function ownerOnlyFolder(path: string): string {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  if (POSIX) chmodSync(path, OWNER_ONLY_FOLDER);
  return path;
}

/** Narrows an existing file to its owner; a file not there yet is left to be created with OWNER_ONLY_FILE. */
export function narrowFileToOwner(path: string): void {
  if (!POSIX) return;
  try {
    chmodSync(path, OWNER_ONLY_FILE);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}
