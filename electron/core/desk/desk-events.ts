// The events a desk pushes, typed by the contract, and the one source both transports subscribe to.
import type { EventName, EventPayload } from '../../../shared/contract/events.js';
import { Listeners } from '../../../shared/listeners.js';
import type { AreaLog } from '../log/desk-log.js';

export type DeskEventListener = <N extends EventName>(name: N, payload: EventPayload<N>) => void;

type DeskEvent = [name: EventName, payload: EventPayload<EventName>];

export interface DeskEventSource {
  /** Returns the function that unsubscribes. */
  subscribe(listener: DeskEventListener): () => void;
}

export class DeskEvents implements DeskEventSource {
  private readonly listeners: Listeners<DeskEvent>;

  constructor(log: AreaLog) {
    this.listeners = new Listeners<DeskEvent>((error, [name]) =>
      log(`a listener of ${name} failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  subscribe(listener: DeskEventListener): () => void {
    return this.listeners.on(listener);
  }

  emit<N extends EventName>(name: N, payload: EventPayload<N>): void {
    this.listeners.emit(name, payload);
  }
}
