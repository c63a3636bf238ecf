// Desks on this computer's LAN address rather than loopback: the code carries that address, nothing
// listens on loopback, a desk that comes back on another port is found again by mDNS, and what the network hears of
// the announcements names no desk, account, guest or key. Runs wherever the machine has a LAN address; the same
// across computers, with addresses that change, is in venue-namespaces.test.ts.
import { createSocket, type Socket } from 'node:dgram';
import { createServer, connect, type Server } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { parsePairingCode } from '../../../../electron/core/venue/pairing-code.js';
import { lanNetworks } from '../../../../electron/core/venue/venue-network.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-lan-');
const lan = lanNetworks()[0] ?? null;
if (!lan) console.log('venue-lan.test: skipped, this machine has no IPv4 address besides loopback to listen on');
const opened = new Set<VenueDesk>();
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  await Promise.all([...opened].map((desk) => desk.close()));
  opened.clear();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(() => undefined);

async function desk(deskName: string, folder = tempFolder(), accountId = 'acme-lan'): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder, deskName, accountId, network: lan!.name, beatMs: 100, watchMs: 200 });
  opened.add(venue);
  return venue;
}

const refused = (host: string, port: number) => new Promise<boolean>((resolve) => {
  const socket = connect({ host, port });
  socket.once('connect', () => { socket.destroy(); resolve(false); });
  socket.once('error', () => resolve(true));
});

/** Every mDNS packet on the LAN's interface while the test runs, as raw bytes. */
function listenToMdns(address: string): { packets: Buffer[] } {
  const heard: { packets: Buffer[] } = { packets: [] };
  const socket: Socket = createSocket({ type: 'udp4', reuseAddr: true });
  socket.on('message', (packet) => heard.packets.push(packet));
  socket.bind(5353, '0.0.0.0', () => socket.addMembership('224.0.0.251', address));
  cleanups.push(() => new Promise<void>((resolve) => socket.close(() => resolve())));
  return heard;
}

describe.skipIf(!lan)(`desks on this computer's LAN address (${lan?.name ?? 'none'} ${lan?.address ?? ''})`, () => {
  it('shows a code carrying the LAN address, listens there and not on loopback, and links over it', async () => {
    const dock = await desk('Dock');
    const lobby = await desk('Lobby');
    const code = parsePairingCode(dock.offerPairing())!;
    expect(code.host).toBe(lan!.address);
    expect(dock.address).toBe(lan!.address);
    expect(await refused('127.0.0.1', dock.port)).toBe(true);
    expect(await lobby.join(dock.offerPairing())).toEqual({ ok: true, joined: 'Dock' });
    await until(() => dock.desks().every((d) => d.online) && lobby.desks().length === 2 && lobby.desks().every((d) => d.online), 'linked');
    dock.recordStamp({ code: 'LAN-1', kind: 'checkIn', at: Date.now(), staffName: 'Priya Shah', guestName: null });
    await until(() => lobby.stampedElsewhere('LAN-1', 'checkIn'), 'the stamp across the LAN address');
    expect(lobby.state.memberList().find((m) => m.name === 'Dock')?.host).toBe(lan!.address);
  });

  it('finds a desk again by mDNS when it comes back on another port, and the announcements name nothing', async () => {
    const heard = listenToMdns(lan!.address);
    const folders = [tempFolder(), tempFolder()];
    const desks = [await desk('Dock', folders[0]), await desk('Lobby', folders[1])];
    await desks[1]!.join(desks[0]!.offerPairing());
    await until(() => desks.every((d) => d.desks().length === 2 && d.desks().every((x) => x.online)), 'linked');
    // The desk with the greater id is the one dialled: once it moves, only discovery can tell the other where.
    const dialled = desks.reduce((a, b) => (a.deskId > b.deskId ? a : b));
    const dialler = desks.find((d) => d !== dialled)!;
    const folder = folders[desks.indexOf(dialled)]!;
    const oldPort = dialled.port;
    await dialled.close();
    opened.delete(dialled);
    // Something else now listens on the old port and never answers. It reads what it is sent, as a real program
    // would: a socket never read never sees the dialler hang up, and close() would wait on it for ever.
    const squatter: Server = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => squatter.listen(oldPort, lan!.address, resolve));
    cleanups.push(() => new Promise<void>((resolve) => squatter.close(() => resolve())));
    // The dialler lists the old port; the moved desk never dials it (its id sorts after), so only mDNS can tell it.
    expect(dialler.state.memberList().find((m) => m.deskId === dialled.deskId)?.port).toBe(oldPort);
    const back = await desk(dialled === desks[0] ? 'Dock' : 'Lobby', folder);
    expect(back.deskId).toBe(dialled.deskId);
    expect(back.port).not.toBe(oldPort);
    await until(() => dialler.desks().every((d) => d.online), 'the moved desk found again by mDNS');
    back.recordStamp({ code: 'LAN-2', kind: 'checkIn', at: Date.now(), staffName: 'Priya Shah', guestName: 'Ann Lee' });
    await until(() => dialler.stampedElsewhere('LAN-2', 'checkIn'), 'the stamp from the moved desk');

    const wire = Buffer.concat(heard.packets);
    expect(heard.packets.length).toBeGreaterThan(0);
    expect(wire.includes(Buffer.from(lan!.address.split('.').map(Number)))).toBe(true);
    const secrets = [
      'Dock', 'Lobby', 'acme-lan', 'Ann Lee', 'Priya', 'LAN-2', ...desks.map((d) => d.deskId),
      ...back.state.memberList().flatMap((m) => [m.key, Buffer.from(m.key, 'base64').toString('hex')]),
    ];
    for (const secret of secrets) expect(wire.includes(Buffer.from(secret)), `mDNS carried "${secret}"`).toBe(false);
    for (const m of back.state.memberList()) expect(wire.includes(Buffer.from(m.key, 'base64'))).toBe(false);
  });
});
