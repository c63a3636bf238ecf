// The page's whole reach into the desk: window.frontdesk.call and .subscribe, for the contract's names only.
// No ipcRenderer, no channel of the page's choosing (Bruno's forward-anything preload is what we avoid).
// Bundled as CommonJS so the window keeps sandbox: true; it imports only electron, the pure contract and the listeners.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { CallInput, CallOutput } from '../../shared/contract/calls.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import type { EventPayload } from '../../shared/contract/events.js';
import { isCallName, isEventName, type CallName, type EventName } from '../../shared/contract/names.js';
import { Emitter } from '../../shared/listeners.js';

// The same names as in electron/main/ipc.ts, which a sandboxed preload may not import.
const DESK_CALL_CHANNEL = 'desk:call';
const DESK_EVENTS_CHANNEL = 'desk:events';

export interface FrontdeskBridge {
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<DeskResult<CallOutput<N>>>;
  /** Returns the function that unsubscribes. */
  subscribe<N extends EventName>(name: N, listener: (payload: EventPayload<N>) => void): () => void;
}

type Listener = (payload: unknown) => void;

const listeners = new Emitter<Record<EventName, [payload: unknown]>>((name, error) =>
  console.error(`frontdesk: a listener of ${name} failed`, error));

// One IPC listener for all events; the page's listeners never see the IPC event (it reaches ipcRenderer).
ipcRenderer.on(DESK_EVENTS_CHANNEL, (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
  if (isEventName(name)) listeners.emit(name, payload);
});

function failure(kind: 'invalid-input' | 'internal', message: string): DeskResult<never> {
  return { ok: false, error: { kind, message } };
}

async function call(name: unknown, input: unknown): Promise<DeskResult<unknown>> {
  // Refused here, before any IPC: a name outside the contract is a bug in the page, not a question for main.
  if (!isCallName(name)) return failure('invalid-input', 'There is no such desk call.');
  try {
    return (await ipcRenderer.invoke(DESK_CALL_CHANNEL, name, input)) as DeskResult<unknown>;
  } catch (error) {
    // Input that cannot be cloned, or a main process that is going away: still an answer, never a throw.
    console.error(`frontdesk: ${name} did not reach the desk`, error);
    return failure('internal', 'Frontdesk could not reach its desk. Try again; if it persists, restart Frontdesk.');
  }
}

function subscribe(name: unknown, listener: unknown): () => void {
  if (!isEventName(name) || typeof listener !== 'function') {
    console.error(`frontdesk: cannot subscribe to ${String(name)}: there is no such desk event`);
    return () => undefined;
  }
  // The page's function is called with the payload alone, never as a method of anything here.
  return listeners.on(name, (payload) => (listener as Listener)(payload));
}

const bridge = { call, subscribe } as FrontdeskBridge;

contextBridge.exposeInMainWorld('frontdesk', bridge);
