// Disk trouble in words a person can act on: "the disk is full", "Frontdesk cannot write to <folder>", never
// "something went wrong inside Frontdesk". Whatever was being saved is reported as not saved.
import { ApiFailure } from '../api/api-errors.js';

const FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** Why the disk refused, as data a screen words: full, not writable (permissions, read-only), or something else. */
export function diskTrouble(error: unknown): { cause: 'full' | 'notWritable' | 'other'; code: string | null } {
  const code = codeOf(error);
  if (code !== undefined && FULL.has(code)) return { cause: 'full', code };
  if (code !== undefined && NOT_WRITABLE.has(code)) return { cause: 'notWritable', code };
  return { cause: 'other', code: code ?? null };
}

/**
 * `what` says what was not saved ("The change"), `folder` where the desk keeps it, `retry` what happens next
 * (by default: Frontdesk tries again by itself).
 */
export function storageFailure(error: unknown, what: string, folder: string,
  retry = 'Frontdesk tries again by itself once it can.'): ApiFailure {
  const { cause, code } = diskTrouble(error);
  if (cause === 'full') {
    return new ApiFailure('storage', `${what} was not saved: the disk is full. Free some space on this computer; ${retry}`);
  }
  if (cause === 'notWritable') {
    return new ApiFailure('storage', `${what} was not saved: Frontdesk cannot write to ${folder}. Check that the ` +
      `folder exists and that this user may write to it; ${retry}`);
  }
  return new ApiFailure('storage', `${what} was not saved: Frontdesk could not write to ${folder}` +
    `${code ? ` (${code})` : ''}. ${retry}`);
}
