// How the renderer reaches the desk: the preload bridge in the app, HTTP + Server-Sent Events in browser mode.
// Both carry the same contract; neither ever sees a token.
import type { CallName } from '../../shared/contract/calls.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import type { EventName } from '../../shared/contract/events.js';

export type EventListener = (payload: unknown) => void;

export interface DeskTransport {
  call(name: CallName, input: unknown): Promise<DeskResult<unknown>>;
  subscribe(name: EventName, listener: EventListener): () => void;
  /**
   * Calls `listener` each time the desk's events start reaching the page, the first time and after a break: what the
   * desk pushed before then never arrived, so a state kept from a push is read again then.
   */
  onLive(listener: () => void): () => void;
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
