// Tiny local HTTP servers for answers the sandbox never gives (302s, https→http moves, gateway errors).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  seen: IncomingMessage[];
}

const servers: Server[] = [];

/** For afterEach: closes every server started since. */
export async function closeLocalServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => {
    s.close(resolve);
    s.closeAllConnections();
  })));
}

/** Answers every request with `status` and the headers built from its own URL and the request path. */
export async function fixedAnswer(status: number, headers: (self: string, path: string) => Record<string, string> = () => ({}),
  body = ''): Promise<LocalServer> {
  const seen: IncomingMessage[] = [];
  let self = '';
  const server = createServer((request, response) => {
    seen.push(request);
    request.resume();
    response.writeHead(status, headers(self, request.url ?? '/'));
    response.end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: self, seen };
}

/** Answers with a 301 to wherever `location` says. */
export const redirecting = (status: number, location: (self: string, path: string) => string) =>
  fixedAnswer(status, (self, path) => ({ Location: location(self, path) }));

/** One server that moved its API within itself: every path under `from` answers 301 to the same path under `to`. */
export async function movedWithin(from: string, to: string): Promise<LocalServer> {
  return fixedAnswerBy((self, path): { status: number; headers: Record<string, string> } => (path.startsWith(from)
    ? { status: 301, headers: { Location: `${self}${to}${path.slice(from.length)}` } }
    : { status: 200, headers: {} }));
}

async function fixedAnswerBy(answer: (self: string, path: string) => { status: number; headers: Record<string, string> }):
  Promise<LocalServer> {
  const seen: IncomingMessage[] = [];
  let self = '';
  const server = createServer((request, response) => {
    seen.push(request);
    request.resume();
    const { status, headers } = answer(self, request.url ?? '/');
    response.writeHead(status, headers);
    response.end('');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: self, seen };
}
