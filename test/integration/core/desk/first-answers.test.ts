// The page's first answers (renderer/app/first-answers.ts), asked of a real desk through the page's own client: all
// at once rather than one after another, kept under the keys the screens ask with (so no screen asks again), and
// nothing but the status kept while the desk is signed out (a failure kept would outlive the sign-in).
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallName } from '../../../../shared/contract/calls.js';
import { askFirstAnswers } from '../../../../renderer/app/first-answers.js';
import { DeskClient } from '../../../../renderer/desk/desk-client.js';
import { makeQueryClient } from '../../../../renderer/desk/DeskProvider.js';
import { followDeskStatus } from '../../../../renderer/desk/follow-status.js';
import type { DeskStatus } from '../../../../shared/contract/model/account.js';
import { accountNow } from '../../../../renderer/ui/account-now.js';
import type { DeskTransport } from '../../../../renderer/desk/transport.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { TEST_AT } from '../../../support/test-clock.js';
import { until } from '../../../support/until.js';

let harness: DeskHarness;

beforeAll(async () => {
  // The page's code runs in this process and reads its clock (Date), as a page reads the computer's: that clock is
  // pinned at the sandbox's instant, so the page, the desk and the service agree on "today" whatever the hour.
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_AT, shouldAdvanceTime: true });
  harness = await deskOnDemo({ seed: 17, bookings: 300 });
  await harness.running.desk.account.offline().sync.full();
});
afterAll(async () => {
  await harness.close();
  vi.useRealTimers();
});

/**
 * The page's client on the desk's handlers, counting the calls by name. The account's details are held back until
 * today's bookings have been asked for too: a page that waits for the one before asking the other never gets either.
 */
function pageClient(holdInfoForDay: boolean) {
  const asked = new Map<string, number>();
  let dayAsked: () => void = () => undefined;
  const day = new Promise<void>((resolve) => {
    dayAsked = resolve;
  });
  const transport: DeskTransport = {
    call: async (name, input) => {
      asked.set(name, (asked.get(name) ?? 0) + 1);
      if (name === 'day.contents') dayAsked();
      if (name === 'accounts.info' && holdInfoForDay) await day;
      return harness.call(name, input as never);
    },
    subscribe: () => () => undefined,
    onLive: () => () => undefined,
  };
  return { desk: new DeskClient(transport), asked };
}

const keys = (client: QueryClient) => client.getQueryCache().getAll()
  .map((query) => ({ key: query.queryKey, status: query.state.status }));

describe('the first answers', () => {
  it('on the manifest: asked together, each once, and kept under the keys the screen asks with', async () => {
    const { desk, asked } = pageClient(true);
    const client = makeQueryClient();
    await askFirstAnswers(desk, client, '#/manifest');
    const info = await harness.value('accounts.info', {});
    // The day the page asks for: by its own clock.
    const today = accountNow(Date.now(), info.timezone).day;
    expect(keys(client)).toEqual(expect.arrayContaining([
      { key: ['desk.status', {}], status: 'success' }, { key: ['accounts.info', {}], status: 'success' },
      { key: ['day.contents', { day: today }], status: 'success' }, { key: ['items.list', {}], status: 'success' },
      { key: ['categories.list', {}], status: 'success' }, { key: ['rates.parameters', {}], status: 'success' },
    ]));
    const codes = (answer: { bookings: { booking: { code: string } }[] } | undefined) => answer?.bookings.map((b) => b.booking.code);
    const kept = client.getQueryData<{ day: number; bookings: { booking: { code: string } }[] }>(['day.contents', { day: today }]);
    expect(kept?.day).toBe(today);
    expect(codes(kept)).toEqual(codes(await harness.value('day.contents', { day: today })));
    const names: CallName[] = ['desk.status', 'accounts.info', 'day.contents', 'items.list', 'categories.list', 'rates.parameters'];
    expect(Object.fromEntries(asked)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
  });

  it('on another screen: the status and the account\'s details only', async () => {
    const { desk, asked } = pageClient(false);
    const client = makeQueryClient();
    await askFirstAnswers(desk, client, '#/bookings');
    expect(keys(client).map(({ key }) => key[0]).sort()).toEqual(['accounts.info', 'desk.status']);
    expect([...asked.keys()].sort()).toEqual(['accounts.info', 'desk.status']);
  });

  it('signed out: only the status is kept, so the screens ask for the rest once signed in', async () => {
    await harness.value('auth.signOut', {});
    try {
      const { desk } = pageClient(false);
      const client = makeQueryClient();
      await askFirstAnswers(desk, client, '#/manifest');
      expect(keys(client)).toEqual([{ key: ['desk.status', {}], status: 'success' }]);
    } finally {
      await harness.value('auth.signIn', {});
    }
  });
});

describe('the status the desk pushes', () => {
  it('is not replaced by an answer asked before the push and arriving after it', async () => {
    // The page asks for the status; before the answer arrives the desk finishes a sync and pushes its new status.
    let push: (payload: unknown) => void = () => undefined;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let held = false;
    const transport: DeskTransport = {
      call: async (name, input) => {
        const result = await harness.call(name, input as never);
        if (name === 'desk.status') {
          held = true;
          await answered;
        }
        return result;
      },
      subscribe: (name, listener) => {
        if (name === 'desk.status') push = listener;
        return () => undefined;
      },
      onLive: () => () => undefined,
    };
    const desk = new DeskClient(transport);
    const client = makeQueryClient();
    const stop = followDeskStatus(desk, client);
    try {
      const asked = client.fetchQuery({ queryKey: ['desk.status', {}], queryFn: () => desk.value('desk.status', {}) });
      await until(() => held, 'the status asked for, its answer held');
      const before = await harness.value('desk.status', {});
      const pushed: DeskStatus = { ...before, sync: { ...before.sync, lastSyncAt: before.sync.lastSyncAt! + 60 } };
      push(pushed);
      answer();
      await asked;
      expect(client.getQueryData<DeskStatus>(['desk.status', {}])?.sync.lastSyncAt).toBe(pushed.sync.lastSyncAt);
    } finally {
      stop();
    }
  });

  it('is read again once the pushes reach the page: one pushed before the page listened is not lost', async () => {
    // The page kept the status from before the desk's first sync ended; the push saying so went out before the page's
    // stream of events was open, and never arrived.
    const before = await harness.value('desk.status', {});
    let current: DeskStatus = { ...before, sync: { ...before.sync, lastSyncAt: null } };
    let live: () => void = () => undefined;
    const transport: DeskTransport = {
      call: async (name) => (name === 'desk.status' ? { ok: true, value: current } : harness.call(name, {} as never)),
      subscribe: () => () => undefined,
      onLive: (listener) => {
        live = listener;
        return () => undefined;
      },
    };
    const desk = new DeskClient(transport);
    const client = makeQueryClient();
    await client.fetchQuery({ queryKey: ['desk.status', {}], queryFn: () => desk.value('desk.status', {}), staleTime: Infinity });
    const stop = followDeskStatus(desk, client);
    try {
      current = before;
      live();
      await expect.poll(() => client.getQueryData<DeskStatus>(['desk.status', {}])?.sync.lastSyncAt).toBe(before.sync.lastSyncAt);
      expect(before.sync.lastSyncAt).not.toBeNull();
    } finally {
      stop();
    }
  });
});
