// Starts the browser host: the desk's calls, events and built renderer over HTTP on 127.0.0.1, locked to the one
// page that was handed the launch key.
import { realpath } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeskEventSource } from '../core/desk/desk-events.js';
import type { DeskHandlers } from '../core/desk/dispatch.js';
import type { DeskLog } from '../core/log/desk-log.js';
import { HEARTBEAT_MS } from './event-stream.js';
import { hostRequestListener } from './host-router.js';
import { LaunchSessions } from './launch-sessions.js';

export interface HostOptions {
  handlers: DeskHandlers;
  events: DeskEventSource;
  /** The desk's log: what went wrong, and the launch keys and session tokens it must never show. */
  log: DeskLog;
  /** The built renderer (the folder holding index.html). */
  staticDir: string;
  /** 0 or absent: any free port. */
  port?: number;
  /** How often the event stream sends a heartbeat; tests shorten it. */
  heartbeatMs?: number;
}

export interface RunningHost {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** url + '#key=<launch key>': the address to open. It works once: the first page to open it gets the session. */
  launchUrl: string;
  /** A fresh single-use launch address (for another browser); any earlier unused one stops working. */
  newLaunchUrl(): string;
  address: AddressInfo;
  close(): Promise<void>;
}

// Loopback only: the desk acts with the signed-in staff member's rights and must not be reachable from the network.
const LOOPBACK = '127.0.0.1';

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const staticRoot = await realpath(options.staticDir).catch(() => {
    throw new Error(`The renderer is not built: ${options.staticDir} does not exist. Build it first.`);
  });
  const sessions = new LaunchSessions(Date.now, (secret) => options.log.keepOut(secret));
  const server = createServer();
  await listen(server, options.port ?? 0);
  const address = server.address() as AddressInfo;
  sessions.bindTo(address.port);
  server.on('request', hostRequestListener({
    handlers: options.handlers, events: options.events, log: options.log, sessions, staticRoot,
    port: address.port, heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
  }));
  const url = `http://${LOOPBACK}:${address.port}/`;
  let closing: Promise<void> | null = null;
  return {
    url,
    launchUrl: `${url}#key=${sessions.issueKey()}`,
    newLaunchUrl: () => `${url}#key=${sessions.issueKey()}`,
    address,
    close: () => (closing ??= stop(server)),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Event streams never end by themselves, so open connections are closed rather than waited for. */
function stop(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
