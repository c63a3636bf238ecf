// A plain TCP forwarder: connections to its own address are piped to another. Tests of desks in network namespaces
// use it so that a desk reaches the sandbox at an address of its own computer, as it reaches a real service, while
// the bytes really cross the namespaces' interfaces.
import { connect, createServer, type Socket } from 'node:net';

export interface Forwarder { readonly port: number; close(): Promise<void> }

/** `tap` hears every byte both ways, as someone on the network would; `listenPort` 0 takes any free one. */
export async function forwardTcp(listenHost: string, toHost: string, toPort: number, tap?: (bytes: Buffer) => void, listenPort = 0): Promise<Forwarder> {
  const open = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect({ host: toHost, port: toPort });
    open.add(incoming).add(outgoing);
    if (tap) {
      incoming.on('data', tap);
      outgoing.on('data', tap);
    }
    incoming.pipe(outgoing).pipe(incoming);
    const end = () => { incoming.destroy(); outgoing.destroy(); open.delete(incoming); open.delete(outgoing); };
    incoming.on('error', end).on('close', end);
    outgoing.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(listenPort, listenHost, resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
