// The short code one desk shows and a person types on the other: the showing desk's IPv4 address, its venue port
// and an 80-bit one-time secret, in Crockford base32 (no I, L, O, U to misread), grouped by four.
import { randomBytes } from 'node:crypto';

export interface PairingCode { host: string; port: number; secret: Uint8Array }

/** A code shown on screen is good for two minutes and one desk. */
export const PAIRING_OFFER_MS = 120_000;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SECRET_BYTES = 10;
const CODE_BYTES = 4 + 2 + SECRET_BYTES;

export const newPairingSecret = (): Uint8Array => new Uint8Array(randomBytes(SECRET_BYTES));

export function formatPairingCode(code: PairingCode): string {
  const octets = code.host.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) {
    throw new Error(`A pairing code carries an IPv4 address; "${code.host}" is not one.`);
  }
  const bytes = new Uint8Array(CODE_BYTES);
  bytes.set(octets);
  new DataView(bytes.buffer).setUint16(4, code.port);
  bytes.set(code.secret, 6);
  return (encode(bytes).match(/.{1,4}/g) ?? []).join('-');
}

/** The code as typed: case, spaces and dashes do not matter; O reads as 0 and I or L as 1. Null when it is not one. */
export function parsePairingCode(typed: string): PairingCode | null {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const bytes = decode(clean);
  if (!bytes || bytes.length !== CODE_BYTES) return null;
  const port = new DataView(bytes.buffer).getUint16(4);
  if (port === 0) return null;
  return { host: [...bytes.subarray(0, 4)].join('.'), port, secret: bytes.slice(6) };
}

function encode(bytes: Uint8Array): string {
  let bits = 0, value = 0, out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) { out += ALPHABET[(value >>> (bits - 5)) & 31]; bits -= 5; }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function decode(text: string): Uint8Array | null {
  if (text.length !== Math.ceil((CODE_BYTES * 8) / 5)) return null;
  const out: number[] = [];
  let bits = 0, value = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xfff;
    bits += 5;
    if (bits >= 8) { out.push((value >>> (bits - 8)) & 255); bits -= 8; }
  }
  return new Uint8Array(out);
}
