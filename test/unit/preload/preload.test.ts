import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_CALL_CHANNEL, DESK_EVENTS_CHANNEL } from '../../../electron/main/ipc.js';
import type { FrontdeskBridge } from '../../../electron/preload/preload.js';
import { fake, resetFakeElectron } from '../main/fake-electron.js';

vi.mock('electron', async () => (await import('../main/fake-electron.js')).fakeElectronModule);

// Loaded once, as Electron loads a preload once per page.
await import('../../../electron/preload/preload.js');
const exposed = new Map(fake.contextBridge.exposed);
const bridge = exposed.get('frontdesk') as FrontdeskBridge;

/** What main does when it pushes an event. */
const push = (...message: unknown[]) => fake.ipcRenderer.emit(DESK_EVENTS_CHANNEL, { sender: fake.ipcRenderer }, ...message);

beforeEach(() => resetFakeElectron());

describe('what the page can reach', () => {
  it('is window.frontdesk with exactly call and subscribe', () => {
    expect([...exposed.keys()]).toEqual(['frontdesk']);
    expect(Object.keys(bridge).sort()).toEqual(['call', 'subscribe']);
    expect(typeof bridge.call).toBe('function');
    expect(typeof bridge.subscribe).toBe('function');
  });

  // shared/listeners.ts imports nothing: it bundles as the contract does.
  it('is built from electron, the pure contract and the listeners only, so it bundles for a sandboxed page', async () => {
    const source = await readFile(new URL('../../../electron/preload/preload.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    for (const specifier of imports) expect(specifier, specifier).toMatch(/^(electron|\.\.\/\.\.\/shared\/contract\/.+|\.\.\/\.\.\/shared\/listeners\.js)$/);
  });

  it('uses the channels main listens on', async () => {
    fake.ipcRenderer.invoke.mockResolvedValue({ ok: true, value: { ok: true } });
    await bridge.call('desk.ping', {});
    expect(fake.ipcRenderer.invoke).toHaveBeenCalledWith(DESK_CALL_CHANNEL, 'desk.ping', {});
    expect(fake.ipcRenderer.listenerCount(DESK_EVENTS_CHANNEL)).toBe(1);
  });
});

describe('calls', () => {
  it('passes a contract call to main and answers its result', async () => {
    fake.ipcRenderer.invoke.mockResolvedValue({ ok: true, value: { ok: true } });
    await expect(bridge.call('desk.ping', {})).resolves.toEqual({ ok: true, value: { ok: true } });
  });

  it('refuses a name outside the contract without asking main', async () => {
    const call = bridge.call as (name: string, input: unknown) => Promise<unknown>;
    for (const name of ['fs.readFile', 'constructor', '__proto__', 'desk.status ', '']) {
      await expect(call(name, {}), name).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(fake.ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('answers an error value, never a throw, when main cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.ipcRenderer.invoke.mockRejectedValue(new Error('An object could not be cloned.'));
    await expect(bridge.call('desk.status', {})).resolves.toMatchObject({ ok: false, error: { kind: 'internal' } });
    errors.mockRestore();
  });
});

describe('events', () => {
  it('delivers a subscribed event with its payload only, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = bridge.subscribe('outbox.changed', listener);
    push('outbox.changed', { pending: 2, conflicts: 0 });
    push('connectivity', { online: false, lastContactAt: null });
    unsubscribe();
    push('outbox.changed', { pending: 3, conflicts: 0 });
    expect(listener.mock.calls).toEqual([[{ pending: 2, conflicts: 0 }]]);
  });

  it('refuses to subscribe to a name outside the contract', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listener = vi.fn();
    const subscribe = bridge.subscribe as (name: string, listener: unknown) => () => void;
    const unsubscribe = subscribe('ipc.anything', listener);
    push('ipc.anything', { secret: true });
    expect(listener).not.toHaveBeenCalled();
    expect(() => unsubscribe()).not.toThrow();
    expect(subscribe('connectivity', 'not a function')).toBeTypeOf('function');
    errors.mockRestore();
  });

  it('keeps delivering to others when one listener throws', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    const offBad = bridge.subscribe('connectivity', () => { throw new Error('bad screen'); });
    const offGood = bridge.subscribe('connectivity', good);
    push('connectivity', { online: true, lastContactAt: 1 });
    expect(good).toHaveBeenCalledTimes(1);
    offBad();
    offGood();
    errors.mockRestore();
  });
});
