// A desk's TLS credentials for its venue links: drawn from its identity's secret, so the same at every start (the
// venue pins the key), a certificate Node reads as carrying that key, and a pin only a P-256 key passes.
import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { isLinkKey, linkCredentials, linkKeyOf } from '../../../../electron/core/venue/link-certificate.js';

describe("a desk's link credentials", () => {
  it('are the same for the same identity at every start, another for another identity', async () => {
    const secret = nacl.randomBytes(32);
    const [first, again, other] = await Promise.all([linkCredentials(secret), linkCredentials(Uint8Array.from(secret)), linkCredentials(nacl.randomBytes(32))]);
    expect(again.linkKey).toBe(first.linkKey);
    expect(other.linkKey).not.toBe(first.linkKey);
  });

  it('make a certificate that carries the link key, with its private key, and a pin only a P-256 key passes', async () => {
    const credentials = await linkCredentials(nacl.randomBytes(32));
    const certificate = new X509Certificate(credentials.cert);
    expect(linkKeyOf(certificate)).toBe(credentials.linkKey);
    expect(certificate.checkPrivateKey(createPrivateKey(credentials.key))).toBe(true);
    expect(isLinkKey(credentials.linkKey)).toBe(true);
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const ed25519 = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    for (const notOne of [p384, ed25519, '', 'not base64 at all', `${credentials.linkKey}AA`]) expect(isLinkKey(notOne)).toBe(false);
  });
});
