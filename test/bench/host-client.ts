// A contract client for benchmarks: a browser-host session opened with the launch key, then calls over HTTP, as
// the renderer in browser mode makes them.
import type { RunningHost } from '../../electron/host/index.js';

async function openSession(url: string, key: string): Promise<string> {
  const response = await fetch(`${url}desk/session`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url.replace(/\/$/, '') },
    body: JSON.stringify({ key }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export type ContractCall = <T = unknown>(name: string, input: unknown) => Promise<{ ok: boolean; value?: T }>;

export async function hostClient(host: RunningHost): Promise<ContractCall> {
  // A fresh single-use launch address of its own (the host's first one may already be spent; an unused one retires).
  const cookie = await openSession(host.url, host.newLaunchUrl().split('#key=')[1]!);
  return (name, input) => fetch(`${host.url}desk/call/${name}`, {
    method: 'POST', body: JSON.stringify(input),
    headers: { 'Content-Type': 'application/json', Origin: host.url.replace(/\/$/, ''), Cookie: cookie },
  }).then((response) => response.json());
}
