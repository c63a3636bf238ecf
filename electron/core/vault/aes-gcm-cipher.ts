// AES-256-GCM for the file vault: a fresh 12-byte IV per value, and the tag makes any changed byte an error.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { VaultCipher } from './cipher-vault.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const AES_KEY_BYTES = 32;

export class AesGcmCipher implements VaultCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== AES_KEY_BYTES) throw new Error(`An AES-256 key has ${AES_KEY_BYTES} bytes, not ${key.length}.`);
  }

  /** iv ‖ tag ‖ ciphertext */
  encrypt(text: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt(data: Buffer): string {
    if (data.length < IV_BYTES + TAG_BYTES) throw new Error('The ciphertext is too short.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, IV_BYTES));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
