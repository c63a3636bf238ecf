// The demo account as the shells start it: this sandbox in-process on a free loopback port, its state kept in the
// desk's data folder so that a demo desk remembers what was done in it. The desk (core) knows only the shape it gets
// back (DemoService in core/accounts): the core never reaches into the sandbox, so a desk on a real account carries
// no sandbox code, and the shells, which choose what a desk runs with, hand this starter in.
import { join } from 'node:path';
import { startSandbox } from './sandbox.js';

export interface StartedDemo {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly staff: { accountId: number; name: string; login: string; password: string }[];
  close(): Promise<void>;
}

export function demoServiceStarter(dataDir: string | null, bookings?: number): () => Promise<StartedDemo> {
  return async () => {
    const sandbox = await startSandbox({
      // Its own keys and staff passwords, and no control interface: other local users must not drive this desk's demo.
      privateCredentials: true, controlInterface: false,
      ...(dataDir ? { dataFile: join(dataDir, 'demo-service.json') } : {}),
      ...(bookings !== undefined ? { bookings } : {}),
    });
    return {
      get baseUrl() {
        return sandbox.url;
      },
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      staff: sandbox.staff,
      close: () => sandbox.close(),
    };
  };
}
