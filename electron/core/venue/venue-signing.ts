// Who wrote a record of the shared day. The venue's Yjs document lets any replica write any key, so a paired desk
// turned hostile could rewrite another desk's member record or stamp and be believed. Every record a desk shares is
// signed with its Ed25519 key, over the map, the key and the record, and another desk reads a record only when the
// signature is of the desk the record names (venue-state.ts). Node's crypto (OpenSSL) signs and verifies; the key
// pair is drawn from the desk's X25519 secret with a domain-separated hash, so an identity saved before signing
// existed signs from now on with nothing new to keep.
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import nacl from 'tweetnacl';
import { fromBase64, toBase64 } from './venue-bytes.js';

export interface DeskSigner {
  /** The Ed25519 public key (base64) that the venue's member list carries for this desk. */
  readonly signKey: string;
  sign(bytes: Uint8Array): string;
}

export function signerOf(boxSecretKey: Uint8Array): DeskSigner {
  const seed = createHash('sha256').update('frontdesk venue signing key 1').update(boxSecretKey).digest();
  const pair = nacl.sign.keyPair.fromSeed(new Uint8Array(seed));
  const publicKey = Buffer.from(pair.publicKey);
  const privateKey = createPrivateKey({
    format: 'jwk', key: { kty: 'OKP', crv: 'Ed25519', d: seed.toString('base64url'), x: publicKey.toString('base64url') },
  });
  return { signKey: toBase64(publicKey), sign: (bytes) => sign(null, bytes, privateKey).toString('base64') };
}

const publicKeys = new Map<string, KeyObject | null>();

function publicKeyOf(signKey: string): KeyObject | null {
  let key = publicKeys.get(signKey);
  if (key === undefined) {
    const raw = fromBase64(signKey);
    key = raw?.length === 32 ? createPublicKey({ format: 'jwk', key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') } }) : null;
    if (publicKeys.size > 1_000) publicKeys.clear();
    publicKeys.set(signKey, key);
  }
  return key;
}

export function verifies(signKey: string, bytes: Uint8Array, signature: unknown): boolean {
  const key = publicKeyOf(signKey);
  const sig = fromBase64(signature);
  if (!key || !sig || sig.length !== 64) return false;
  try {
    return verify(null, bytes, key, sig);
  } catch {
    return false;
  }
}

/** JSON with every object's keys sorted: the same bytes on every desk, whatever order a record's fields came in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The bytes a record's signature is over: what it is (the map), where (the key), and all of it but the signature. */
export function recordBytes(map: string, key: string, record: Record<string, unknown>): Uint8Array {
  const signedPart = Object.fromEntries(Object.entries(record).filter(([field]) => field !== 'sig'));
  return Buffer.from(canonical(['frontdesk venue record 1', map, key, signedPart]));
}

/** A record as `deskId` shares it: signed, with its author named. */
export function signed<T extends object>(signer: DeskSigner, deskId: string, map: string, key: string, record: T): T & { by: string; sig: string } {
  const withAuthor = { ...record, by: deskId };
  return { ...withAuthor, sig: signer.sign(recordBytes(map, key, withAuthor)) };
}
