// What a desk presents in the TLS handshake of a venue link (secure-link.ts): a certificate of its link key, an
// ECDSA P-256 key drawn from the desk's X25519 secret with a domain-separated hash, so that an identity saved before
// the link used TLS has one with nothing new to keep. No authority signs it and nothing checks its names or dates:
// the certificate only carries the key, and the other desk compares that key with the one the venue's member list
// pins for the desk it expects (the member's own signed record, venue-state.ts). TLS 1.3 makes the peer prove it
// holds the key (its CertificateVerify signs the handshake), so the pin is the whole of the trust.
//
// P-256, not the desk's Ed25519 signing key: Electron's Node runs on BoringSSL, whose TLS does not accept Ed25519
// certificates by default, while ECDSA P-256 is the first choice of BoringSSL and OpenSSL alike. Node makes no
// certificates, so PKI.js (pure JavaScript, over WebCrypto) builds and signs this one, once at each start.
import { createECDH, createHash, webcrypto, type X509Certificate } from 'node:crypto';
import { Integer, Utf8String } from 'asn1js';
import { AttributeTypeAndValue, Certificate, CryptoEngine } from 'pkijs';

export interface LinkCredentials {
  /** The private key and certificate, in PEM, as Node's TLS takes them. */
  key: string;
  cert: string;
  /** The public key the venue pins for this desk: its SubjectPublicKeyInfo (DER), base64. */
  linkKey: string;
}

/** The order of P-256: a private key is a number from 1 to this, less one. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
/** Every P-256 public key's SubjectPublicKeyInfo starts so (the algorithm and the curve), then the point (65 bytes). */
const P256_SPKI_PREFIX = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex');
const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' };

export async function linkCredentials(boxSecretKey: Uint8Array): Promise<LinkCredentials> {
  const d = privateScalar(boxSecretKey);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) };
  const publicKey = await webcrypto.subtle.importKey('jwk', jwk, ECDSA_P256, true, ['verify']);
  const privateKey = await webcrypto.subtle.importKey('jwk', { ...jwk, d: base64url(d) }, ECDSA_P256, true, ['sign']);
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', publicKey));
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', privateKey));
  return { key: pem('PRIVATE KEY', pkcs8), cert: pem('CERTIFICATE', await selfSigned(publicKey, privateKey)), linkKey: spki.toString('base64') };
}

/** The link key a certificate carries, when it is a P-256 key (no other kind is ever pinned); null otherwise. */
export function linkKeyOf(certificate: X509Certificate | undefined): string | null {
  if (!certificate || certificate.publicKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return null;
  return certificate.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

/** Whether a member record's link key is a P-256 public key as linkCredentials makes them. */
export function isLinkKey(text: string): boolean {
  const der = Buffer.from(text, 'base64');
  return der.length === P256_SPKI_PREFIX.length + 65 && der.subarray(0, P256_SPKI_PREFIX.length).equals(P256_SPKI_PREFIX)
    && der[P256_SPKI_PREFIX.length] === 4 && der.toString('base64') === text;
}

/** A hash of the X25519 secret, hashed again with a counter in the rare case it is no P-256 private key. */
function privateScalar(boxSecretKey: Uint8Array): Buffer {
  for (let counter = 0; ; counter += 1) {
    const d = createHash('sha256').update('frontdesk venue link key 1').update(Uint8Array.of(counter)).update(boxSecretKey).digest();
    const value = BigInt(`0x${d.toString('hex')}`);
    if (value > 0n && value < P256_ORDER) return d;
  }
}

type Key = webcrypto.CryptoKey;

async function selfSigned(publicKey: Key, privateKey: Key): Promise<Buffer> {
  // Node's WebCrypto, typed apart from the DOM's that PKI.js names.
  const engine = new CryptoEngine({ name: 'node', crypto: webcrypto as unknown as ConstructorParameters<typeof CryptoEngine>[0]['crypto'] });
  const certificate = new Certificate();
  certificate.version = 2;
  certificate.serialNumber = new Integer({ value: 1 });
  // The same name on every desk: it says nothing of the desk to whoever sees it.
  const name = new AttributeTypeAndValue({ type: '2.5.4.3', value: new Utf8String({ value: 'Frontdesk venue desk' }) });
  certificate.issuer.typesAndValues.push(name);
  certificate.subject.typesAndValues.push(name);
  certificate.notBefore.value = new Date(Date.UTC(2000, 0, 1));
  certificate.notAfter.value = new Date(Date.UTC(2049, 11, 31));
  await certificate.subjectPublicKeyInfo.importKey(publicKey, engine);
  await certificate.sign(privateKey, 'SHA-256', engine);
  return Buffer.from(certificate.toSchema(true).toBER(false));
}

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

function pem(label: string, der: Buffer): string {
  return `-----BEGIN ${label}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n?$/, '\n')}-----END ${label}-----\n`;
}
