// The one way a part tells its listeners: in order, a throwing listener said and stepped over, each subscription its
// own, news given to those listening when it happens.
import { describe, expect, it } from 'vitest';
import { Emitter, Listeners } from '../../../shared/listeners.js';

describe('listeners', () => {
  it('tells each in the order it came; one that throws is said with what it was told, and the rest still hear', () => {
    const heard: string[] = [];
    const failures: [string, unknown][] = [];
    const listeners = new Listeners<[accountId: string]>((error, [accountId]) => failures.push([accountId, (error as Error).message]));
    listeners.on((id) => heard.push(`first ${id}`));
    listeners.on(() => { throw new Error('a broken screen'); });
    listeners.on((id) => heard.push(`third ${id}`));
    listeners.emit('acc-1');
    expect(heard).toEqual(['first acc-1', 'third acc-1']);
    expect(failures).toEqual([['acc-1', 'a broken screen']]);
  });

  it('counts each subscription apart: the same function twice is told twice, and each stop removes only its own', () => {
    const listeners = new Listeners();
    let told = 0;
    const listener = () => { told += 1; };
    const stopFirst = listeners.on(listener);
    listeners.on(listener);
    listeners.emit();
    expect(told).toBe(2);
    stopFirst();
    stopFirst();
    listeners.emit();
    expect(told).toBe(3);
    expect(listeners.count).toBe(1);
  });

  it('tells one that starts listening during the news the next news, not this one', () => {
    const listeners = new Listeners<[n: number]>();
    const late: number[] = [];
    listeners.on(() => { if (listeners.count === 1) listeners.on((n) => late.push(n)); });
    listeners.emit(1);
    listeners.emit(2);
    expect(late).toEqual([2]);
  });
});

describe('an emitter of named news', () => {
  type News = { change: []; synced: [deskId: string] };

  it('tells only the listeners of that name, with its arguments, and names the news a listener failed on', () => {
    const failed: string[] = [];
    const events = new Emitter<News>((name) => failed.push(name));
    const synced: string[] = [];
    let changes = 0;
    events.on('synced', (deskId) => synced.push(deskId));
    const stop = events.on('change', () => { changes += 1; });
    events.on('change', () => { throw new Error('no'); });
    events.emit('synced', 'dock');
    events.emit('change');
    stop();
    events.emit('change');
    expect([synced, changes, failed]).toEqual([['dock'], 1, ['change', 'change']]);
    expect([events.count('change'), events.count('synced')]).toEqual([1, 1]);
  });
});
