// What a paired desk keeps in its data folder: who it is in the venue (its key pair and port) and its replica of
// the shared day. Written as the vault writes (vault/owner-only.ts: a temporary file, fsync, rename, fsync of the
// folder), so a desk killed or a power cut mid-write keeps the previous copy, and sealed in the desk's one sealed
// format (vault/sealed.ts) under the vault's venue key, bound to the account the venue belongs to: the secret key and
// the guests' names and notes are never on disk in the clear, and another account's venue file is not read. A file
// from before (in the clear, or sealed with the FDVENUE1 mark of the format before) still opens, and is written in
// the current format from then on.
//
// Reading the old formats is a way in, not a way back: once this desk has sealed a venue file in its folder, it keeps a
// sealed mark there (venue-sealed.mark), and from then on a file in the clear or in the format before is not read but
// set aside and said to be a rollback (a copy put back, or a file swapped for one the desk would not have written).
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
import { isSealed, seal, unseal } from '../vault/sealed.js';
import { fromBase64, toBase64 } from './venue-bytes.js';

/** A desk's X25519 key pair in the venue: its mDNS tags' secret, and the seed of its signing and link keys. */
export interface DeskKeys { publicKey: Uint8Array; secretKey: Uint8Array }

export interface VenueIdentity { deskId: string; keys: DeskKeys; port: number; deskName?: string }

const identitySchema = z.object({
  deskId: z.string().min(1), publicKey: z.string(), secretKey: z.string(), port: z.number().int(), deskName: z.string().optional(),
});
const IDENTITY = 'venue-identity.json';
const REPLICA = 'venue-replica.bin';
/** Written (sealed) with the first sealed venue file: the old formats are not read in this folder from then on. */
const MARK = 'venue-sealed.mark';
/** The first bytes of a venue file sealed in the format before this one (AES-256-GCM of base64, no binding). */
const FORMER_MARK = Buffer.from('FDVENUE1');

/**
 * The vault's key for the venue's files and the account the venue belongs to; null only for a venue opened without
 * a desk (the link's own tests), whose files stay in the clear.
 */
export type VenueSeal = { key: Buffer; accountId: string } | null;
/** Where a file set aside is said: the desk's log. */
export type VenueWarn = (message: string) => void;

/** Each file sealed for what it is, so the identity cannot be read as a replica or the other way round. */
const bindingOf = (file: string, owner: { accountId: string }) =>
  ({ purpose: path.basename(file) === IDENTITY ? 'venue-identity' : 'venue-replica', scope: owner.accountId });

function sealed(file: string, content: Uint8Array, owner: VenueSeal): Uint8Array {
  return owner ? seal(Buffer.from(content), owner.key, bindingOf(file, owner)) : content;
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

/**
 * The content and whether it must be written again (in the clear, or in the format before); null when it does not
 * open under this key for this account and file.
 */
function opened(file: string, raw: Buffer, owner: VenueSeal, sealedHere: boolean): Opened {
  const former = raw.subarray(0, FORMER_MARK.length).equals(FORMER_MARK);
  if (owner && sealedHere && (former || !isSealed(raw))) return 'rollback';
  if (!former && !isSealed(raw)) return { content: raw, clear: owner !== null };
  if (!owner) return null;
  try {
    if (former) return { content: Buffer.from(new AesGcmCipher(owner.key).decrypt(raw.subarray(FORMER_MARK.length)), 'base64'), clear: true };
    return { content: unseal(raw, owner.key, bindingOf(file, owner)), clear: false };
  } catch {
    return null;
  }
}

type Opened = { content: Buffer; clear: boolean } | 'rollback' | null;

async function setAsideSaying(file: string, what: string, then: string, warn: VenueWarn, rollback = false): Promise<void> {
  const aside = await setAside(file);
  const why = rollback
    ? 'was replaced by a copy in an older format, not sealed as this desk wrote it (a copy put back, or a file swapped): it was not read'
    : "could not be read (damaged, sealed under another key of this desk's vault, or another account's)";
  warn(`${what} ${why}. It was kept as ${aside}; ${then}`);
}

/** Whether this desk has sealed a venue file in this folder: its mark is there. */
async function sealedHere(folder: string): Promise<boolean> {
  return (await readIfThere(path.join(folder, MARK))) !== null;
}

/**
 * Called once both files are read at the opening of a venue (so that a desk moving from the old formats reads each
 * of them once): from now on, this folder's venue files are sealed ones or none.
 */
export async function markSealed(folder: string, owner: VenueSeal): Promise<void> {
  if (!owner || await sealedHere(folder)) return;
  const file = path.join(folder, MARK);
  await writeInFolder(file, seal(Buffer.from('sealed'), owner.key, { purpose: 'venue-sealed-mark', scope: owner.accountId }));
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
export async function loadIdentity(folder: string, owner: VenueSeal, warn: VenueWarn = () => undefined): Promise<VenueIdentity> {
  const file = path.join(folder, IDENTITY);
  const raw = await readIfThere(file);
  const content = raw ? opened(file, raw, owner, await sealedHere(folder)) : null;
  const kept = content && content !== 'rollback' ? identityFrom(content.content) : null;
  if (kept) {
    if (content !== 'rollback' && content?.clear) await saveIdentity(folder, kept, owner);
    return kept;
  }
  if (raw) await setAsideSaying(file, "This desk's place in its venue", 'it starts as a new desk of no venue: pair it again.', warn, content === 'rollback');
  const identity = { deskId: randomUUID(), keys: nacl.box.keyPair(), port: 0 };
  await saveIdentity(folder, identity, owner);
  return identity;
}

export async function saveIdentity(folder: string, identity: VenueIdentity, owner: VenueSeal): Promise<void> {
  const file = path.join(folder, IDENTITY);
  await writeInFolder(file, sealed(file, Buffer.from(JSON.stringify({
    deskId: identity.deskId, publicKey: toBase64(identity.keys.publicKey), secretKey: toBase64(identity.keys.secretKey),
    port: identity.port, ...(identity.deskName ? { deskName: identity.deskName } : {}),
  })), owner));
}

/** The name this desk was given when it paired; null for a desk that never opened a venue or whose file is damaged. */
export async function savedDeskName(folder: string, owner: VenueSeal): Promise<string | null> {
  const file = path.join(folder, IDENTITY);
  const raw = await readIfThere(file);
  const content = raw ? opened(file, raw, owner, await sealedHere(folder)) : null;
  return (content && content !== 'rollback' ? identityFrom(content.content)?.deskName : null) ?? null;
}

/**
 * Hands the replica as last saved to `apply` (which throws on one that is not a replica); false when there was none
 * to apply. One found in the clear is sealed at once (it holds guests' names and notes).
 */
export async function loadReplica(folder: string, owner: VenueSeal, apply: (replica: Uint8Array) => void,
  warn: VenueWarn = () => undefined): Promise<boolean> {
  const file = path.join(folder, REPLICA);
  const raw = await readIfThere(file);
  if (!raw) return false;
  const content = opened(file, raw, owner, await sealedHere(folder));
  const replica = content && content !== 'rollback' ? new Uint8Array(content.content) : null;
  try {
    if (!replica) throw new Error('not opened');
    apply(replica);
  } catch {
    await setAsideSaying(file, "This desk's copy of the venue's day", 'it starts without it and learns the day again from the other desks.', warn, content === 'rollback');
    return false;
  }
  if (content && content !== 'rollback' && content.clear) await saveReplica(folder, replica, owner);
  return true;
}

export const saveReplica = (folder: string, update: Uint8Array, owner: VenueSeal): Promise<void> =>
  writeInFolder(path.join(folder, REPLICA), sealed(REPLICA, update, owner));

async function writeInFolder(file: string, content: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeOwnerOnlyAtomically(file, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
}
