// A small LAN of Linux network namespaces for tests of desks on different computers: one namespace per desk, each
// with an interface "lan0" on a bridge in the test's own namespace, so desks reach each other (and mDNS's multicast)
// only across real interfaces with addresses of their own. Needs root and iproute2; `unavailable()` says why not.
import { execFileSync, spawnSync } from 'node:child_process';

export interface TestLan {
  /** The bridge's address in the test's namespace: what the desks reach this process at. */
  readonly gateway: string;
  readonly subnet: string;
  /** The namespace's name, for `ip netns exec`. */
  namespace(desk: string): string;
  address(desk: string): string;
  /** The desk's interface gets another address, as a new DHCP lease gives it. */
  readdress(desk: string, address: string): void;
  /** The desk's cable is pulled (down) or plugged in again (up). */
  setLink(desk: string, up: boolean): void;
  remove(): void;
}

const ip = (...args: string[]): string => execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Why namespaces cannot be made here, or null when they can. */
export function unavailable(): string | null {
  if (process.platform !== 'linux') return `network namespaces are Linux only (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'making network namespaces needs root';
  if (spawnSync('ip', ['-V']).error) return 'iproute2 (the ip command) is not installed: apt-get install -y iproute2';
  const probe = `fdprobe${process.pid}`;
  const made = spawnSync('ip', ['netns', 'add', probe], { encoding: 'utf8' });
  if (made.status !== 0) return `ip netns add failed: ${(made.stderr || String(made.error)).trim()}`;
  spawnSync('ip', ['netns', 'del', probe]);
  return null;
}

/** Makes the LAN; `index` (0–200) keeps two test files' LANs apart. Remove it in afterAll, even after a failure. */
export function makeTestLan(desks: string[], index: number): TestLan {
  const tag = `${process.pid % 100_000}${index}`;
  const subnet = `10.${(process.pid % 200) + 20}.${index}`;
  const bridge = `fdbr${tag}`;
  const names = new Map(desks.map((desk, i) => [desk, { ns: `fd${tag}${desk.toLowerCase()}`, veth: `fdv${tag}${i}`, address: `${subnet}.${i + 1}` }]));
  const lan: TestLan = {
    gateway: `${subnet}.254`,
    subnet,
    namespace: (desk) => names.get(desk)!.ns,
    address: (desk) => names.get(desk)!.address,
    readdress: (desk, address) => {
      const at = names.get(desk)!;
      ip('-n', at.ns, 'addr', 'del', `${at.address}/24`, 'dev', 'lan0');
      ip('-n', at.ns, 'addr', 'add', `${address}/24`, 'dev', 'lan0');
      at.address = address;
    },
    setLink: (desk, up) => { ip('link', 'set', names.get(desk)!.veth, up ? 'up' : 'down'); },
    remove: () => {
      // The root side of each pair goes first: a namespace's own teardown happens later, in the kernel's time.
      for (const { ns, veth } of names.values()) {
        spawnSync('ip', ['link', 'del', veth]);
        spawnSync('ip', ['netns', 'del', ns]);
      }
      spawnSync('ip', ['link', 'del', bridge]);
    },
  };
  try {
    ip('link', 'add', bridge, 'type', 'bridge');
    ip('addr', 'add', `${lan.gateway}/24`, 'dev', bridge);
    ip('link', 'set', bridge, 'up');
    for (const { ns, veth, address } of names.values()) {
      ip('netns', 'add', ns);
      ip('link', 'add', veth, 'type', 'veth', 'peer', 'name', `${veth}p`);
      ip('link', 'set', `${veth}p`, 'netns', ns);
      ip('-n', ns, 'link', 'set', `${veth}p`, 'name', 'lan0');
      ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'lan0');
      ip('-n', ns, 'link', 'set', 'lan0', 'up');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('link', 'set', veth, 'master', bridge);
      ip('link', 'set', veth, 'up');
    }
  } catch (error) {
    lan.remove();
    throw error;
  }
  return lan;
}
