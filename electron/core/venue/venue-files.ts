// What a paired desk keeps in its data folder: who it is in the venue (its key pair and port) and its replica of
// the shared day. Written to a temporary file and renamed, so a desk killed mid-write keeps the previous copy.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nacl from 'tweetnacl';
import { z } from 'zod';
import { fromBase64, toBase64 } from './venue-bytes.js';
import type { DeskKeys } from './secure-link.js';

export interface VenueIdentity { deskId: string; keys: DeskKeys; port: number; deskName?: string }

const identitySchema = z.object({
  deskId: z.string().min(1), publicKey: z.string(), secretKey: z.string(), port: z.number().int(), deskName: z.string().optional(),
});
const IDENTITY = 'venue-identity.json';
const REPLICA = 'venue-replica.bin';

export async function loadIdentity(folder: string): Promise<VenueIdentity> {
  const parsed = identitySchema.safeParse(await readJson(path.join(folder, IDENTITY)));
  const publicKey = parsed.success ? fromBase64(parsed.data.publicKey) : null;
  const secretKey = parsed.success ? fromBase64(parsed.data.secretKey) : null;
  if (parsed.success && publicKey && secretKey) {
    const { deskId, port, deskName } = parsed.data;
    return { deskId, keys: { publicKey, secretKey }, port, ...(deskName ? { deskName } : {}) };
  }
  const identity = { deskId: randomUUID(), keys: nacl.box.keyPair(), port: 0 };
  await saveIdentity(folder, identity);
  return identity;
}

export async function saveIdentity(folder: string, identity: VenueIdentity): Promise<void> {
  await writeAtomically(path.join(folder, IDENTITY), JSON.stringify({
    deskId: identity.deskId, publicKey: toBase64(identity.keys.publicKey), secretKey: toBase64(identity.keys.secretKey),
    port: identity.port, ...(identity.deskName ? { deskName: identity.deskName } : {}),
  }));
}

/** The name this desk was given when it paired; null for a desk that never opened a venue. */
export async function savedDeskName(folder: string): Promise<string | null> {
  const parsed = identitySchema.safeParse(await readJson(path.join(folder, IDENTITY)));
  return parsed.success ? parsed.data.deskName ?? null : null;
}

export async function loadReplica(folder: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(path.join(folder, REPLICA)));
  } catch {
    return null;
  }
}

export const saveReplica = (folder: string, update: Uint8Array): Promise<void> => writeAtomically(path.join(folder, REPLICA), update);

async function writeAtomically(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, content, { mode: 0o600 });
  await rename(temp, file);
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}
