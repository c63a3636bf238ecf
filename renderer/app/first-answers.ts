// The first screen's answers, asked before React has drawn anything: the desk's status, then (signed in) the
// account's details, then, on the manifest, today's reads. Each answer lands in the query cache under the key the
// screen asks with, so the screen finds it there. Before, each step waited for a render of the step before it: a
// desk started with the service down drew its first rows a render and a round trip later per step.
import type { QueryClient } from '@tanstack/react-query';
import type { CallName, CallOutput } from '../../shared/contract/calls.js';
import type { DeskClient } from '../desk/desk-client.js';
import { isSignedIn } from '../desk/hooks.js';
import { accountNow } from '../features/manifest/no-show.js';
import { manifestReads, type ScreenRead } from '../features/manifest/manifest-reads.js';
import { ACCOUNT_INFO_STALE_MS } from '../ui/account-format.js';
import { parseRoute } from '../navigation/router.js';

function ask(desk: DeskClient, client: QueryClient, { name, input, staleTime }: ScreenRead): Promise<unknown> {
  return client.fetchQuery({
    queryKey: [name, input], queryFn: () => desk.value(name, input as never), ...(staleTime !== undefined ? { staleTime } : {}),
  });
}

export function askFirstAnswers(desk: DeskClient, client: QueryClient, hash: string): void {
  const read = <N extends CallName>(name: N, staleTime: number) =>
    ask(desk, client, { name, input: {}, staleTime }) as Promise<CallOutput<N>>;
  void (async () => {
    if (!isSignedIn(await read('desk.status', Infinity))) return;
    const info = await read('accounts.info', ACCOUNT_INFO_STALE_MS);
    if (parseRoute(hash).screen !== 'today') return;
    await Promise.all(manifestReads(accountNow(Date.now(), info.timezone).day).map((one) => ask(desk, client, one)));
  })().catch(() => {
    // A failed answer stays in the cache as the screen's own query would have left it, and the screen says so.
  });
}
