// One mDNS datagram crafted by any host on the LAN: the security review's 29 KB packet of pointers and tags blocked a
// desk's main thread for 13–14 s, because matching it cost pointers × tags × members HMACs. The work a desk does for a
// packet is counted (HMACs computed), not timed: the bench (`npm run bench -- venue-attack`) times it.
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it } from 'vitest';
import { HMACS_PER_SECOND, VenueDiscovery } from '../../../../electron/core/venue/venue-discovery.js';
import { toBase64 } from '../../../../electron/core/venue/venue-bytes.js';
import type { VenueMember } from '../../../../electron/core/venue/venue-state.js';
import { craftedAnswer } from '../../../support/venue-flood.js';

const opened: VenueDiscovery[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((discovery) => discovery.close()));
});

const members: VenueMember[] = Array.from({ length: 16 }, (_, i) => ({
  deskId: `desk-${i}`, name: `Desk ${i}`, accountId: 'acme', key: toBase64(nacl.box.keyPair().publicKey), host: '127.0.0.2', port: 4000 + i,
  signKey: toBase64(nacl.sign.keyPair().publicKey), linkKey: '', idSig: '',
}));

function discovery(): VenueDiscovery {
  const found = new VenueDiscovery({
    address: '127.0.0.1', netmask: '255.0.0.0', port: 4100, deskId: 'desk-self', keys: nacl.box.keyPair(),
    members: () => members, onFound: () => undefined, onProblem: () => undefined,
  });
  opened.push(found);
  return found;
}

describe('reading mDNS announcements from a hostile host', () => {
  it('bounds the work of one crafted 29 KB datagram to a few HMACs per member, and of a stream of them per second', () => {
    const desk = discovery();
    const { bytes, response } = craftedAnswer(200, 800);
    expect(bytes).toBeGreaterThan(28_000);
    expect(bytes).toBeLessThan(65_000);
    desk.heard(response, '127.0.0.2');
    // Before: 200 pointers × 800 tags × 16 members = 2,560,000 HMACs for this one packet.
    expect(desk.work.hmacs).toBeLessThanOrEqual(4 * members.length);
    for (let i = 0; i < 100; i += 1) desk.heard(response, '127.0.0.2');
    // However many arrive, no more than a second's budget (and one packet's worth) each second.
    expect(desk.work.hmacs).toBeLessThanOrEqual(2 * HMACS_PER_SECOND + 4 * members.length);
    expect(desk.work.dropped).toBeGreaterThan(0);
  });
});
