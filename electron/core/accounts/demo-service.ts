// The demo account: the embedded sandbox, started in-process on a free loopback port, its state kept in the
// desk's data folder so that a demo desk remembers what was done in it.
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';

export interface DemoService {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly staff: { accountId: number; name: string; login: string; password: string }[];
  close(): Promise<void>;
}

export type DemoStarter = () => Promise<DemoService>;

export function demoStarter(dataDir: string | null, bookings?: number): DemoStarter {
  return async () => {
    const sandbox: RunningSandbox = await startSandbox({
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
