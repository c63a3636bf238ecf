// The demo account as the desk sees it: a service on loopback with its own keys and staff. The shells start it (the
// sandbox's demoServiceStarter) and hand the starter to the desk, so that the core never imports the sandbox.

export interface DemoService {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly staff: { accountId: number; name: string; login: string; password: string }[];
  close(): Promise<void>;
}

export type DemoStarter = () => Promise<DemoService>;
