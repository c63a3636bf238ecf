// What a paired desk keeps in its data folder: who it is in the venue (its key pair and port) and its replica of
// the shared day. Written to a temporary file and renamed, so a desk killed mid-write keeps the previous copy, and
// sealed in the desk's one sealed format (vault/sealed.ts) under the vault's venue key, bound to the account the venue
// belongs to: the secret key and the guests' names and notes are never on disk in the clear, and another account's
// venue file is not read. A file from before (in the clear, or sealed with the FDVENUE1 mark of the format before)
// still opens, and is written in the current format from then on.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nacl from 'tweetnacl';
import { z } from 'zod';
import { AesGcmCipher } from '../vault/aes-gcm-cipher.js';
import { isSealed, seal, unseal } from '../vault/sealed.js';
import { fromBase64, toBase64 } from './venue-bytes.js';
import type { DeskKeys } from './secure-link.js';

export interface VenueIdentity { deskId: string; keys: DeskKeys; port: number; deskName?: string }

const identitySchema = z.object({
  deskId: z.string().min(1), publicKey: z.string(), secretKey: z.string(), port: z.number().int(), deskName: z.string().optional(),
});
const IDENTITY = 'venue-identity.json';
const REPLICA = 'venue-replica.bin';
/** The first bytes of a venue file sealed in the format before this one (AES-256-GCM of base64, no binding). */
const FORMER_MARK = Buffer.from('FDVENUE1');

/**
 * The vault's key for the venue's files and the account the venue belongs to; null only for a venue opened without
 * a desk (the link's own tests), whose files stay in the clear.
 */
export type VenueSeal = { key: Buffer; accountId: string } | null;

/** Each file sealed for what it is, so the identity cannot be read as a replica or the other way round. */
const bindingOf = (file: string, owner: { accountId: string }) =>
  ({ purpose: path.basename(file) === IDENTITY ? 'venue-identity' : 'venue-replica', scope: owner.accountId });

function sealed(file: string, content: Uint8Array, owner: VenueSeal): Uint8Array {
  return owner ? seal(Buffer.from(content), owner.key, bindingOf(file, owner)) : content;
}

/** The content of a file sealed in the format before: still read once, then written in the current one. */
function formerContent(raw: Buffer, key: Buffer): Buffer {
  return Buffer.from(new AesGcmCipher(key).decrypt(raw.subarray(FORMER_MARK.length)), 'base64');
}

/** The file's content and whether it must be written again (clear, or the format before); null when none or refused. */
async function readOpened(file: string, owner: VenueSeal): Promise<{ content: Buffer; clear: boolean } | null> {
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch {
    return null;
  }
  const former = raw.subarray(0, FORMER_MARK.length).equals(FORMER_MARK);
  if (!former && !isSealed(raw)) return { content: raw, clear: owner !== null };
  if (!owner) return null;
  try {
    if (former) return { content: formerContent(raw, owner.key), clear: true };
    return { content: unseal(raw, owner.key, bindingOf(file, owner)), clear: false };
  } catch {
    return null;
  }
}

async function readJson(file: string, owner: VenueSeal): Promise<{ value: unknown; clear: boolean }> {
  const opened = await readOpened(file, owner);
  try {
    return { value: opened ? JSON.parse(opened.content.toString('utf8')) : null, clear: opened?.clear ?? false };
  } catch {
    return { value: null, clear: false };
  }
}

export async function loadIdentity(folder: string, owner: VenueSeal): Promise<VenueIdentity> {
  const read = await readJson(path.join(folder, IDENTITY), owner);
  const parsed = identitySchema.safeParse(read.value);
  const publicKey = parsed.success ? fromBase64(parsed.data.publicKey) : null;
  const secretKey = parsed.success ? fromBase64(parsed.data.secretKey) : null;
  if (parsed.success && publicKey && secretKey) {
    const { deskId, port, deskName } = parsed.data;
    const identity = { deskId, keys: { publicKey, secretKey }, port, ...(deskName ? { deskName } : {}) };
    if (read.clear) await saveIdentity(folder, identity, owner);
    return identity;
  }
  const identity = { deskId: randomUUID(), keys: nacl.box.keyPair(), port: 0 };
  await saveIdentity(folder, identity, owner);
  return identity;
}

export async function saveIdentity(folder: string, identity: VenueIdentity, owner: VenueSeal): Promise<void> {
  await writeAtomically(path.join(folder, IDENTITY), sealed(path.join(folder, IDENTITY), Buffer.from(JSON.stringify({
    deskId: identity.deskId, publicKey: toBase64(identity.keys.publicKey), secretKey: toBase64(identity.keys.secretKey),
    port: identity.port, ...(identity.deskName ? { deskName: identity.deskName } : {}),
  })), owner));
}

/** The name this desk was given when it paired; null for a desk that never opened a venue. */
export async function savedDeskName(folder: string, owner: VenueSeal): Promise<string | null> {
  const parsed = identitySchema.safeParse((await readJson(path.join(folder, IDENTITY), owner)).value);
  return parsed.success ? parsed.data.deskName ?? null : null;
}

/** The replica as last saved; one found in the clear is sealed at once (it holds guests' names and notes). */
export async function loadReplica(folder: string, owner: VenueSeal): Promise<Uint8Array | null> {
  const opened = await readOpened(path.join(folder, REPLICA), owner);
  if (!opened) return null;
  const replica = new Uint8Array(opened.content);
  if (opened.clear) await saveReplica(folder, replica, owner);
  return replica;
}

export const saveReplica = (folder: string, update: Uint8Array, owner: VenueSeal): Promise<void> =>
  writeAtomically(path.join(folder, REPLICA), sealed(REPLICA, update, owner));

async function writeAtomically(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, content, { mode: 0o600 });
  await rename(temp, file);
}
