// Which address a desk's venue listens on: loopback unless a LAN interface is chosen, that interface's
// address as it is now (a new DHCP lease followed), none while it has none, and the LAN a pairing code's address is on.
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { addressOf, lanNetworks, networkReaching, type Interfaces } from '../../../../electron/core/venue/venue-network.js';

const v4 = (address: string, netmask = '255.255.255.0', internal = false): NetworkInterfaceInfo =>
  ({ address, netmask, family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: null });
const v6 = (address: string): NetworkInterfaceInfo =>
  ({ address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:00', internal: false, cidr: null, scopeid: 0 });

const machine: Interfaces = {
  lo: [v4('127.0.0.1', '255.0.0.0', true)],
  eth0: [v6('fe80::1'), v4('192.168.1.23')],
  wlan0: [v4('169.254.10.2', '255.255.0.0')],
  tun0: [v4('10.8.0.5', '255.255.255.255')],
};

describe('the network a venue listens on', () => {
  it('offers the LAN interfaces with their IPv4 address, not loopback and not a self-given link-local one', () => {
    expect(lanNetworks(machine)).toEqual([
      { name: 'eth0', address: '192.168.1.23', netmask: '255.255.255.0' },
      { name: 'tun0', address: '10.8.0.5', netmask: '255.255.255.255' },
    ]);
  });

  it('listens on loopback by default, on the chosen interface as its address is now, and nowhere while it has none', () => {
    expect(addressOf(null, machine)).toBe('127.0.0.1');
    expect(addressOf('eth0', machine)).toBe('192.168.1.23');
    expect(addressOf('eth0', { ...machine, eth0: [v4('192.168.1.77')] })).toBe('192.168.1.77');
    expect(addressOf('eth0', { lo: machine.lo })).toBeNull();
    expect(addressOf('wlan0', machine)).toBeNull();
  });

  it('finds the interface on the same LAN as a pairing code\'s address', () => {
    expect(networkReaching('192.168.1.40', machine)?.name).toBe('eth0');
    expect(networkReaching('192.168.2.40', machine)).toBeNull();
    expect(networkReaching('not an address', machine)).toBeNull();
  });
});
