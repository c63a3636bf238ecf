// SLIPs (spec 2.3): opaque to clients, tamper-evident here. payload.signature, both base64url;
// the signature is an HMAC of the payload with a key that never leaves the sandbox.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from './http/api-error.js';

export interface SlipPackage {
  itemId: number;
  /** Price of the package line for the whole period, in minor units (minor-units.ts). */
  cents: number;
  optedIn: boolean;
}

export interface SlipPayload {
  itemId: number;
  startDay: number;
  endDay: number;
  startTime: string;
  endTime: string;
  params: Record<string, number>;
  /** Price of the item for the whole period with these parameters, in minor units, events applied. */
  cents: number;
  packages: SlipPackage[];
  /** Discount (DC event) taken off this line, in minor units. */
  discountCents: number;
  issuedAt: number;
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function encodeSlip(key: string, payload: SlipPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The payload of a SLIP this sandbox issued; anything else (changed, cut, invented) is refused. */
export function decodeSlip(key: string, slip: string): SlipPayload {
  const refused = badRequest('invalid_slip', 'The SLIP is not valid; make a new rated item query.', ['slip']);
  const [body, signature, extra] = slip.trim().split('.');
  if (!body || !signature || extra !== undefined) throw refused;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SlipPayload;
  } catch {
    throw refused;
  }
}
