// The browser host's public face: what the entry point (cli.ts) imports.
export { startHost } from './start-host.js';
export type { HostOptions, RunningHost } from './start-host.js';
