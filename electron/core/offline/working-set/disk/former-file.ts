// A working-set file of the format before (FDWS1): one snapshot, compressed then sealed with AES-256-GCM with the
// account id as associated data, under the account's key or the key all accounts once shared. Read once, then
// written in the current format (log-file.ts), so a desk keeps its copy across the change.
//
//   FDWS1 ‖ iv (12) ‖ tag (16) ‖ AES-256-GCM(gzip(lines, or version 1's one JSON document))
import { createDecipheriv } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { snapshotSchema, type Snapshot } from './former-snapshot.js';
import { readLines } from './former-lines.js';

const MAGIC = Buffer.from('FDWS1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES + TAG_BYTES;
const gunzipAsync = promisify(gunzip);

export const isFormerFile = (bytes: Buffer): boolean =>
  bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);

function unsealFormer(data: Buffer, key: Buffer, accountId: string): Buffer {
  if (data.length < HEADER_BYTES) throw new Error('This working-set file is cut short.');
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(MAGIC.length, MAGIC.length + IV_BYTES));
  decipher.setAAD(Buffer.concat([MAGIC, Buffer.from(accountId, 'utf8')]));
  decipher.setAuthTag(data.subarray(MAGIC.length + IV_BYTES, HEADER_BYTES));
  return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
}

/**
 * The snapshot inside, under the first of the keys that opens it; null when its shape is not one this desk wrote.
 * Throws when no key opens it (another account's file, another key, or changed bytes).
 */
export async function readFormerFile(data: Buffer, keys: readonly Buffer[], accountId: string): Promise<Snapshot | null> {
  let failure: unknown = new Error('No key opens this working-set file.');
  for (const key of keys) {
    let packed: Buffer;
    try {
      packed = unsealFormer(data, key, accountId);
    } catch (error) {
      failure = error;
      continue;
    }
    const text = await gunzipAsync(packed);
    if (text.indexOf('{"version":1,') !== 0) return readLines(text);
    const parsed = snapshotSchema.safeParse(JSON.parse(text.toString('utf8')));
    return parsed.success ? parsed.data : null;
  }
  throw failure;
}
