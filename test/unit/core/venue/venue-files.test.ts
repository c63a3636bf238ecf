// The venue's files at rest: sealed in the desk's one sealed format with the vault's key and bound to the venue's
// account; a file in the clear or in an earlier build's format is never read, but kept aside and said. Only a missing
// file is "none yet": a file the disk will not give stops the venue (never a new identity over it), and one that does
// not open is kept aside.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadIdentity, loadReplica, markSealed, saveIdentity, saveReplica, type VenueSeal } from '../../../../electron/core/venue/venue-files.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('fd-venue-files-');
const ownerOf = (accountId = 'demo') => ({ key: randomBytes(32), accountId });

/** A file as an earlier build sealed it (FDVENUE1, then AES-256-GCM without binding): never read now. */
const earlierBuild = Buffer.concat([Buffer.from('FDVENUE1'), randomBytes(60)]);

const sealedMark = (folder: string, file: string) => readFileSync(join(folder, file)).subarray(0, 6).toString();

/** The replica as loadReplica hands it over; null when there was none to hand. */
async function replicaIn(folder: string, owner: VenueSeal, warn?: (message: string) => void): Promise<Uint8Array | null> {
  let handed: Uint8Array | null = null;
  await loadReplica(folder, owner, (replica) => { handed = replica; }, warn);
  return handed;
}

describe('the venue files', () => {
  it('does not read an identity or a replica in the clear or in an earlier build\'s format: it sets them aside and says so', async () => {
    const folder = tempFolder();
    const owner = ownerOf();
    const before = await loadIdentity(folder, null);
    await saveIdentity(folder, { ...before, deskName: 'Dock' }, null);
    writeFileSync(join(folder, 'venue-replica.bin'), earlierBuild);
    const clearIdentity = readFileSync(join(folder, 'venue-identity.json'));
    expect(clearIdentity.toString('utf8')).toContain('secretKey');

    const said: string[] = [];
    const after = await loadIdentity(folder, owner, (message) => said.push(message));
    expect(after.deskId).not.toBe(before.deskId);
    expect(await replicaIn(folder, owner, (message) => said.push(message))).toBeNull();
    expect(said).toEqual([
      expect.stringMatching(/^This desk's place in its venue is not sealed as this desk seals it .*it was not read\. It was kept as .*venue-identity\.json\.damaged-\d+/),
      expect.stringMatching(/^This desk's copy of the venue's day is not sealed as this desk seals it .*it was not read/),
    ]);
    const kept = readdirSync(folder).filter((name) => name.includes('.damaged-'));
    expect(kept.map((name) => readFileSync(join(folder, name))).sort(Buffer.compare)).toEqual([clearIdentity, earlierBuild].sort(Buffer.compare));
    expect(sealedMark(folder, 'venue-identity.json')).toBe('FDSEAL');
  });

  it('keeps a file it cannot open (another key) aside and says so, rather than read it or write over it', async () => {
    const folder = tempFolder();
    const first = await loadIdentity(folder, ownerOf());
    await saveReplica(folder, new Uint8Array([1, 2, 3]), ownerOf());
    const said: string[] = [];
    const other = await loadIdentity(folder, ownerOf(), (message) => said.push(message));
    expect(other.deskId).not.toBe(first.deskId);
    expect(await replicaIn(folder, ownerOf(), (message) => said.push(message))).toBeNull();
    expect(said).toEqual([
      expect.stringMatching(/^This desk's place in its venue could not be read .* kept as .*venue-identity\.json\.damaged-\d+; it starts as a new desk/),
      expect.stringMatching(/^This desk's copy of the venue's day could not be read .* kept as .*venue-replica\.bin\.damaged-\d+/),
    ]);
    expect(readdirSync(folder).filter((name) => name.includes('.damaged-'))).toHaveLength(2);
  });

  it('does not read another account\'s venue files, even under the same key', async () => {
    const folder = tempFolder();
    const key = randomBytes(32);
    const harbour = await loadIdentity(folder, { key, accountId: 'harbour' });
    await saveReplica(folder, new Uint8Array([7, 8, 9]), { key, accountId: 'harbour' });
    expect(await replicaIn(folder, { key, accountId: 'lakeside' })).toBeNull();
    expect((await loadIdentity(folder, { key, accountId: 'lakeside' })).deskId).not.toBe(harbour.deskId);
  });

  it('does not read the identity as a replica', async () => {
    const folder = tempFolder();
    const owner = ownerOf();
    await loadIdentity(folder, owner);
    writeFileSync(join(folder, 'venue-replica.bin'), readFileSync(join(folder, 'venue-identity.json')));
    expect(await replicaIn(folder, owner)).toBeNull();
  });

  it('does not take a file the disk will not give for no file: no new identity, the file left as it was', async () => {
    const folder = tempFolder();
    // A link to itself: reading it fails (ELOOP) as a file the desk may not read, or a failing disk, does.
    symlinkSync('venue-identity.json', join(folder, 'venue-identity.json'));
    await expect(loadIdentity(folder, ownerOf())).rejects.toMatchObject({ code: 'ELOOP' });
    expect(readdirSync(folder)).toEqual(['venue-identity.json']);
  });

  it('leaves no temporary file behind when a save fails', async () => {
    const folder = tempFolder();
    // A folder where the replica goes: the write's last step (the rename) fails.
    mkdirSync(join(folder, 'venue-replica.bin'));
    writeFileSync(join(folder, 'venue-replica.bin', 'in-the-way'), '');
    await expect(saveReplica(folder, new Uint8Array([1, 2, 3]), ownerOf())).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(['venue-replica.bin']);
  });
});

describe('the venue files after this desk has sealed them', () => {
  it('reads no file in the clear or in the format before once it has sealed its own, and says it was a rollback', async () => {
    const folder = tempFolder();
    const owner = ownerOf();
    const identity = await loadIdentity(folder, owner);
    await saveReplica(folder, new Uint8Array([1, 2, 3]), owner);
    await markSealed(folder, owner);
    // Someone with the folder puts back copies in the clear (an identity of their own, a day of their own).
    const theirs = await loadIdentity(tempFolder(), null);
    writeFileSync(join(folder, 'venue-identity.json'), JSON.stringify({
      deskId: theirs.deskId, publicKey: Buffer.from(theirs.keys.publicKey).toString('base64'),
      secretKey: Buffer.from(theirs.keys.secretKey).toString('base64'), port: 0,
    }));
    writeFileSync(join(folder, 'venue-replica.bin'), earlierBuild);
    const said: string[] = [];
    const opened = await loadIdentity(folder, owner, (message) => said.push(message));
    expect(opened.deskId).not.toBe(theirs.deskId);
    expect(opened.deskId).not.toBe(identity.deskId);
    expect(await replicaIn(folder, owner, (message) => said.push(message))).toBeNull();
    expect(said).toEqual([
      expect.stringMatching(/^This desk's place in its venue was replaced by a copy in an older format.*it was not read\. It was kept as .*venue-identity\.json\.damaged-\d+/),
      expect.stringMatching(/^This desk's copy of the venue's day was replaced by a copy in an older format.*it was not read/),
    ]);
  });
});
