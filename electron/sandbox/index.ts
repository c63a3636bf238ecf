// The sandbox's public face: what the app and the tests import.
export { startSandbox } from './sandbox.js';
export type { RunningSandbox, SandboxBanner, SandboxOptions, SandboxStaffLogin } from './sandbox.js';
export type { SandboxControl } from './control.js';
export type { FaultSettings } from './faults.js';
export { demoServiceStarter, type StartedDemo } from './demo-service.js';
