// The working set on disk: customers' personal data, so compressed then sealed with AES-256-GCM under a key from
// the vault. The account id is bound in as associated data, so another account's file (or any changed byte)
// fails to open instead of showing someone else's bookings.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { AES_KEY_BYTES } from '../../vault/aes-gcm-cipher.js';
import { isMissing, writeOwnerOnlyAtomically } from '../../vault/owner-only.js';

const MAGIC = Buffer.from('FDWS1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES + TAG_BYTES;
const gunzipAsync = promisify(gunzip);

/** working-set-<first 16 hex of sha256(account id)>.bin: the name says nothing about the account. */
export function workingSetPath(folder: string, accountId: string): string {
  const hash = createHash('sha256').update(accountId, 'utf8').digest('hex').slice(0, 16);
  return join(folder, `working-set-${hash}.bin`);
}

function associatedData(accountId: string): Buffer {
  return Buffer.concat([MAGIC, Buffer.from(accountId, 'utf8')]);
}

function checkKey(key: Buffer): void {
  if (key.length !== AES_KEY_BYTES) throw new Error(`The working set needs a ${AES_KEY_BYTES}-byte key, not ${key.length}.`);
}

/**
 * magic ‖ iv ‖ tag ‖ AES-256-GCM(gzip(text)), the text handed over in pieces by `produce`: the thread pool
 * compresses each piece while the next is made, so a large working set does not hold up the main process.
 */
export async function seal(produce: (write: (piece: Buffer) => void) => Promise<void>, key: Buffer,
  accountId: string): Promise<Buffer> {
  checkKey(key);
  const gzip = createGzip({ level: 6 });
  const packed: Buffer[] = [];
  gzip.on('data', (piece: Buffer) => packed.push(piece));
  const ended = new Promise<void>((resolve, reject) => {
    gzip.once('end', resolve);
    gzip.once('error', reject);
  });
  await produce((piece) => gzip.write(piece));
  gzip.end();
  await ended;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(accountId));
  const body = Buffer.concat([cipher.update(Buffer.concat(packed)), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The text sealed inside, as bytes; throws on a foreign, damaged or truncated file. */
export async function unseal(data: Buffer, key: Buffer, accountId: string): Promise<Buffer> {
  checkKey(key);
  if (data.length < HEADER_BYTES || !data.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('This is not a working-set file.');
  }
  const iv = data.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(associatedData(accountId));
  decipher.setAuthTag(data.subarray(MAGIC.length + IV_BYTES, HEADER_BYTES));
  const packed = Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  return gunzipAsync(packed);
}

/** The file's bytes, or null when there is none yet. */
export async function readSealed(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export const writeSealed = writeOwnerOnlyAtomically;
