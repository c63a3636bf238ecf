// The desk's own log: what went wrong and why, in words an administrator can read, kept in memory (the last
// lines) so that a person can send it. Secrets never reach it: every line is scrubbed on the way in.
import { scrubSecrets } from './scrub-secrets.js';

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogLine {
  /** Milliseconds since the epoch. */
  at: number;
  level: LogLevel;
  /** Which part of the desk wrote it: "read", "outbox", "auth", "shell"… */
  area: string;
  message: string;
}

/** Enough for a day at a busy desk, small enough to send by e-mail. */
const KEEP_LINES = 2_000;
const MAX_MESSAGE_LENGTH = 2_000;

function messageOf(detail: unknown): string {
  if (detail instanceof Error) return detail.message;
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

export class DeskLog {
  private readonly lines: LogLine[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    /** Where lines also go as they are written (the terminal); tests pass a silent one. */
    private readonly echo: (line: LogLine) => void = echoToConsole,
  ) {}

  info(area: string, message: string, detail?: unknown): void {
    this.write('info', area, message, detail);
  }

  warn(area: string, message: string, detail?: unknown): void {
    this.write('warn', area, message, detail);
  }

  error(area: string, message: string, detail?: unknown): void {
    this.write('error', area, message, detail);
  }

  /** Oldest first. */
  recent(): LogLine[] {
    return this.lines.map((line) => ({ ...line }));
  }

  private write(level: LogLevel, area: string, message: string, detail: unknown): void {
    const full = detail === undefined ? message : `${message}: ${messageOf(detail)}`;
    const clean = scrubSecrets(full).slice(0, MAX_MESSAGE_LENGTH);
    const line: LogLine = { at: this.now(), level, area, message: clean };
    this.lines.push(line);
    if (this.lines.length > KEEP_LINES) this.lines.splice(0, this.lines.length - KEEP_LINES);
    this.echo(line);
  }
}

/** The terminal shows problems; the everyday story (info) is kept for the saved log only. */
function echoToConsole(line: LogLine): void {
  const text = `${line.area}: ${line.message}`;
  if (line.level === 'error') console.error(text);
  else if (line.level === 'warn') console.warn(text);
}

/** The process's log: core, host and shell all write here, so one export holds everything. */
export const deskLog = new DeskLog();
