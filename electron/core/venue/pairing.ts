// Pairing, the one deliberate step that lets a desk into a venue: the joining desk proves it read the code the
// other desk shows (an HMAC under the code's one-time secret) and both learn each other's public key, name and
// address. Nothing else crosses: no token, no venue data; the shared day follows over the encrypted link.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VenueMember } from './venue-state.js';

/** A code shown on screen is good for two minutes and one desk. */
export const PAIRING_OFFER_MS = 120_000;

export interface PairingOffer { secret: Uint8Array; expiresAt: number }

export function pairRequest(secret: Uint8Array, joiner: VenueMember): Record<string, unknown> {
  return { t: 'pair', member: joiner, mac: mac(secret, 'pair', joiner) };
}

/** The joiner's member record when the request carries a valid MAC under a live offer's secret; null otherwise. */
export function acceptedJoiner(offers: PairingOffer[], request: Record<string, unknown>, now: number): {
  offer: PairingOffer; joiner: VenueMember;
} | null {
  const joiner = asMember(request.member);
  if (!joiner || typeof request.mac !== 'string') return null;
  const offer = offers.find((o) => o.expiresAt > now && sameText(mac(o.secret, 'pair', joiner), request.mac as string));
  return offer ? { offer, joiner } : null;
}

export function pairAnswer(secret: Uint8Array, host: VenueMember, joinerKey: string): Record<string, unknown> {
  return { t: 'paired', member: host, mac: mac(secret, `paired:${joinerKey}`, host) };
}

/** The showing desk's member record, when its answer proves it holds the same secret; null otherwise. */
export function acceptedHost(secret: Uint8Array, answer: Record<string, unknown> | null, joinerKey: string): VenueMember | null {
  const host = asMember(answer?.member);
  if (answer?.t !== 'paired' || !host || typeof answer.mac !== 'string') return null;
  return sameText(mac(secret, `paired:${joinerKey}`, host), answer.mac) ? host : null;
}

function mac(secret: Uint8Array, label: string, member: VenueMember): string {
  const fields = [member.deskId, member.name, member.key, member.host, String(member.port), member.accountId];
  return createHmac('sha256', secret).update(JSON.stringify([label, ...fields])).digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a), right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function asMember(value: unknown): VenueMember | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  const texts = [m.deskId, m.name, m.key, m.host, m.accountId];
  if (!texts.every((t) => typeof t === 'string' && t.length > 0 && t.length < 200)) return null;
  if (typeof m.port !== 'number' || !Number.isInteger(m.port) || m.port <= 0 || m.port > 65535) return null;
  return { deskId: m.deskId as string, name: m.name as string, key: m.key as string, host: m.host as string,
    port: m.port, accountId: m.accountId as string };
}
