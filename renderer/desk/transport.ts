// How the renderer reaches the desk: the preload bridge in the app, HTTP + Server-Sent Events in browser mode.
// Both carry the same contract; neither ever sees a token.
import type { CallName } from '../../shared/contract/calls.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import type { EventName } from '../../shared/contract/events.js';

export type EventListener = (payload: unknown) => void;

export interface DeskTransport {
  call(name: CallName, input: unknown): Promise<DeskResult<unknown>>;
  subscribe(name: EventName, listener: EventListener): () => void;
}

/** What the preload script exposes as window.frontdesk, and nothing more. */
export interface PreloadBridge {
  call(name: string, input: unknown): Promise<DeskResult<unknown>>;
  subscribe(name: string, listener: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    frontdesk?: PreloadBridge;
  }
}
