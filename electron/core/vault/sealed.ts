// The one sealed format of every file the desk keeps at rest: the working set's frames, the outbox, the
// venue's identity and replica. AES-256-GCM under a key from the vault, with what the bytes are and whose they are
// bound in as associated data, so a file of another account, another kind or another place in a log (or any
// changed byte) fails to open instead of being read as this one.
//
//   sealed  = "FDSEAL" ‖ version (1 byte) ‖ iv (12) ‖ tag (16) ‖ AES-256-GCM(plain)
//   bound   = "FDSEAL" ‖ version ‖ purpose ‖ 0 ‖ scope ‖ 0 ‖ context
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const MAGIC = Buffer.from('FDSEAL');
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + IV_BYTES + TAG_BYTES;
const SEAL_KEY_BYTES = 32;

/** What sealed bytes are bound to: opening them under any other binding fails. */
export interface SealBinding {
  /** What the bytes are: "working-set", "outbox", "venue-identity"… */
  purpose: string;
  /** Whose they are: the account's id, or DESK_SCOPE for a file of the whole desk (the outbox of every account). */
  scope: string;
  /** Where they belong inside a larger file (a log's id and a frame's number), so frames cannot be moved about. */
  context?: Buffer;
}

/** The scope of a file that holds several accounts' data, each entry naming its own (the outbox). */
export const DESK_SCOPE = '';

/** Why sealed bytes did not open: not in this format at all, or refused (another owner, changed). */
export class SealRefused extends Error {
  constructor(readonly reason: 'not-sealed' | 'refused', message: string) {
    super(message);
    this.name = 'SealRefused';
  }
}

function checkKey(key: Buffer): void {
  if (key.length !== SEAL_KEY_BYTES) throw new Error(`A sealed file needs a ${SEAL_KEY_BYTES}-byte key, not ${key.length}.`);
}

function boundTo(binding: SealBinding): Buffer {
  return Buffer.concat([
    MAGIC, Buffer.of(VERSION), Buffer.from(binding.purpose, 'utf8'), Buffer.of(0), Buffer.from(binding.scope, 'utf8'),
    Buffer.of(0), binding.context ?? Buffer.alloc(0),
  ]);
}

/** Whether the bytes begin as this format does: a file in the clear or in any other format does not. */
export function isSealed(bytes: Buffer): boolean {
  return bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

export function seal(plain: Buffer | string, key: Buffer, binding: SealBinding): Buffer {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(binding));
  const body = typeof plain === 'string'
    ? Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    : Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, Buffer.of(VERSION), iv, cipher.getAuthTag(), body]);
}

/** The plain bytes; throws SealRefused for bytes of another format, owner, purpose, place or key, or changed. */
export function unseal(sealed: Buffer, key: Buffer, binding: SealBinding): Buffer {
  checkKey(key);
  if (!isSealed(sealed)) throw new SealRefused('not-sealed', 'These bytes are not in the sealed format.');
  if (sealed.length < HEADER_BYTES || sealed[MAGIC.length] !== VERSION) {
    throw new SealRefused('refused', 'These sealed bytes are cut short or of a version this desk does not know.');
  }
  const ivAt = MAGIC.length + 1;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(ivAt, ivAt + IV_BYTES));
  decipher.setAAD(boundTo(binding));
  decipher.setAuthTag(sealed.subarray(ivAt + IV_BYTES, HEADER_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new SealRefused('refused', 'These sealed bytes belong to another account, file or key, or were changed.');
  }
}
