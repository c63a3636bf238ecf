// The renderer's typed face of the desk contract: desk.call('bookings.get', { code }) → DeskResult<BookingDetail>.
import type { CallInput, CallName, CallOutput } from '../../shared/contract/calls.js';
import type { DeskError, DeskResult } from '../../shared/contract/desk-error.js';
import { NOT_CONNECTED } from '../../shared/contract/not-connected.js';
import type { EventName, EventPayload } from '../../shared/contract/events.js';
import { BridgeTransport } from './bridge-transport.js';
import { HttpTransport, claimLaunchKey } from './http-transport.js';
import type { DeskTransport } from './transport.js';

export class DeskClient {
  /** In the desktop app (the preload bridge) rather than the browser mode: it can save a PDF itself. */
  readonly desktop: boolean;

  constructor(private readonly transport: DeskTransport) {
    this.desktop = transport instanceof BridgeTransport;
  }

  call<N extends CallName>(name: N, input: CallInput<N>): Promise<DeskResult<CallOutput<N>>> {
    return this.transport.call(name, input) as Promise<DeskResult<CallOutput<N>>>;
  }

  /** For react-query: the value, or a thrown DeskFailure that screens read by kind. */
  async value<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
    const result = await this.call(name, input);
    if (!result.ok) throw new DeskFailure(result.error);
    return result.value;
  }

  on<N extends EventName>(name: N, listener: (payload: EventPayload<N>) => void): () => void {
    return this.transport.subscribe(name, listener as (payload: unknown) => void);
  }

  /** Each time the desk's events start reaching the page (transport.ts). */
  onLive(listener: () => void): () => void {
    return this.transport.onLive(listener);
  }
}

/** A DeskError carried through react-query's error channel. */
export class DeskFailure extends Error {
  constructor(readonly error: DeskError) {
    super(error.message);
  }
}

/** The page holds no session with its desk: a used or old launch page was opened (http-transport.ts). */
export class NotConnected extends Error {}

export async function connectDesk(): Promise<DeskClient> {
  if (window.frontdesk) return new DeskClient(new BridgeTransport(window.frontdesk));
  await claimLaunchKey();
  const transport = new HttpTransport();
  // A launch page opened a second time traded a dead key: say so and how to get a new page, rather than show the app
  // as if no account were chosen (every call refused) with a Use the demo account button that cannot work.
  const probe = await transport.call('desk.status', {});
  if (!probe.ok && probe.error.kind === 'signed-out' && probe.error.message === NOT_CONNECTED) throw new NotConnected(NOT_CONNECTED);
  return new DeskClient(transport);
}
