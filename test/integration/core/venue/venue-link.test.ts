// Desks of one venue in one process, on loopback: pairing, the shared day, and who gets nothing.
import { webcrypto } from 'node:crypto';
import { createServer as createHttps } from 'node:https';
import { Certificate, CryptoEngine, PublicKeyInfo } from 'pkijs';
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { linkCredentials, type LinkCredentials } from '../../../../electron/core/venue/link-certificate.js';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { loadIdentity } from '../../../../electron/core/venue/venue-files.js';
import { acceptedJoiner, pairAnswer, pairRequest } from '../../../../electron/core/venue/pairing.js';
import { formatPairingCode, newPairingSecret, parsePairingCode } from '../../../../electron/core/venue/pairing-code.js';
import { linkTls, MAX_FRAME } from '../../../../electron/core/venue/secure-link.js';
import { toBase64 } from '../../../../electron/core/venue/venue-bytes.js';
import { signerOf } from '../../../../electron/core/venue/venue-signing.js';
import { identityBytes, type VenueMember } from '../../../../electron/core/venue/venue-state.js';
import { forwardTcp } from '../../../support/tcp-forward.js';
import { answerAs, dialVenue } from '../../../support/venue-dial.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-');
const opened: VenueDesk[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((desk) => desk.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Where each desk keeps its venue, to open it again there. */
const folderOf = new Map<string, string>();

async function desk(deskName: string, accountId = 'acme', folder = tempFolder(), graceMs = 10_000): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder, deskName, accountId, beatMs: 100, graceMs });
  opened.push(venue);
  folderOf.set(venue.deskId, folder);
  return venue;
}

async function pairedVenue(...names: string[]): Promise<VenueDesk[]> {
  const desks = await Promise.all(names.map((name) => desk(name)));
  const [first, ...others] = desks;
  for (const other of others) expect(await other.join(first!.offerPairing())).toEqual({ ok: true, joined: names[0] });
  for (const each of desks) await until(() => each.desks().every((d) => d.online) && each.desks().length === desks.length, `${each.deskId} linked`);
  return desks;
}

/** Whether a desk's copy of the day holds any stamp on this booking, whatever its day. */
const holdsStampOn = (state: VenueDesk['state'], code: string) => [...state.stamps.keys()].some((key) => key.includes(`:${code}:`));

const stamp = { code: 'ABCD-123', kind: 'checkIn' as const, at: Date.now(), staffName: 'Priya Shah', guestName: 'Ann Lee' };

describe('a venue of paired desks', () => {
  it('shows a check-in made on one desk on the others, and tells a second desk before it stamps', async () => {
    const [dock, lobby, gate] = await pairedVenue('Dock', 'Lobby', 'Gate');
    dock!.recordStamp(stamp);
    const seen = await until(() => gate!.stampedElsewhere('abcd-123', 'checkIn'), 'the gate to see the stamp');
    expect(seen).toMatchObject({ deskName: 'Dock', staffName: 'Priya Shah', at: stamp.at });
    expect(lobby!.stampedElsewhere('ABCD-123', 'checkIn')?.deskName).toBe('Dock');
    expect(dock!.stampedElsewhere('ABCD-123', 'checkIn')).toBeNull();
  });

  it('tells a stamp for the day it was made: a guest checked in yesterday may be checked in for a new stay', async () => {
    const [dock, lobby] = await pairedVenue('Dock', 'Lobby');
    dock!.recordStamp({ ...stamp, code: 'YEST-1', at: Date.now() - 86_400_000 });
    dock!.recordStamp({ ...stamp, code: 'TODAY-1' });
    await until(() => lobby!.stampedElsewhere('TODAY-1', 'checkIn'), 'the stamp of today told');
    expect(lobby!.stampedElsewhere('YEST-1', 'checkIn')).toBeNull();
  });

  it('keeps the picture across a restart and agrees again with writes made meanwhile', async () => {
    const dockFolder = tempFolder();
    const dock = await desk('Dock', 'acme', dockFolder);
    const lobby = await desk('Lobby');
    await lobby.join(dock.offerPairing());
    await until(() => lobby.desks().every((d) => d.online), 'linked');
    await dock.close();
    opened.splice(opened.indexOf(dock), 1);
    lobby.recordStamp(stamp);
    const again = await desk('Dock', 'acme', dockFolder);
    expect(again.deskId).toBe(dock.deskId);
    await until(() => again.stampedElsewhere('ABCD-123', 'checkIn'), 'the restarted dock to learn the stamp');
  });

  it('refuses a code used twice, a code mistyped, and a desk of another account', async () => {
    const dock = await desk('Dock');
    const code = dock.offerPairing();
    const lobby = await desk('Lobby');
    expect((await lobby.join(code)).ok).toBe(true);
    const late = await desk('Late');
    expect(await late.join(code)).toMatchObject({ ok: false, message: expect.stringContaining('did not accept') });
    expect(await late.join('not a code')).toMatchObject({ ok: false, message: expect.stringContaining('not a pairing code') });
    const stranger = await desk('Elsewhere', 'other-account');
    expect(await stranger.join(dock.offerPairing())).toMatchObject({ ok: false, message: expect.stringContaining('another account') });
    expect(dock.desks().map((d) => d.name).sort()).toEqual(['Dock', 'Lobby']);
  });

  it('pairs in a way someone on the network cannot read: no desk name, account, key or certificate crosses in the clear', async () => {
    const dock = await desk('Dock');
    const lobby = await desk('Lobby');
    const heard: Buffer[] = [];
    const shown = parsePairingCode(dock.offerPairing())!;
    const tapped = await forwardTcp('127.0.0.1', shown.host, shown.port, (bytes) => heard.push(bytes));
    try {
      expect(await lobby.join(formatPairingCode({ ...shown, port: tapped.port }))).toEqual({ ok: true, joined: 'Dock' });
    } finally {
      await tapped.close();
    }
    const wire = Buffer.concat(heard);
    expect(wire.length).toBeGreaterThan(200);
    const keys = dock.state.memberList().flatMap((m) => [m.key, m.signKey, m.linkKey]);
    for (const secret of ['Dock', 'Lobby', 'acme', dock.deskId, lobby.deskId, ...keys]) {
      expect(wire.includes(Buffer.from(secret)), `pairing carried "${secret}"`).toBe(false);
    }
    for (const key of keys) expect(wire.includes(Buffer.from(key, 'base64'))).toBe(false);
  });

  it('gives a desk that is not a member nothing, not even the guest names: it is closed as its TLS handshake ends', async () => {
    const [dock, lobby] = await pairedVenue('Dock', 'Lobby');
    dock!.recordStamp(stamp);
    const lobbyKey = dock!.state.memberList().find((m) => m.deskId === lobby!.deskId)!.linkKey;
    // A desk with a key of its own: no member's, and no code is shown on the Dock.
    const stranger = await dialVenue(dock!.port, linkTls(await linkCredentials(nacl.randomBytes(32))));
    expect(stranger).toMatchObject({ upgraded: false, frames: [] });
    // A desk that holds the Lobby's public key (the member list carries it) and not its secret key: it puts the key in a
    // certificate of its own making, and no TLS will present a certificate whose key it cannot sign the handshake with.
    const impostor = await linkCredentials(nacl.randomBytes(32));
    const naming = await certificateNaming(lobbyKey, impostor);
    const withLobbysKey = await dialVenue(dock!.port, { ...linkTls(impostor), cert: naming });
    expect(withLobbysKey.upgraded).toBe(false);
    expect(withLobbysKey.frames).toEqual([]);
    expect(withLobbysKey.error).toMatch(/key values mismatch/);
    expect(dock!.desks().map((d) => d.name).sort()).toEqual(['Dock', 'Lobby']);
  });

  it('takes no stranger for another member when its own secret key has leaked (key-compromise impersonation)', async () => {
    const [first, second] = await pairedVenue('Dock', 'Lobby');
    // The victim is the desk that dials (the lower id); the thief holds every secret in the victim's identity file.
    const [victim, member] = first!.deskId < second!.deskId ? [first!, second!] : [second!, first!];
    const stolen = await loadIdentity(folderOf.get(victim.deskId)!, null, () => undefined);
    const thief = await linkCredentials(stolen.keys.secretKey);
    expect(thief.linkKey).toBe(victim.state.memberList().find((m) => m.deskId === victim.deskId)!.linkKey);
    victim.recordStamp(stamp);
    // The thief dials the victim, presenting the victim's own key: no member's, refused as its handshake ends.
    expect(await dialVenue(victim.port, linkTls(thief))).toMatchObject({ upgraded: false, frames: [] });
    // The member goes off and the thief answers at its address, presenting the victim's key: the victim dials it,
    // finds a key that is not the member's, and sends nothing.
    const { host, port } = victim.state.memberList().find((m) => m.deskId === member.deskId)!;
    await member.close();
    opened.splice(opened.indexOf(member), 1);
    const standIn = await answerAs(host, port, thief);
    try {
      await until(() => standIn.upgrades() >= 2, 'the victim to dial the stand-in twice');
      expect(standIn.frames()).toEqual([]);
      expect(victim.desks().find((d) => d.deskId === member.deskId)?.online).toBe(false);
    } finally {
      await standIn.close();
    }
  });

  it('cuts a removed desk off: it is refused and learns nothing made afterwards', async () => {
    const [dock, lobby, gate] = await pairedVenue('Dock', 'Lobby', 'Gate');
    dock!.removeDesk(gate!.deskId);
    await until(() => !lobby!.desks().some((d) => d.name === 'Gate') && gate!.desks().every((d) => d.self || !d.online), 'the gate cut off');
    lobby!.recordStamp(stamp);
    await until(() => dock!.stampedElsewhere('ABCD-123', 'checkIn'), 'the dock to see the stamp');
    // The lobby's links exchange their whole picture once more: whatever a link of its would carry has arrived.
    const synced = new Promise<void>((resolve) => {
      const stop = lobby!.on('synced', () => { stop(); resolve(); });
    });
    lobby!.resync();
    await synced;
    expect(holdsStampOn(gate!.state, 'ABCD-123')).toBe(false);
    expect(gate!.desks().every((d) => d.self || !d.online)).toBe(true);
  });

  it('tells a desk removed while it was off, when it is back, whichever of the two dials', async () => {
    const desks = await pairedVenue('Dock', 'Lobby', 'Gate');
    // The middle desk by id removes the other two while they are off: the lower one dials it when back, the higher one
    // is dialled by it; either way the link carries the removal alone, and ends.
    const [low, middle, high] = [...desks].sort((a, b) => a.deskId.localeCompare(b.deskId));
    for (const off of [low!, high!]) {
      await off.close();
      opened.splice(opened.indexOf(off), 1);
    }
    middle!.removeDesk(low!.deskId);
    middle!.removeDesk(high!.deskId);
    const back = await Promise.all([low!, high!].map((off) => desk(off === low ? 'Low' : 'High', 'acme', folderOf.get(off.deskId))));
    await until(() => back.every((venue) => venue.isRemoved()), 'both told, once back');
    expect(back.map((venue) => venue.isPaired())).toEqual([false, false]);
  });

  it('hands a silent desk\'s waiting writes to one other desk after the grace period, once', async () => {
    const desks = await Promise.all(['Dock', 'Lobby', 'Gate'].map((name) => desk(name, 'acme', tempFolder(), 300)));
    const [dock, lobby, gate] = desks;
    await lobby!.join(dock!.offerPairing());
    await gate!.join(dock!.offerPairing());
    for (const each of desks) await until(() => each.desks().length === 3 && each.desks().every((d) => d.online), 'linked');
    const owner = desks.find((d) => d.deskId === [...desks].map((x) => x.deskId).sort()[2])!;
    owner.recordWaiting({ entryId: 'e1', createdAt: Date.UTC(2026, 0, 1), staffId: null, write: { kind: 'checkIn', code: 'ABCD-123' } });
    const survivors = desks.filter((d) => d !== owner);
    await until(() => survivors.every((d) => d.ownerOf('e1') === owner.deskId), 'the write known everywhere');
    const takeOver = (desk: VenueDesk) => desk.orphans().map((write) => { desk.claim(write); return { ...write, ownerDeskId: desk.deskId }; });
    expect(survivors.flatMap(takeOver)).toEqual([]);
    await owner.close();
    opened.splice(opened.indexOf(owner), 1);
    const taken = await until(() => { const t = survivors.flatMap(takeOver); return t.length ? t : null; }, 'a takeover');
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ entryId: 'e1', ownerDeskId: expect.not.stringMatching(owner.deskId) });
    await until(() => survivors.every((d) => d.ownerOf('e1') === taken[0]!.ownerDeskId), 'agreement on the new owner');
    expect(survivors[0]!.state.waitingWrites()[0]).toMatchObject({ entryId: 'e1', takenOverFrom: owner.deskId });
    expect(survivors.flatMap(takeOver)).toEqual([]);
  });

  it('lets a malformed member record cost only that member: the desk holding it still links, and opens again', async () => {
    const lobbyFolder = tempFolder();
    const dock = await desk('Dock');
    const lobby = await desk('Lobby', 'acme', lobbyFolder);
    await lobby.join(dock.offerPairing());
    await until(() => lobby.desks().length === 2 && lobby.desks().every((d) => d.online), 'linked');
    // Records a desk of an older or broken build could share: a port past 65535, an address that is no address. Their
    // ids sort after every desk's, so every desk would dial them.
    const key = toBase64(nacl.box.keyPair().publicKey);
    dock.state.doc.transact(() => {
      dock.state.members.set('zzzz-port', { deskId: 'zzzz-port', name: 'Bad port', key, host: '127.0.0.1', port: 70_000, accountId: 'acme' });
      dock.state.members.set('zzzz-host', { deskId: 'zzzz-host', name: 'Bad host', key, host: 'a b', port: 4000, accountId: 'acme' });
    });
    await until(() => lobby.state.members.has('zzzz-host'), 'the records on the Lobby');
    await lobby.close();
    opened.splice(opened.indexOf(lobby), 1);
    const again = await desk('Lobby', 'acme', lobbyFolder);
    await until(() => again.desks().length === 2 && again.desks().every((d) => d.online), 'the Lobby linked again');
    expect(again.desks().map((d) => d.name).sort()).toEqual(['Dock', 'Lobby']);
  });

  it('refuses a pairing request whose desk gives no usable address, and goes on working', async () => {
    const dock = await desk('Dock');
    const code = parsePairingCode(dock.offerPairing())!;
    const joiner = await madeUpDesk('zzzz-joiner', 'a b');
    expect(await pairOver(code, joiner.member, joiner.credentials)).toBe('');
    expect(dock.state.members.has('zzzz-joiner')).toBe(false);
    const lobby = await desk('Lobby');
    expect(await lobby.join(dock.offerPairing())).toEqual({ ok: true, joined: 'Dock' });
  });

  it('pairs only with the desk at the other end of the connection: a record naming another key than its TLS one is refused', async () => {
    const dock = await desk('Dock');
    const shown = dock.offerPairing();
    const code = parsePairingCode(shown)!;
    // A joiner that read the code, whose record names a key other than the one its TLS handshake proves.
    const joiner = await madeUpDesk('zzzz-joiner', '127.0.0.1');
    const elsewhere = await linkCredentials(nacl.randomBytes(32));
    expect(await pairOver(code, joiner.member, elsewhere)).toBe('');
    expect(dock.state.members.has('zzzz-joiner')).toBe(false);
    // A desk showing a code of its own, answering with a record whose key is not the one its TLS handshake proves.
    const host = await madeUpDesk('aaaa-host', '127.0.0.1');
    const secret = newPairingSecret();
    const standIn = await answerPairing(elsewhere, secret, host.member);
    const lobby = await desk('Lobby');
    expect(await lobby.join(formatPairingCode({ host: '127.0.0.1', port: standIn.port, secret }))).toMatchObject({ ok: false });
    expect(lobby.state.memberList().map((m) => m.deskId)).not.toContain('aaaa-host');
    // The Dock's code was not spent on the joiner it refused.
    expect(await lobby.join(shown)).toEqual({ ok: true, joined: 'Dock' });
  });
});

/** A desk's identity made up in the test: its keys, and its member record signed as a real desk signs it. */
async function madeUpDesk(deskId: string, host: string): Promise<{ member: VenueMember; credentials: LinkCredentials }> {
  const keys = nacl.box.keyPair();
  const signer = signerOf(keys.secretKey);
  const credentials = await linkCredentials(keys.secretKey);
  const identity = { deskId, key: toBase64(keys.publicKey), signKey: signer.signKey, linkKey: credentials.linkKey, accountId: 'acme' };
  return { member: { ...identity, name: deskId, host, port: 4000, idSig: signer.sign(identityBytes(identity)) }, credentials };
}

/** Sends a pairing request for `member` over TLS with `credentials`: all the showing desk answered. */
function pairOver(code: { host: string; port: number; secret: Uint8Array }, member: VenueMember, credentials: LinkCredentials): Promise<string> {
  return new Promise<string>((resolve) => {
    const socket = new WebSocket(`wss://${code.host}:${code.port}`, linkTls(credentials));
    const frames: string[] = [];
    socket.on('open', () => socket.send(JSON.stringify(pairRequest(code.secret, member, 'acme'))));
    socket.on('message', (data: Buffer) => frames.push(String(data)));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(frames.join('')));
  });
}

/** A server showing a code of `secret`, answering a joiner with `host` as its record, over TLS with `credentials`. */
async function answerPairing(credentials: LinkCredentials, secret: Uint8Array, host: VenueMember): Promise<{ port: number }> {
  const https = createHttps(linkTls(credentials));
  const server = new WebSocketServer({ server: https, maxPayload: MAX_FRAME });
  server.on('connection', (socket) => socket.once('message', (data: Buffer) => {
    const accepted = acceptedJoiner([{ secret, expiresAt: Infinity }], JSON.parse(String(data)) as Record<string, unknown>, 0);
    if (accepted) socket.send(JSON.stringify(pairAnswer(secret, host, accepted.joiner.key, 'acme')));
    socket.close();
  }));
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => {
    for (const client of server.clients) client.terminate();
    https.close(() => resolve());
  }));
  return { port: (https.address() as { port: number }).port };
}

/** A certificate carrying `linkKey` (another desk's public key), signed by the impostor's own key: all it can make. */
async function certificateNaming(linkKey: string, impostor: LinkCredentials): Promise<string> {
  const engine = new CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });
  const certificate = Certificate.fromBER(Buffer.from(impostor.cert.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64'));
  certificate.subjectPublicKeyInfo = PublicKeyInfo.fromBER(Buffer.from(linkKey, 'base64'));
  const der = Buffer.from(impostor.key.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
  const signing = await webcrypto.subtle.importKey('pkcs8', der, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  await certificate.sign(signing, 'SHA-256', engine);
  const signedDer = Buffer.from(certificate.toSchema(true).toBER(false)).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${signedDer.replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
}
