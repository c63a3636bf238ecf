// The launch key reaches the person's browser through a page only they can read (red-team finding: an address
// opened from a command line shows in the process list, where another local user can read the key and win the
// session by racing for it).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { launchPageHtml, removeLaunchPage, writeLaunchPage } from '../../../electron/host/launch-page.js';
import { useTempFolders } from '../../support/temp-folders.js';

const tempFolder = useTempFolders('frontdesk-launch-');
const LAUNCH = 'http://127.0.0.1:40123/#key=Zm9vYmFyLWtleS10aGF0LWlzLXNlY3JldC0zMi1ieXRlcw';

describe('the launch page', () => {
  it('is written owner-only, in a folder only its owner may enter, and names no key in its own address', async () => {
    const dataDir = tempFolder();
    const page = await writeLaunchPage(dataDir, LAUNCH);
    expect(fileURLToPath(page.fileUrl)).toBe(page.path);
    expect(page.fileUrl).not.toContain('key=');
    expect(readFileSync(page.path, 'utf8')).toContain(`url=${LAUNCH}`);
    if (process.platform !== 'win32') {
      expect(statSync(page.path).mode & 0o777).toBe(0o600);
      expect(statSync(dirname(page.path)).mode & 0o777).toBe(0o700);
    }
  });

  it('is replaced whole by a new key, and gone when the host stops', async () => {
    const dataDir = tempFolder();
    await writeLaunchPage(dataDir, LAUNCH);
    const next = await writeLaunchPage(dataDir, LAUNCH.replace('Zm9v', 'YmFy'));
    expect(readFileSync(next.path, 'utf8')).not.toContain('Zm9v');
    await removeLaunchPage(dataDir);
    expect(existsSync(next.path)).toBe(false);
  });

  it('sends the browser on at once, with a link for a browser that does not follow, and leaks no referrer', () => {
    const html = launchPageHtml('http://127.0.0.1:1/#key=a"b<c&d');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=http://127.0.0.1:1/#key=a&quot;b&lt;c&amp;d">');
    expect(html).toContain('<a href="http://127.0.0.1:1/#key=a&quot;b&lt;c&amp;d">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
  });
});
