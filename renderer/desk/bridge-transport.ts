// The desktop app: calls cross to the main process through the preload bridge (window.frontdesk).
import type { CallName } from '../../shared/contract/calls.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import type { EventName } from '../../shared/contract/events.js';
import type { DeskTransport, EventListener, PreloadBridge } from './transport.js';

export class BridgeTransport implements DeskTransport {
  constructor(private readonly bridge: PreloadBridge) {}

  call(name: CallName, input: unknown): Promise<DeskResult<unknown>> {
    return this.bridge.call(name, input);
  }

  subscribe(name: EventName, listener: EventListener): () => void {
    return this.bridge.subscribe(name, listener);
  }

  /** The bridge delivers every event from the moment a page listens, and never breaks: live at once. */
  onLive(listener: () => void): () => void {
    queueMicrotask(listener);
    return () => undefined;
  }
}
