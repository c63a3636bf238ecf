// Pairing, the one deliberate step that lets a desk into a venue: the joining desk proves it read the code the
// other desk shows, and both learn each other's public key, name and address. Every pairing message is a secretbox
// under a key drawn from the code's one-time secret, so opening it proves the code was read, and someone on the
// network who did not read the code learns nothing from it (not the desks' names, not the account). Nothing else
// crosses: no token, no venue data; the shared day follows over the encrypted link.
import { createHash } from 'node:crypto';
import nacl from 'tweetnacl';
import { fromBase64, toBase64 } from './venue-bytes.js';
import { parseMember, type VenueMember } from './venue-state.js';

export interface PairingOffer { secret: Uint8Array; expiresAt: number }

/**
 * `account`: the service account the desk is signed in to, as the service names it (venue-account.ts). Both ends say
 * theirs and each compares: only desks of one account pair.
 */
export const pairRequest = (secret: Uint8Array, joiner: VenueMember, account: string): Record<string, unknown> =>
  sealed('pair', secret, { member: joiner, account });

/** The joiner's member record and account when the request opens under a live offer's secret; null otherwise. */
export function acceptedJoiner(offers: PairingOffer[], request: Record<string, unknown>, now: number): {
  offer: PairingOffer; joiner: VenueMember; account: string | null;
} | null {
  if (request.t !== 'pair') return null;
  for (const offer of offers.filter((o) => o.expiresAt > now)) {
    const content = opened(offer.secret, request);
    const joiner = parseMember(content?.member);
    if (joiner) return { offer, joiner, account: accountOf(content) };
  }
  return null;
}

/** The showing desk's answer, bound to the joiner's key so that it cannot be handed to another joiner. */
export const pairAnswer = (secret: Uint8Array, host: VenueMember, joinerKey: string, account: string): Record<string, unknown> =>
  sealed('paired', secret, { member: host, for: joinerKey, account });

const accountOf = (content: Record<string, unknown> | null): string | null =>
  (typeof content?.account === 'string' && content.account.length <= 200 ? content.account : null);

/** A refusal the joiner can read (another account), as unreadable to others as the rest. */
export const pairRefusal = (secret: Uint8Array, message: string): Record<string, unknown> =>
  sealed('refused', secret, { message });

/** The showing desk's member record, or its refusal, when its answer opens under the code's secret. */
export function pairingOutcome(secret: Uint8Array, answer: Record<string, unknown> | null, joinerKey: string):
  { host: VenueMember; account: string | null } | { refused: string } | null {
  const content = answer ? opened(secret, answer) : null;
  if (answer?.t === 'refused' && typeof content?.message === 'string') return { refused: content.message.slice(0, 300) };
  const host = parseMember(content?.member);
  return answer?.t === 'paired' && host && content?.for === joinerKey ? { host, account: accountOf(content) } : null;
}

const pairingKey = (secret: Uint8Array): Uint8Array =>
  new Uint8Array(createHash('sha256').update('frontdesk venue pairing 1').update(secret).digest());

function sealed(type: string, secret: Uint8Array, content: Record<string, unknown>): Record<string, unknown> {
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  // The type is inside the box too: a box made as a request cannot be replayed as an answer.
  const plain = new TextEncoder().encode(JSON.stringify({ ...content, t: type }));
  return { t: type, nonce: toBase64(nonce), box: toBase64(nacl.secretbox(plain, nonce, pairingKey(secret))) };
}

function opened(secret: Uint8Array, message: Record<string, unknown>): Record<string, unknown> | null {
  const nonce = fromBase64(message.nonce), box = fromBase64(message.box);
  if (!nonce || nonce.length !== nacl.secretbox.nonceLength || !box) return null;
  const plain = nacl.secretbox.open(box, nonce, pairingKey(secret));
  if (!plain) return null;
  try {
    const content: unknown = JSON.parse(new TextDecoder().decode(plain));
    return typeof content === 'object' && content !== null && (content as { t?: unknown }).t === message.t
      ? content as Record<string, unknown> : null;
  } catch {
    return null;
  }
}
