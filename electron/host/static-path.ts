// Which file under the renderer's folder a request path names, if any. Traversal is refused before the file system
// is touched, in any spelling: `..`, `%2e%2e`, an encoded slash or backslash, a drive letter, a NUL.
import { realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/**
 * The decoded path segments ([] for "/"), or null when the path is refused. Dot segments and dot files are refused
 * alike: a built renderer has neither, and `.` and `..` are where traversal starts.
 */
export function staticSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/')) return null;
  const raw = rawPath.slice(1).split('/');
  // A trailing slash is fine ("/bookings/" is a client-side route); an empty segment elsewhere ("//etc") is not.
  if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop();
  if (raw.length === 1 && raw[0] === '') return [];
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\:\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

const isInside = (root: string, path: string) => path.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * The real path of a regular file inside root (itself a real path), or null. Checked again after resolving
 * symbolic links, so that a link in the build output cannot point the host outside it.
 */
export function findStaticFile(root: string, segments: string[]): string | null {
  const candidate = resolve(root, ...segments);
  if (!isInside(root, candidate)) return null;
  try {
    const real = realpathSync(candidate);
    if (!isInside(root, real)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}
