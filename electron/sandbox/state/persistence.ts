// --data FILE: the state survives restarts. Writes are atomic (temporary file, fsync, rename), so a crash
// leaves the old file or the new one, never half of one.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync, existsSync } from 'node:fs';
import type { SandboxState } from './state.js';

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
  if (isEarlierShape(state as SandboxState)) {
    throw new Error(`${file} was written by an earlier build of the sandbox, whose shape this one does not read. ` +
      'Move it away or pick another --data.');
  }
  return state as SandboxState;
}

/**
 * Numbered parameters, or lines without days of their own: no release ever wrote such a file, so it is refused rather
 * than read into today's shape by guesswork.
 */
function isEarlierShape(state: SandboxState): boolean {
  const params = Array.isArray(state.params) ? state.params : [];
  return params.some((param) => typeof param.id !== 'string') ||
    state.bookings.some((booking) => !Array.isArray(booking.lines) ||
      booking.lines.some((line) => typeof line.startDay !== 'number' || typeof line.lineId !== 'string'));
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
