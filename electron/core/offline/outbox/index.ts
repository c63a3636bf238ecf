// The outbox's public face: durable queued booking writes, and their replay once the service is back.
export type { OutboxEntry, OutboxState, OutboxWrite } from './outbox-entry.js';
export { Outbox, type AddOptions, type OutboxListener, type OutboxOptions } from './outbox.js';
export type { OutboxLog } from './outbox-file.js';
export { Replayer, type ReplayResult, type ReplayerOptions } from './replayer.js';
export type { ReplayEvent } from './replay-entry.js';
export { CLOCK_SLACK_MS, wasApplied } from './applied-check.js';
export { readThrough, sendThrough } from './through-service.js';
