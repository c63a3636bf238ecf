// The desk's own log: what went wrong and why, in words an administrator can read, kept in memory (the last
// lines) so that a person can send it. One is made by the shell and handed to every part of the core, so that
// storage and sign-in trouble reaches the same log as everything else. Secrets never reach it: every line is
// scrubbed on the way in, of credential patterns and of every secret value the desk told it it holds.
import { oneLine } from './one-line.js';
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

/** Where a part of the core reports what it had to repair or skip (outbox, working set, vault, sign-in). */
export type AreaLog = (message: string) => void;

/** The terminal a shell hands over: problems are also shown where Frontdesk was started. */
export type LogTerminal = Pick<Console, 'warn' | 'error'>;

export interface DeskLogOptions {
  now?: () => number;
  /** Where warnings and errors also go as they are written; none in tests and throwaway desks. */
  terminal?: LogTerminal;
}

/** Enough for a day at a busy desk, small enough to send by e-mail. */
const KEEP_LINES = 2_000;
const MAX_MESSAGE_LENGTH = 2_000;
/** Shorter values are ordinary words more often than secrets; every real key, token and secret is longer. */
const MIN_SECRET_LENGTH = 8;

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
  private readonly secrets = new Set<string>();
  private readonly now: () => number;
  private readonly terminal: LogTerminal | null;

  constructor(options: DeskLogOptions = {}) {
    this.now = options.now ?? Date.now;
    this.terminal = options.terminal ?? null;
  }

  info(area: string, message: string, detail?: unknown): void {
    this.write('info', area, message, detail);
  }

  warn(area: string, message: string, detail?: unknown): void {
    this.write('warn', area, message, detail);
  }

  error(area: string, message: string, detail?: unknown): void {
    this.write('error', area, message, detail);
  }

  /** A function that writes warnings under `area`, for the parts of the core that take one. */
  area(area: string): AreaLog {
    return (message) => this.warn(area, message);
  }

  /**
   * A value the desk holds that must never be written (a token, a client secret, an API key, a launch key): taken
   * out of every later line wherever it appears, also where no pattern would recognise it ("…token at_3f9… may not").
   */
  keepOut(secret: string | null | undefined): void {
    if (typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH) this.secrets.add(secret);
  }

  /** Text with every credential pattern and every secret this log was told about taken out. */
  scrub(text: string): string {
    let clean = text;
    for (const secret of this.secrets) clean = clean.split(secret).join('[redacted]');
    return scrubSecrets(clean);
  }

  /** Oldest first. */
  recent(): LogLine[] {
    return this.lines.map((line) => ({ ...line }));
  }

  private write(level: LogLevel, area: string, message: string, detail: unknown): void {
    const full = detail === undefined ? message : `${message}: ${messageOf(detail)}`;
    // One entry is one line: a line break in text the service controls must not forge lines of its own.
    const line: LogLine = {
      at: this.now(), level, area: oneLine(this.scrub(area)), message: oneLine(this.scrub(full)).slice(0, MAX_MESSAGE_LENGTH),
    };
    this.lines.push(line);
    if (this.lines.length > KEEP_LINES) this.lines.splice(0, this.lines.length - KEEP_LINES);
    this.echo(line);
  }

  /** The terminal shows problems; the everyday story (info) is kept for the saved log only. */
  private echo(line: LogLine): void {
    const text = `${line.area}: ${line.message}`;
    if (line.level === 'error') this.terminal?.error(text);
    else if (line.level === 'warn') this.terminal?.warn(text);
  }
}
