// Bytes as text for the handshake's JSON frames and the files a desk keeps; bad text reads as null, never throws.
export const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

export function fromBase64(text: unknown): Uint8Array | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 2048 || !/^[A-Za-z0-9+/]+=*$/.test(text)) return null;
  return new Uint8Array(Buffer.from(text, 'base64'));
}
