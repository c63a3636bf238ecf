// The events a desk pushes, and a small typed emitter both transports subscribe to.
import type { EventName, EventPayload } from '../../../shared/contract/events.js';
import type { AreaLog } from '../log/desk-log.js';

export type DeskEventListener = <N extends EventName>(name: N, payload: EventPayload<N>) => void;

export interface DeskEventSource {
  /** Returns the function that unsubscribes. */
  subscribe(listener: DeskEventListener): () => void;
}

export class DeskEvents implements DeskEventSource {
  private readonly listeners = new Set<DeskEventListener>();

  constructor(private readonly log: AreaLog) {}

  subscribe(listener: DeskEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<N extends EventName>(name: N, payload: EventPayload<N>): void {
    for (const listener of this.listeners) {
      try {
        listener(name, payload);
      } catch (error) {
        this.log(`a listener of ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
