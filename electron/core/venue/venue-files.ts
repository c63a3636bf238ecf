// What a paired desk keeps in its data folder: who it is in the venue (its key pair and port) and its replica of
// the shared day. Written to a temporary file and renamed, so a desk killed mid-write keeps the previous copy, and
// sealed with the vault's venue key (AES-256-GCM): the secret key and the guests' names and notes are never on disk
// in the clear. A file from before sealing (no SEALED mark) still opens, and is written sealed from then on.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nacl from 'tweetnacl';
import { z } from 'zod';
import { AesGcmCipher } from '../vault/aes-gcm-cipher.js';
import { fromBase64, toBase64 } from './venue-bytes.js';
import type { DeskKeys } from './secure-link.js';

export interface VenueIdentity { deskId: string; keys: DeskKeys; port: number; deskName?: string }

const identitySchema = z.object({
  deskId: z.string().min(1), publicKey: z.string(), secretKey: z.string(), port: z.number().int(), deskName: z.string().optional(),
});
const IDENTITY = 'venue-identity.json';
const REPLICA = 'venue-replica.bin';
/** The first bytes of a sealed venue file; a file without them was written in the clear, before sealing. */
const SEALED = Buffer.from('FDVENUE1');

/** The vault's key for the venue's files; null only for a venue opened without a desk (the link's own tests). */
export type VenueKey = Buffer | null;

function seal(content: Uint8Array, key: VenueKey): Uint8Array {
  if (!key) return content;
  return Buffer.concat([SEALED, new AesGcmCipher(key).encrypt(Buffer.from(content).toString('base64'))]);
}

/** The file's content and whether it still has to be sealed; null when there is none or it cannot be opened. */
async function readOpened(file: string, key: VenueKey): Promise<{ content: Buffer; clear: boolean } | null> {
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch {
    return null;
  }
  if (!raw.subarray(0, SEALED.length).equals(SEALED)) return { content: raw, clear: key !== null };
  if (!key) return null;
  try {
    return { content: Buffer.from(new AesGcmCipher(key).decrypt(raw.subarray(SEALED.length)), 'base64'), clear: false };
  } catch {
    return null;
  }
}

async function readJson(file: string, key: VenueKey): Promise<{ value: unknown; clear: boolean }> {
  const opened = await readOpened(file, key);
  try {
    return { value: opened ? JSON.parse(opened.content.toString('utf8')) : null, clear: opened?.clear ?? false };
  } catch {
    return { value: null, clear: false };
  }
}

export async function loadIdentity(folder: string, key: VenueKey): Promise<VenueIdentity> {
  const read = await readJson(path.join(folder, IDENTITY), key);
  const parsed = identitySchema.safeParse(read.value);
  const publicKey = parsed.success ? fromBase64(parsed.data.publicKey) : null;
  const secretKey = parsed.success ? fromBase64(parsed.data.secretKey) : null;
  if (parsed.success && publicKey && secretKey) {
    const { deskId, port, deskName } = parsed.data;
    const identity = { deskId, keys: { publicKey, secretKey }, port, ...(deskName ? { deskName } : {}) };
    if (read.clear) await saveIdentity(folder, identity, key);
    return identity;
  }
  const identity = { deskId: randomUUID(), keys: nacl.box.keyPair(), port: 0 };
  await saveIdentity(folder, identity, key);
  return identity;
}

export async function saveIdentity(folder: string, identity: VenueIdentity, key: VenueKey): Promise<void> {
  await writeAtomically(path.join(folder, IDENTITY), seal(Buffer.from(JSON.stringify({
    deskId: identity.deskId, publicKey: toBase64(identity.keys.publicKey), secretKey: toBase64(identity.keys.secretKey),
    port: identity.port, ...(identity.deskName ? { deskName: identity.deskName } : {}),
  })), key));
}

/** The name this desk was given when it paired; null for a desk that never opened a venue. */
export async function savedDeskName(folder: string, key: VenueKey): Promise<string | null> {
  const parsed = identitySchema.safeParse((await readJson(path.join(folder, IDENTITY), key)).value);
  return parsed.success ? parsed.data.deskName ?? null : null;
}

/** The replica as last saved; one found in the clear is sealed at once (it holds guests' names and notes). */
export async function loadReplica(folder: string, key: VenueKey): Promise<Uint8Array | null> {
  const opened = await readOpened(path.join(folder, REPLICA), key);
  if (!opened) return null;
  const replica = new Uint8Array(opened.content);
  if (opened.clear) await saveReplica(folder, replica, key);
  return replica;
}

export const saveReplica = (folder: string, update: Uint8Array, key: VenueKey): Promise<void> =>
  writeAtomically(path.join(folder, REPLICA), seal(update, key));

async function writeAtomically(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, content, { mode: 0o600 });
  await rename(temp, file);
}
