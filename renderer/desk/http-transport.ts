// Browser mode: contract calls as POST /desk/call/<name>, events as Server-Sent Events from /desk/events.
// The launch key arrives in the URL fragment once and is traded for an HttpOnly cookie.
import type { CallName } from '../../shared/contract/calls.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import { NOT_CONNECTED } from '../../shared/contract/not-connected.js';
import type { EventName } from '../../shared/contract/events.js';
import { Emitter } from '../../shared/listeners.js';
import type { DeskTransport, EventListener } from './transport.js';

const unreachable = (): DeskResult<unknown> => ({
  ok: false,
  error: { kind: 'offline', message: 'Frontdesk is not answering. Is it still running? Restart it and reload this page.', said: { id: 'deskNotAnswering' } },
});

export async function claimLaunchKey(): Promise<void> {
  const match = /(?:^|[#&])key=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (!match) return;
  // Take the key out of the address bar before anything else can read or bookmark it.
  history.replaceState(null, '', window.location.pathname + window.location.search);
  await fetch('/desk/session', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key: match[1] }),
    credentials: 'same-origin',
  });
}

export class HttpTransport implements DeskTransport {
  private source: EventSource | null = null;
  private readonly listeners = new Emitter<Record<EventName, [payload: unknown]>>((name, error) =>
    console.error(`frontdesk: a listener of ${name} failed`, error));
  /** The events the stream is asked for already: each once, however many listen. */
  private readonly streamed = new Set<EventName>();

  async call(name: CallName, input: unknown): Promise<DeskResult<unknown>> {
    try {
      const response = await fetch(`/desk/call/${encodeURIComponent(name)}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input ?? {}),
        credentials: 'same-origin',
      });
      if (response.status === 403) {
        return { ok: false, error: { kind: 'signed-out', message: NOT_CONNECTED, said: { id: 'notConnected' } } };
      }
      return (await response.json()) as DeskResult<unknown>;
    } catch {
      return unreachable();
    }
  }

  subscribe(name: EventName, listener: EventListener): () => void {
    if (!this.streamed.has(name)) {
      this.streamed.add(name);
      this.eventSource().addEventListener(name, (event) => this.deliver(name, (event as MessageEvent<string>).data));
    }
    return this.listeners.on(name, listener);
  }

  /** The stream opens, and opens again after a break (EventSource reconnects by itself); already open, at once. */
  onLive(listener: () => void): () => void {
    const source = this.eventSource();
    if (source.readyState === EventSource.OPEN) queueMicrotask(listener);
    source.addEventListener('open', listener);
    return () => source.removeEventListener('open', listener);
  }

  private eventSource(): EventSource {
    this.source ??= new EventSource('/desk/events', { withCredentials: true });
    return this.source;
  }

  private deliver(name: EventName, data: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    this.listeners.emit(name, payload);
  }
}
