// The project's layers and the core's parts, lowest first, with the arrows each may take: the one table the lint
// reads (layer-imports.js) and docs/architecture.md explains. A part may import itself and the parts it names, never
// one above it, so each part can be read, tested and replaced with only what is below it in mind.
//
// Why this order:
// - shared/ is the contract and the words both sides use: no Node, no Electron, no React, only the packages named.
// - The sandbox imitates the service: it sees the wire (shared) and nothing of the desk, so it cannot lean on it.
// - The core's parts, lowest first: platform (files, timers, the computer's clock), vault (secrets at rest), log;
//   readiness and departures (rules over a booking's contents, pure) and settings, which keeps the form's
//   requirements readiness defines; api (the service's HTTP calls) and auth (tokens) on them; mapping (the wire's
//   answers into the desk's words) and reports (sums over bookings, pure) need only the contract; offline (the
//   working set and the outbox) stands on api, mapping and reports; the shift's record on offline, the change feed
//   on both; venue (the shared day) on offline and the feed it shares; accounts on auth; desk, at the top, joins them
//   all for the contract's handlers.
// - The shells (main, host) start everything, the demo service among them: only they choose what a desk runs with.
// - preload and renderer see the contract only.

/** Folders whose files belong to no part of their own: every file in them must sit in one of the parts below. */
export const GROUPS = { core: 'electron/core' };

/** @type {{ name: string, folder: string, mayImport: string[], packages?: string[] }[]} */
export const LAYERS = [
  { name: 'shared', folder: 'shared', mayImport: ['shared'], packages: ['zod', 'entities'] },
  { name: 'sandbox', folder: 'electron/sandbox', mayImport: ['shared'] },

  { name: 'platform', folder: 'electron/core/platform', mayImport: ['shared'] },
  { name: 'vault', folder: 'electron/core/vault', mayImport: ['shared', 'platform'] },
  { name: 'log', folder: 'electron/core/log', mayImport: ['shared', 'platform', 'vault'] },
  { name: 'readiness', folder: 'electron/core/readiness', mayImport: ['shared'] },
  { name: 'departures', folder: 'electron/core/departures', mayImport: ['shared'] },
  { name: 'settings', folder: 'electron/core/settings', mayImport: ['shared', 'platform', 'vault', 'log', 'readiness'] },
  { name: 'api', folder: 'electron/core/api', mayImport: ['shared', 'platform', 'log'] },
  { name: 'auth', folder: 'electron/core/auth', mayImport: ['shared', 'platform', 'vault', 'log', 'api'] },
  { name: 'mapping', folder: 'electron/core/mapping', mayImport: ['shared', 'platform'] },
  { name: 'reports', folder: 'electron/core/reports', mayImport: ['shared'] },
  { name: 'offline', folder: 'electron/core/offline', mayImport: ['shared', 'platform', 'vault', 'log', 'api', 'mapping', 'reports'] },
  { name: 'shift-record', folder: 'electron/core/shift-record', mayImport: ['shared', 'platform', 'vault', 'log', 'offline'] },
  { name: 'change-feed', folder: 'electron/core/change-feed', mayImport: ['shared', 'platform', 'log', 'offline', 'shift-record'] },
  { name: 'venue', folder: 'electron/core/venue', mayImport: ['shared', 'platform', 'vault', 'log', 'offline', 'change-feed'] },
  { name: 'accounts', folder: 'electron/core/accounts', mayImport: ['shared', 'platform', 'vault', 'log', 'settings', 'api', 'auth'] },
  { name: 'desk', folder: 'electron/core/desk', mayImport: ['shared', 'core'] },

  { name: 'main', folder: 'electron/main', mayImport: ['shared', 'core', 'sandbox'] },
  { name: 'host', folder: 'electron/host', mayImport: ['shared', 'core', 'sandbox'] },
  { name: 'preload', folder: 'electron/preload', mayImport: ['shared'] },
  { name: 'renderer', folder: 'renderer', mayImport: ['shared'] },
];

/** Only these may load Electron, in any form (import, import(), require, a require made by createRequire). */
export const MAY_USE_ELECTRON = new Set(['main', 'preload']);
/** These run without Node: in the page, or on both sides of the contract. */
export const WITHOUT_NODE = new Set(['shared', 'renderer']);
/** The one file that registers IPC channels, so every channel is parsed by its schema there. */
export const IPC_FILE = 'electron/main/ipc.ts';
