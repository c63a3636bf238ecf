// What a paired desk keeps in its data folder: who it is in the venue (its key pair and port) and its replica of
// the shared day. Written as every file of the desk is (platform/owner-only-files.ts: a temporary file, fsync, rename,
// fsync of the folder), so a desk killed or a power cut mid-write keeps the previous copy, and sealed in the desk's one sealed
// format (vault/sealed.ts) under the vault's venue key, bound to the account the venue belongs to: the secret key and
// the guests' names and notes are never on disk in the clear, and another account's venue file is not read. A file
// not sealed so (in the clear, or an earlier build's format) is never read: it is set aside and said.
//
// Once this desk has sealed a venue file in its folder, it keeps a sealed mark there (venue-sealed.mark): a file not
// sealed found after that is said to be a rollback (a copy put back, or a file swapped for one the desk would not
// have written), not merely a stray.
//
// Only a missing file is "none yet". A file the disk will not give (no permission, too many open files, a bad
// sector) stops the venue from opening, with the reason: taking it for none would make this desk a new one and
// silently leave its venue. A file that opens to nothing usable (damaged, sealed under another key) is moved aside,
// never overwritten, and said; the desk then starts without it.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nacl from 'tweetnacl';
import { z } from 'zod';
import { ownerOnlyFolder, readOwnerOnly, setAside, writeAtomically } from '../platform/owner-only-files.js';
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
/** Written (sealed) once this desk's venue files are sealed here: a file not sealed is a rollback from then on. */
const MARK = 'venue-sealed.mark';

/**
 * The vault's key for the venue's files and the account the venue belongs to; null only for a venue opened without
 * a desk (the link's own tests), whose files stay in the clear.
 */
export type VenueSeal = { key: Buffer; accountId: string } | null;
/** Where a file set aside is said: the desk's log. */
export type VenueWarn = (message: string) => void;

/** A venue file found readable by others is narrowed back to its owner without a word: its content is sealed. */
const quiet = () => undefined;

/** Each file sealed for what it is, so the identity cannot be read as a replica or the other way round. */
const bindingOf = (file: string, owner: { accountId: string }) =>
  ({ purpose: path.basename(file) === IDENTITY ? 'venue-identity' : 'venue-replica', scope: owner.accountId });

function sealed(file: string, content: Uint8Array, owner: VenueSeal): Uint8Array {
  return owner ? seal(Buffer.from(content), owner.key, bindingOf(file, owner)) : content;
}


/**
 * The content; 'rollback' or 'not-sealed' for a file not sealed as this desk seals (never read), null when it does not
 * open under this key for this account and file.
 */
function opened(file: string, raw: Buffer, owner: VenueSeal, sealedHere: boolean): Opened {
  if (!owner) return { content: raw };
  if (!isSealed(raw)) return sealedHere ? 'rollback' : 'not-sealed';
  try {
    return { content: unseal(raw, owner.key, bindingOf(file, owner)) };
  } catch {
    return null;
  }
}

type Opened = { content: Buffer } | 'rollback' | 'not-sealed' | null;

const contentOf = (opening: Opened): Buffer | null => (opening && typeof opening === 'object' ? opening.content : null);

const WHY: Record<'rollback' | 'not-sealed' | 'unreadable', string> = {
  rollback: 'was replaced by a copy in an older format, not sealed as this desk wrote it (a copy put back, or a file swapped): it was not read',
  'not-sealed': 'is not sealed as this desk seals it (in the clear, or written by an earlier build): it was not read',
  unreadable: "could not be read (damaged, sealed under another key of this desk's vault, or another account's)",
};

async function setAsideSaying(file: string, what: string, then: string, warn: VenueWarn, opening: Opened): Promise<void> {
  const aside = await setAside(file);
  const why = opening === 'rollback' || opening === 'not-sealed' ? WHY[opening] : WHY.unreadable;
  warn(`${what} ${why}. It was kept as ${aside}; ${then}`);
}

/** Whether this desk has sealed a venue file in this folder: its mark is there. */
async function sealedHere(folder: string): Promise<boolean> {
  return (await readOwnerOnly(path.join(folder, MARK), quiet)) !== null;
}

/** Called once both files are read at the opening of a venue: from now on, this folder's venue files are sealed ones or none. */
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
  const raw = await readOwnerOnly(file, quiet);
  const opening = raw ? opened(file, raw, owner, await sealedHere(folder)) : null;
  const content = contentOf(opening);
  const kept = content ? identityFrom(content) : null;
  if (kept) return kept;
  if (raw) await setAsideSaying(file, "This desk's place in its venue", 'it starts as a new desk of no venue: pair it again.', warn, opening);
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
  const raw = await readOwnerOnly(file, quiet);
  const content = raw ? contentOf(opened(file, raw, owner, await sealedHere(folder))) : null;
  return (content ? identityFrom(content)?.deskName : null) ?? null;
}

/** Hands the replica as last saved to `apply` (which throws on one that is not a replica); false when there was none to apply. */
export async function loadReplica(folder: string, owner: VenueSeal, apply: (replica: Uint8Array) => void,
  warn: VenueWarn = () => undefined): Promise<boolean> {
  const file = path.join(folder, REPLICA);
  const raw = await readOwnerOnly(file, quiet);
  if (!raw) return false;
  const opening = opened(file, raw, owner, await sealedHere(folder));
  const content = contentOf(opening);
  const replica = content ? new Uint8Array(content) : null;
  try {
    if (!replica) throw new Error('not opened');
    apply(replica);
  } catch {
    await setAsideSaying(file, "This desk's copy of the venue's day", 'it starts without it and learns the day again from the other desks.', warn, opening);
    return false;
  }
  return true;
}

export const saveReplica = (folder: string, update: Uint8Array, owner: VenueSeal): Promise<void> =>
  writeInFolder(path.join(folder, REPLICA), sealed(REPLICA, update, owner));

async function writeInFolder(file: string, content: Uint8Array): Promise<void> {
  ownerOnlyFolder(path.dirname(file));
  await writeAtomically(file, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
}
