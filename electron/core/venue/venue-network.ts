// Which network a desk's venue listens on: this computer only (loopback, the default), or one of the
// machine's LAN interfaces. The choice is kept by the interface's name, not its address, so that a desk whose
// address changed (a new DHCP lease) listens on the new one and is found there again.
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

export const LOOPBACK = '127.0.0.1';

/** One of the machine's networks a person can choose: "eth0 (192.168.1.23)". */
export interface LanNetwork { name: string; address: string; netmask: string }

export type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * The machine's IPv4 LAN networks, one per interface (its first IPv4 address). Loopback is not a LAN, and a
 * link-local address (169.254.x.x, what a computer gives itself when no DHCP answered) reaches no other desk.
 */
export function lanNetworks(interfaces: Interfaces = networkInterfaces()): LanNetwork[] {
  const found: LanNetwork[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    const ipv4 = (infos ?? []).find((info) => info.family === 'IPv4' && !info.internal && !info.address.startsWith('169.254.'));
    if (ipv4) found.push({ name, address: ipv4.address, netmask: ipv4.netmask });
  }
  return found;
}

/**
 * The address to listen on: loopback for this computer only (network null), else the chosen interface's address
 * now, or null while that interface has none (unplugged, no lease yet).
 */
export function addressOf(network: string | null, interfaces: Interfaces = networkInterfaces()): string | null {
  if (network === null) return LOOPBACK;
  return lanNetworks(interfaces).find((lan) => lan.name === network)?.address ?? null;
}

/** The LAN this computer shares with an address (a pairing code's), if any: the network to listen on to reach it. */
export function networkReaching(host: string, interfaces: Interfaces = networkInterfaces()): LanNetwork | null {
  const target = ipv4Number(host);
  if (target === null) return null;
  return lanNetworks(interfaces).find((lan) => {
    const mask = ipv4Number(lan.netmask), own = ipv4Number(lan.address);
    return mask !== null && own !== null && ((own & mask) >>> 0) === ((target & mask) >>> 0);
  }) ?? null;
}

export const isLoopback = (host: string): boolean => host.startsWith('127.');

export function ipv4Number(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => ((value << 8) | Number(part)) >>> 0, 0);
}
