// The venue's files at rest: sealed with the vault's key, and a file written in the clear before sealing still
// opens (the desk keeps its place in the venue) and is sealed from then on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadIdentity, loadReplica, saveIdentity, saveReplica } from '../../../../electron/core/venue/venue-files.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('fd-venue-files-');

describe('the venue files', () => {
  it('opens an identity and a replica written in the clear, and seals them at once', async () => {
    const folder = tempFolder();
    const key = randomBytes(32);
    const before = await loadIdentity(folder, null);
    await saveIdentity(folder, { ...before, deskName: 'Dock' }, null);
    await saveReplica(folder, new Uint8Array([1, 2, 3]), null);
    expect(readFileSync(join(folder, 'venue-identity.json'), 'utf8')).toContain('secretKey');

    const after = await loadIdentity(folder, key);
    expect(after).toMatchObject({ deskId: before.deskId, deskName: 'Dock' });
    expect(Buffer.from(after.keys.secretKey).equals(Buffer.from(before.keys.secretKey))).toBe(true);
    expect(await loadReplica(folder, key)).toEqual(new Uint8Array([1, 2, 3]));
    for (const file of ['venue-identity.json', 'venue-replica.bin']) {
      expect(readFileSync(join(folder, file)).subarray(0, 8).toString()).toBe('FDVENUE1');
    }
    expect(readFileSync(join(folder, 'venue-identity.json')).includes('secretKey')).toBe(false);
  });

  it('cannot be opened with another key: the desk starts a new identity rather than read it', async () => {
    const folder = tempFolder();
    const first = await loadIdentity(folder, randomBytes(32));
    const other = await loadIdentity(folder, randomBytes(32));
    expect(other.deskId).not.toBe(first.deskId);
    expect(await loadReplica(folder, randomBytes(32))).toBeNull();
  });
});
