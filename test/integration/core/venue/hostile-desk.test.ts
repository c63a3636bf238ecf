// A paired desk turned hostile (stolen, or running a changed build) writes into the shared day what no honest desk
// would: values out of any sane range, records that claim to be another desk's, members nobody paired, more than the
// day can hold. Each case is the probe of the security review, run against a real venue of desks on loopback; the
// other desks must keep working and believe none of it.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import nacl from 'tweetnacl';
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { withVenueNotes } from '../../../../electron/core/venue/venue-notes.js';
import { signed, signerOf } from '../../../../electron/core/venue/venue-signing.js';
import { identityBytes, type VenueMember } from '../../../../electron/core/venue/venue-state.js';
import { toBase64 } from '../../../../electron/core/venue/venue-bytes.js';
import { MAX_DAY_BYTES } from '../../../../electron/core/venue/venue-links.js';
import { tellStamp } from '../../../../electron/core/venue/desk-venue.js';
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-hostile-');
const opened: VenueDesk[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((desk) => desk.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function desk(deskName: string): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder: tempFolder(), deskName, accountId: 'acme', beatMs: 100 });
  opened.push(venue);
  return venue;
}

/** The Dock (honest) and the Lobby (the attacker), paired and linked. */
async function pairedWithAttacker(): Promise<[VenueDesk, VenueDesk]> {
  const dock = await desk('Dock');
  const lobby = await desk('Lobby');
  expect(await lobby.join(dock.offerPairing())).toEqual({ ok: true, joined: 'Dock' });
  for (const each of [dock, lobby]) await until(() => each.desks().length === 2 && each.desks().every((d) => d.online), 'linked');
  return [dock, lobby];
}

const today = Date.now();

function detailOf(code: string): BookingDetail {
  return { code, notes: [] } as unknown as BookingDetail;
}

describe('a hostile paired desk', () => {
  it('cannot make a booking unreadable with a time of 1e300: that record costs itself, the others are told', async () => {
    const [dock, lobby] = await pairedWithAttacker();
    // Written as a changed build would, straight into the shared day.
    lobby.state.doc.transact(() => {
      for (const [key, at] of [['BAD-1', 1e300], ['BAD-2', -1], ['BAD-3', Number.MAX_SAFE_INTEGER]] as const) {
        lobby.state.notes.set(`${lobby.deskId}:${key}`, { code: key, body: 'hostile', private: false, at, staffId: null, deskId: lobby.deskId, deskName: 'Lobby' });
      }
      lobby.state.notes.set(`${lobby.deskId}:big`, { code: 'BIG-1', body: 'x'.repeat(100_000), private: false, at: today, staffId: null, deskId: lobby.deskId, deskName: 'Lobby' });
    });
    lobby.recordStamp({ code: 'GOOD-1', kind: 'checkIn', at: today, staffName: 'Priya Shah', guestName: null });
    const good = await until(() => dock.stampedElsewhere('GOOD-1', 'checkIn'), 'the honest stamp told');
    const goodDay = good.day;
    lobby.state.doc.transact(() => {
      lobby.state.stamps.set(`checkIn:BAD-1:${goodDay}`, { ...good, code: 'BAD-1', at: 1e300 });
      lobby.state.stamps.set(`checkIn:BAD-2:${goodDay}`, { ...good, code: 'BAD-2', day: 1e300 });
      lobby.state.stamps.set(`checkIn:BAD-3:${goodDay}`, { ...good, code: 'BAD-3', staffName: 'x'.repeat(100_000) });
    });
    await until(() => dock.state.stamps.has(`checkIn:BAD-3:${goodDay}`), 'the hostile stamps on the Dock');
    // What the check-in asks and what the booking's screen reads: neither throws, and the bad records are no stamp.
    for (const code of ['BAD-1', 'BAD-2', 'BAD-3']) {
      expect(dock.stampedElsewhere(code, 'checkIn')).toBeNull();
      expect(() => withVenueNotes(detailOf(code), dock.state, dock.deskId)).not.toThrow();
      expect(withVenueNotes(detailOf(code), dock.state, dock.deskId).notes).toEqual([]);
    }
    expect(withVenueNotes(detailOf('BIG-1'), dock.state, dock.deskId).notes).toEqual([]);
    expect(tellStamp(dock.stampedElsewhere('GOOD-1', 'checkIn')!, (at) => new Date(at).toISOString())).toContain('at the Lobby desk, by Priya Shah');
  });
});

/** A desk identity made up by the attacker: keys it holds, signed as a real desk's would be. */
function ghost(deskId: string, host: string, port: number): VenueMember {
  const keys = nacl.box.keyPair();
  const signer = signerOf(keys.secretKey);
  const linkKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const identity = { deskId, key: toBase64(keys.publicKey), signKey: signer.signKey, linkKey, accountId: 'acme' };
  return { ...identity, name: 'Lobby', host, port, idSig: signer.sign(identityBytes(identity)) };
}

/** A server that counts the connections made to it: where the attacker points the others. */
async function countingServer(): Promise<{ port: number; count: () => number }> {
  let count = 0;
  const server = createServer((socket) => { count += 1; socket.destroy(); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as { port: number }).port, count: () => count };
}

/** The attacker's own signer, as its build reads it from its identity file. */
const signerOfDesk = (desk: VenueDesk) => signerOf((desk as unknown as { identity: { keys: { secretKey: Uint8Array } } }).identity.keys.secretKey);

describe('a hostile paired desk and the member list', () => {
  it('cannot add members: records written straight into the list, or an admission in another desk\'s name, make no desk; desks only it admitted leave with it', async () => {
    const [dock, lobby] = await pairedWithAttacker();
    const gate = await desk('Gate');
    expect(await gate.join(lobby.offerPairing())).toEqual({ ok: true, joined: 'Lobby' });
    await until(() => dock.desks().length === 3 && dock.desks().every((d) => d.online), 'the Gate, paired by the Lobby, linked to the Dock');
    const target = await countingServer();
    const written = ghost('zzzz-written', '127.0.0.1', target.port);
    const forged = ghost('zzzz-forged', '127.0.0.1', target.port);
    const admitted = ghost('zzzz-admitted', '127.0.0.1', target.port);
    // The review's probe: member records written into the shared list. Then one signed by the attacker in the Dock's
    // name, and one the attacker admits under its own name (a pairing it says it did).
    lobby.state.doc.transact(() => lobby.state.members.set(written.deskId, written));
    const asDock = signed(signerOfDesk(lobby), dock.deskId, 'admitted', `${dock.deskId}>${forged.deskId}`, forged);
    lobby.state.doc.transact(() => lobby.state.admitted.set(`${dock.deskId}>${forged.deskId}`, asDock));
    lobby.state.put(lobby.state.admitted, `${lobby.deskId}>${admitted.deskId}`, admitted);
    await until(() => dock.state.admitted.has(`${lobby.deskId}>${admitted.deskId}`) && dock.state.members.has(written.deskId), 'the records on the Dock');
    const names = () => dock.state.memberList().map((m) => m.deskId);
    expect(names()).not.toContain(written.deskId);
    expect(names()).not.toContain(forged.deskId);
    // What the attacker signs as its own pairing is its pairing, shown and dialled while it is a member…
    expect(names()).toContain(admitted.deskId);
    dock.removeDesk(lobby.deskId);
    // …and goes with it: the Gate, which the Dock heard for itself, stays.
    await until(() => !names().includes(admitted.deskId), 'the desk only the attacker admitted gone');
    expect(dock.desks().map((d) => d.name).sort()).toEqual(['Dock', 'Gate']);
    expect(dock.desks().every((d) => d.online)).toBe(true);
  });

  it('cannot rewrite another desk\'s record or speak for it: the Lobby stays the Lobby, a stamp "from the Lobby" it made is not believed', async () => {
    const [dock, gate] = await pairedWithAttacker();
    const lobby = await desk('Lobby');
    expect(await lobby.join(dock.offerPairing())).toEqual({ ok: true, joined: 'Dock' });
    await until(() => dock.desks().length === 3 && dock.desks().every((d) => d.online), 'three desks linked');
    // The attacker holds the Lobby's own record before it rewrites it (else the two writes are concurrent, and Yjs
    // may keep either).
    await until(() => gate.state.members.has(lobby.deskId) && dock.state.members.has(lobby.deskId), 'the Lobby\'s record on both');
    const realLobby = dock.state.memberList().find((m) => m.deskId === lobby.deskId)!;
    const attacker = gate.state.memberList().find((m) => m.deskId === gate.deskId)!;
    // The Gate (the attacker) puts its own key and address in the Lobby's record, plainly and signed by itself.
    const rewritten = {
      ...realLobby, key: attacker.key, signKey: attacker.signKey, linkKey: attacker.linkKey, host: attacker.host, port: attacker.port, idSig: attacker.idSig,
    };
    gate.state.doc.transact(() => gate.state.members.set(lobby.deskId, rewritten));
    const stamp = { code: 'FORGED-1', kind: 'checkIn' as const, at: today, deskId: lobby.deskId, deskName: 'Lobby', staffName: 'Priya Shah', guestName: null, day: 20260101 };
    const day = (await until(() => { gate.recordStamp({ code: 'REAL-1', kind: 'checkIn', at: today, staffName: null, guestName: null }); return dock.stampedElsewhere('REAL-1', 'checkIn'); }, 'a stamp of the Gate')).day;
    gate.state.doc.transact(() => gate.state.stamps.set(`checkIn:FORGED-1:${day}`, { ...stamp, day }));
    gate.state.put(gate.state.stamps, `checkIn:FORGED-2:${day}`, { ...stamp, code: 'FORGED-2', day });
    gate.state.doc.transact(() => gate.state.stamps.set(`checkIn:FORGED-3:${day}`,
      signed(signerOfDesk(gate), lobby.deskId, 'stamps', `checkIn:FORGED-3:${day}`, { ...stamp, code: 'FORGED-3', day })));
    await until(() => dock.state.stamps.has(`checkIn:FORGED-3:${day}`) && dock.state.members.get(lobby.deskId) !== undefined
      && (dock.state.members.get(lobby.deskId) as { key?: string }).key === attacker.key, 'the rewrites on the Dock');
    const lobbyOnDock = dock.state.memberList().find((m) => m.deskId === lobby.deskId);
    expect(lobbyOnDock).toMatchObject({ key: realLobby.key, host: realLobby.host, port: realLobby.port });
    for (const code of ['FORGED-1', 'FORGED-2', 'FORGED-3']) expect(dock.stampedElsewhere(code, 'checkIn')).toBeNull();
    // The real Lobby is not cut off: its stamp reaches the Dock, as from the Lobby.
    lobby.recordStamp({ code: 'LOBBY-1', kind: 'checkIn', at: today, staffName: 'Priya Shah', guestName: null });
    expect((await until(() => dock.stampedElsewhere('LOBBY-1', 'checkIn'), 'the Lobby\'s own stamp')).deskName).toBe('Lobby');
    expect(dock.desks().find((d) => d.deskId === lobby.deskId)?.online).toBe(true);
  });
});

describe('a hostile paired desk and what the others dial and keep', () => {
  it('cannot make the others dial an address no pairing admitted, and one it admitted itself is dialled with back-off', async () => {
    const [dock, lobby] = await pairedWithAttacker();
    const unpaired = await countingServer();
    const admittedTarget = await countingServer();
    const written = ghost('zzzz-written', '127.0.0.1', unpaired.port);
    const admitted = ghost('zzzz-admitted', '127.0.0.1', admittedTarget.port);
    lobby.state.doc.transact(() => lobby.state.members.set(written.deskId, written));
    lobby.state.put(lobby.state.admitted, `${lobby.deskId}>${admitted.deskId}`, admitted);
    await until(() => dock.state.memberList().some((m) => m.deskId === admitted.deskId), 'the admitted ghost on the Dock');
    // Thirty beats of the Dock (100 ms each): before, a dial at each of them, at each address.
    const beatsOf = (venue: VenueDesk) => (venue as unknown as { links: { beats: number } }).links.beats;
    const from = beatsOf(dock);
    await until(() => beatsOf(dock) >= from + 30, 'thirty beats of the Dock');
    expect(unpaired.count()).toBe(0);
    expect(admittedTarget.count()).toBeGreaterThan(0);
    // Both desks dial it (the attacker too, its own made-up desk): with back-off, one every fourth beat at most, each.
    expect(admittedTarget.count()).toBeLessThanOrEqual(20);
  });

  it('cannot grow the shared day past its bound: an update that would pass it is refused, and its link ended', async () => {
    const [dock, lobby] = await pairedWithAttacker();
    // The review's 100 MB of notes, 2.5 MB at a time, each sent once the one before has arrived or been refused.
    let refused = false;
    for (let i = 0; i < 40 && !refused; i += 1) {
      const key = `${lobby.deskId}:${i}`;
      lobby.state.put(lobby.state.notes, key, {
        code: `BIG-${i}`, body: 'x'.repeat(2_500_000), private: false, at: today, staffId: null, deskId: lobby.deskId, deskName: 'Lobby',
      });
      await until(() => dock.state.notes.has(key) || (refused = !dock.desks().every((d) => d.online)), `note ${i} taken or refused`);
    }
    expect(refused).toBe(true);
    // Some arrived (it is the bound that stopped them), and the copy stays within it.
    expect(dock.state.notes.size).toBeGreaterThan(0);
    expect(Y.encodeStateAsUpdate(dock.state.doc).length).toBeLessThanOrEqual(MAX_DAY_BYTES);
    // None of them is a note (each is past the service's 3,000 characters), and the booking still reads.
    expect(dock.state.noteList()).toEqual([]);
    expect(withVenueNotes(detailOf('BIG-1'), dock.state, dock.deskId).notes).toEqual([]);
  });
});
