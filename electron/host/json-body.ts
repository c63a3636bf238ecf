// Reads a request's JSON body. Only application/json is accepted: a cross-site HTML form can send text/plain,
// urlencoded or multipart without asking the browser's permission, but never application/json.
import type { IncomingMessage } from 'node:http';
import { HostRefusal } from './answers.js';

/** The largest call input; the biggest real one, a 3000-character note, is a few kilobytes. */
export const CALL_BODY_LIMIT = 1024 * 1024;

const tooLarge = () => new HostRefusal(413, 'host.too-large', 'The request is too large.');

export function isJson(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** The parsed body, or undefined when it is empty. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  if (!isJson(request.headers['content-type'])) {
    throw new HostRefusal(415, 'host.unsupported-media-type', 'The request must be sent as application/json.');
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge();
  const text = (await readLimited(request, limit)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HostRefusal(400, 'host.bad-json', 'The request body is not valid JSON.');
  }
}

function readLimited(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        // Stop keeping the body but do not destroy the socket: the 413 still has to reach the client.
        request.off('data', onData);
        request.resume();
        reject(tooLarge());
      }
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
    // A client that goes away mid-body never sends 'end'; without this the read would wait forever.
    request.once('close', () => {
      if (!request.complete) reject(new HostRefusal(400, 'host.incomplete', 'The request ended before its body did.'));
    });
  });
}
