// The venue's files at rest: sealed with the vault's key, and a file written in the clear before sealing still
// opens (the desk keeps its place in the venue) and is sealed from then on. Only a missing file is "none yet": a
// file the disk will not give stops the venue (never a new identity over it), and a damaged one is kept aside.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadIdentity, loadReplica, saveIdentity, saveReplica } from '../../../../electron/core/venue/venue-files.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('fd-venue-files-');

/** The replica as loadReplica hands it over; null when there was none to hand. */
async function replicaIn(folder: string, key: Buffer | null, warn?: (message: string) => void): Promise<Uint8Array | null> {
  let handed: Uint8Array | null = null;
  await loadReplica(folder, key, (replica) => { handed = replica; }, warn);
  return handed;
}

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
    expect(await replicaIn(folder, key)).toEqual(new Uint8Array([1, 2, 3]));
    for (const file of ['venue-identity.json', 'venue-replica.bin']) {
      expect(readFileSync(join(folder, file)).subarray(0, 8).toString()).toBe('FDVENUE1');
    }
    expect(readFileSync(join(folder, 'venue-identity.json')).includes('secretKey')).toBe(false);
  });

  it('keeps a file it cannot open (another key) aside and says so, rather than read it or write over it', async () => {
    const folder = tempFolder();
    const first = await loadIdentity(folder, randomBytes(32));
    await saveReplica(folder, new Uint8Array([1, 2, 3]), randomBytes(32));
    const said: string[] = [];
    const other = await loadIdentity(folder, randomBytes(32), (message) => said.push(message));
    expect(other.deskId).not.toBe(first.deskId);
    expect(await replicaIn(folder, randomBytes(32), (message) => said.push(message))).toBeNull();
    expect(said).toEqual([
      expect.stringMatching(/^This desk's place in its venue could not be read .* kept as .*venue-identity\.json\.damaged-\d+; it starts as a new desk/),
      expect.stringMatching(/^This desk's copy of the venue's day could not be read .* kept as .*venue-replica\.bin\.damaged-\d+/),
    ]);
    expect(readdirSync(folder).filter((name) => name.includes('.damaged-'))).toHaveLength(2);
  });

  it('does not take a file the disk will not give for no file: no new identity, the file left as it was', async () => {
    const folder = tempFolder();
    // A link to itself: reading it fails (ELOOP) as a file the desk may not read, or a failing disk, does.
    symlinkSync('venue-identity.json', join(folder, 'venue-identity.json'));
    await expect(loadIdentity(folder, randomBytes(32))).rejects.toMatchObject({ code: 'ELOOP' });
    expect(readdirSync(folder)).toEqual(['venue-identity.json']);
  });

  it('leaves no temporary file behind when a save fails', async () => {
    const folder = tempFolder();
    // A folder where the replica goes: the write's last step (the rename) fails.
    mkdirSync(join(folder, 'venue-replica.bin'));
    writeFileSync(join(folder, 'venue-replica.bin', 'in-the-way'), '');
    await expect(saveReplica(folder, new Uint8Array([1, 2, 3]), randomBytes(32))).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(['venue-replica.bin']);
  });
});
