// What a paired desk keeps in its data folder: who it is in the venue (its key pair and port) and its replica of
// the shared day. Written as the vault writes (vault/owner-only.ts: a temporary file, fsync, rename, fsync of the
// folder), so a desk killed or a power cut mid-write keeps the previous copy, and sealed with the vault's venue key
// (AES-256-GCM): the secret key and the guests' names and notes are never on disk in the clear. A file from before
// sealing (no SEALED mark) still opens, and is written sealed from then on.
//
// Only a missing file is "none yet". A file the disk will not give (no permission, too many open files, a bad
// sector) stops the venue from opening, with the reason: taking it for none would make this desk a new one and
// silently leave its venue. A file that opens to nothing usable (damaged, sealed under another key) is moved aside,
// never overwritten, and said; the desk then starts without it.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import nacl from 'tweetnacl';
import { z } from 'zod';
import { AesGcmCipher } from '../vault/aes-gcm-cipher.js';
import { isMissing, setAside, writeOwnerOnlyAtomically } from '../vault/owner-only.js';
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
/** Where a file set aside is said: the desk's log. */
export type VenueWarn = (message: string) => void;

function seal(content: Uint8Array, key: VenueKey): Uint8Array {
  if (!key) return content;
  return Buffer.concat([SEALED, new AesGcmCipher(key).encrypt(Buffer.from(content).toString('base64'))]);
}

/** The file's bytes; null only when there is no file. */
async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The content and whether it still has to be sealed; null when it does not open under this key. */
function opened(raw: Buffer, key: VenueKey): { content: Buffer; clear: boolean } | null {
  if (!raw.subarray(0, SEALED.length).equals(SEALED)) return { content: raw, clear: key !== null };
  if (!key) return null;
  try {
    return { content: Buffer.from(new AesGcmCipher(key).decrypt(raw.subarray(SEALED.length)), 'base64'), clear: false };
  } catch {
    return null;
  }
}

async function setAsideSaying(file: string, what: string, then: string, warn: VenueWarn): Promise<void> {
  const aside = await setAside(file);
  warn(`${what} could not be read (damaged, or sealed under another key of this desk's vault). It was kept as ${aside}; ${then}`);
}

function identityFrom(content: Buffer): VenueIdentity | null {
  let value: unknown;
  try {
    value = JSON.parse(content.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = identitySchema.safeParse(value);
  const publicKey = parsed.success ? fromBase64(parsed.data.publicKey) : null;
  const secretKey = parsed.success ? fromBase64(parsed.data.secretKey) : null;
  if (!parsed.success || !publicKey || !secretKey) return null;
  const { deskId, port, deskName } = parsed.data;
  return { deskId, keys: { publicKey, secretKey }, port, ...(deskName ? { deskName } : {}) };
}

/** This desk's identity in the venue; a new one (saved at once) when it has none, or had one that cannot be read. */
export async function loadIdentity(folder: string, key: VenueKey, warn: VenueWarn = () => undefined): Promise<VenueIdentity> {
  const file = path.join(folder, IDENTITY);
  const raw = await readIfThere(file);
  const content = raw ? opened(raw, key) : null;
  const kept = content ? identityFrom(content.content) : null;
  if (kept) {
    if (content?.clear) await saveIdentity(folder, kept, key);
    return kept;
  }
  if (raw) await setAsideSaying(file, "This desk's place in its venue", 'it starts as a new desk of no venue: pair it again.', warn);
  const identity = { deskId: randomUUID(), keys: nacl.box.keyPair(), port: 0 };
  await saveIdentity(folder, identity, key);
  return identity;
}

export async function saveIdentity(folder: string, identity: VenueIdentity, key: VenueKey): Promise<void> {
  await writeInFolder(path.join(folder, IDENTITY), seal(Buffer.from(JSON.stringify({
    deskId: identity.deskId, publicKey: toBase64(identity.keys.publicKey), secretKey: toBase64(identity.keys.secretKey),
    port: identity.port, ...(identity.deskName ? { deskName: identity.deskName } : {}),
  })), key));
}

/** The name this desk was given when it paired; null for a desk that never opened a venue or whose file is damaged. */
export async function savedDeskName(folder: string, key: VenueKey): Promise<string | null> {
  const raw = await readIfThere(path.join(folder, IDENTITY));
  const content = raw ? opened(raw, key) : null;
  return (content ? identityFrom(content.content)?.deskName : null) ?? null;
}

/**
 * Hands the replica as last saved to `apply` (which throws on one that is not a replica); false when there was none
 * to apply. One found in the clear is sealed at once (it holds guests' names and notes).
 */
export async function loadReplica(folder: string, key: VenueKey, apply: (replica: Uint8Array) => void,
  warn: VenueWarn = () => undefined): Promise<boolean> {
  const file = path.join(folder, REPLICA);
  const raw = await readIfThere(file);
  if (!raw) return false;
  const content = opened(raw, key);
  const replica = content ? new Uint8Array(content.content) : null;
  try {
    if (!replica) throw new Error('not opened');
    apply(replica);
  } catch {
    await setAsideSaying(file, "This desk's copy of the venue's day", 'it starts without it and learns the day again from the other desks.', warn);
    return false;
  }
  if (content?.clear) await saveReplica(folder, replica, key);
  return true;
}

export const saveReplica = (folder: string, update: Uint8Array, key: VenueKey): Promise<void> =>
  writeInFolder(path.join(folder, REPLICA), seal(update, key));

async function writeInFolder(file: string, content: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeOwnerOnlyAtomically(file, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
}
