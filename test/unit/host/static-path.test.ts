// Which request paths name a file of the renderer: traversal is refused in every spelling before any file is read.
import { describe, expect, it } from 'vitest';
import { staticSegments } from '../../../electron/host/static-path.js';

describe('static paths', () => {
  it('reads "/" as the index and plain paths as their segments', () => {
    expect(staticSegments('/')).toEqual([]);
    expect(staticSegments('/assets/app-1a2b.js')).toEqual(['assets', 'app-1a2b.js']);
    expect(staticSegments('/bookings/AB-12/')).toEqual(['bookings', 'AB-12']);
    expect(staticSegments('/fonts/Inter%20Var.woff2')).toEqual(['fonts', 'Inter Var.woff2']);
  });

  it('refuses dot segments, encoded or not', () => {
    for (const path of ['/..', '/../package.json', '/%2e%2e/package.json', '/%2E%2e/x', '/assets/./app.js', '/.env']) {
      expect(staticSegments(path), path).toBeNull();
    }
  });

  it('refuses encoded separators, drive letters, NUL and empty segments', () => {
    for (const path of ['/..%2fpackage.json', '/%2fetc%2fpasswd', '/..%5cx', '/a%5cb', '/C:', '/index.html%00', '//etc/passwd', '/a//b']) {
      expect(staticSegments(path), path).toBeNull();
    }
  });

  it('refuses malformed escapes and anything not starting with a slash', () => {
    for (const path of ['/%zz', '/%', 'package.json', 'http://evil.example/', '']) expect(staticSegments(path), path).toBeNull();
  });
});
