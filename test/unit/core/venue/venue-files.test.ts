// The venue's files at rest: sealed in the desk's one sealed format with the vault's key and bound to the venue's
// account; a file written in the clear or in the format before still opens (the desk keeps its place in the venue)
// and is written in the current format from then on. Only a missing file is "none yet": a file the disk will not
// give stops the venue (never a new identity over it), and one that does not open is kept aside.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadIdentity, loadReplica, markSealed, saveIdentity, saveReplica, type VenueSeal } from '../../../../electron/core/venue/venue-files.js';
import { AesGcmCipher } from '../../../../electron/core/vault/aes-gcm-cipher.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('fd-venue-files-');
const ownerOf = (accountId = 'demo') => ({ key: randomBytes(32), accountId });

/** A file as the desk sealed it before the one format: FDVENUE1, then AES-256-GCM (iv, tag, body) of base64. */
const formerlySealed = (content: Buffer, key: Buffer) =>
  Buffer.concat([Buffer.from('FDVENUE1'), new AesGcmCipher(key).encrypt(content.toString('base64'))]);

const sealedMark = (folder: string, file: string) => readFileSync(join(folder, file)).subarray(0, 6).toString();

/** The replica as loadReplica hands it over; null when there was none to hand. */
async function replicaIn(folder: string, owner: VenueSeal, warn?: (message: string) => void): Promise<Uint8Array | null> {
  let handed: Uint8Array | null = null;
  await loadReplica(folder, owner, (replica) => { handed = replica; }, warn);
  return handed;
}

describe('the venue files', () => {
  it('opens an identity and a replica written in the clear, and seals them at once', async () => {
    const folder = tempFolder();
    const owner = ownerOf();
    const before = await loadIdentity(folder, null);
    await saveIdentity(folder, { ...before, deskName: 'Dock' }, null);
    await saveReplica(folder, new Uint8Array([1, 2, 3]), null);
    expect(readFileSync(join(folder, 'venue-identity.json'), 'utf8')).toContain('secretKey');

    const after = await loadIdentity(folder, owner);
    expect(after).toMatchObject({ deskId: before.deskId, deskName: 'Dock' });
    expect(Buffer.from(after.keys.secretKey).equals(Buffer.from(before.keys.secretKey))).toBe(true);
    expect(await replicaIn(folder, owner)).toEqual(new Uint8Array([1, 2, 3]));
    for (const file of ['venue-identity.json', 'venue-replica.bin']) expect(sealedMark(folder, file)).toBe('FDSEAL');
    expect(readFileSync(join(folder, 'venue-identity.json')).includes('secretKey')).toBe(false);
  });

  it('opens files sealed in the format before (FDVENUE1) and rewrites them in the current one', async () => {
    const folder = tempFolder();
    const owner = ownerOf();
    const first = await loadIdentity(folder, null);
    const clearIdentity = readFileSync(join(folder, 'venue-identity.json'));
    writeFileSync(join(folder, 'venue-identity.json'), formerlySealed(clearIdentity, owner.key));
    writeFileSync(join(folder, 'venue-replica.bin'), formerlySealed(Buffer.from([4, 5, 6]), owner.key));

    expect((await loadIdentity(folder, owner)).deskId).toBe(first.deskId);
    expect(await replicaIn(folder, owner)).toEqual(new Uint8Array([4, 5, 6]));
    for (const file of ['venue-identity.json', 'venue-replica.bin']) expect(sealedMark(folder, file)).toBe('FDSEAL');
    // Opened again in the current format, under the same key, with nothing lost.
    expect((await loadIdentity(folder, owner)).deskId).toBe(first.deskId);
    expect(await replicaIn(folder, owner)).toEqual(new Uint8Array([4, 5, 6]));
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
    writeFileSync(join(folder, 'venue-replica.bin'), formerlySealed(Buffer.from([9, 9, 9]), owner.key));
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
