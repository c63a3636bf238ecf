// --data FILE: the state survives restarts. Writes are atomic (temporary file, fsync, rename), so a crash
// leaves the old file or the new one, never half of one.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync, existsSync } from 'node:fs';
import type { SandboxState } from './state.js';
import { upgradeState } from './upgrade-state.js';

export function loadState(file: string): SandboxState | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not a sandbox data file (it is not valid JSON). Move it away or pick another --data.`);
  }
  const state = parsed as Partial<SandboxState>;
  if (!state || typeof state !== 'object' || !state.account || !Array.isArray(state.bookings) || !state.credentials) {
    throw new Error(`${file} is not a sandbox data file. Move it away or pick another --data.`);
  }
  return upgradeState(state as SandboxState);
}

export function saveState(file: string, state: SandboxState): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(state));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}
