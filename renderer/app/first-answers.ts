// The first screen's answers, asked all at once before React has drawn anything: the desk's status, the account's
// details and, on the manifest, today's reads. Each answer lands in the query cache under the key the screen asks
// with, so the screen finds it there. The cache takes them in the order the screen needs them (the status, then the
// details, then the day), but the requests do not wait for each other: asked one after the other, a desk started
// with the service down paid a round trip and a render of the screen so far for each step before its first rows.
import type { QueryClient } from '@tanstack/react-query';
import type { CallOutput } from '../../shared/contract/calls.js';
import type { DeskClient } from '../desk/desk-client.js';
import { isSignedIn } from '../desk/hooks.js';
import { accountNow } from '../ui/account-now.js';
import { MANIFEST_LISTS, dayRead, type ScreenRead } from '../features/manifest/manifest-reads.js';
import { ACCOUNT_INFO_STALE_MS, accountZone } from '../ui/account-format.js';
import { parseRoute } from '../navigation/router.js';

const STATUS: ScreenRead = { name: 'desk.status', input: {}, staleTime: Infinity };
const INFO: ScreenRead = { name: 'accounts.info', input: {}, staleTime: ACCOUNT_INFO_STALE_MS };

/** Asked before the page knows whether it will keep the answer: a failure nobody keeps is not reported. */
function askEarly(desk: DeskClient, { name, input }: ScreenRead): Promise<unknown> {
  const answer = desk.value(name, input as never);
  answer.catch(() => undefined);
  return answer;
}

/** Keeps an answer under the screen's key, as the screen's own query would have (a failure included). */
function keep(client: QueryClient, { name, input, staleTime }: ScreenRead, answer: () => Promise<unknown>): Promise<unknown> {
  return client.fetchQuery({ queryKey: [name, input], queryFn: answer, ...(staleTime !== undefined ? { staleTime } : {}) });
}

/** Settles once every answer asked is kept (or not, signed out); it never rejects. */
export function askFirstAnswers(desk: DeskClient, client: QueryClient, hash: string): Promise<void> {
  const onManifest = parseRoute(hash).screen === 'manifest';
  const status = askEarly(desk, STATUS) as Promise<CallOutput<'desk.status'>>;
  const info = askEarly(desk, INFO) as Promise<CallOutput<'accounts.info'>>;
  // The desk's today is the account's, in the time zone kept with its copy: asked without a day, it answers for that
  // day before the page has the account's details to work the day out itself.
  const today = onManifest ? askEarly(desk, { name: 'day.contents', input: {} }) as Promise<CallOutput<'day.contents'>> : null;
  const lists = onManifest ? MANIFEST_LISTS.map((read) => [read, askEarly(desk, read)] as const) : [];
  return (async () => {
    // Signed out, the page shows how to sign in, and nothing else is kept: a failure kept would stay after the sign-in.
    if (!isSignedIn(await keep(client, STATUS, () => status) as CallOutput<'desk.status'>)) return;
    const listsKept = lists.map(([read, answer]) => keep(client, read, () => answer));
    const timezone = accountZone(await keep(client, INFO, () => info) as CallOutput<'accounts.info'>);
    if (!today) return;
    const read = dayRead(accountNow(Date.now(), timezone).day);
    // Midnight passed between the two: the page's day is asked for.
    const day = () => today.then((answer) => (answer.day === read.input.day ? answer : desk.value('day.contents', read.input)));
    await Promise.all([keep(client, read, day), ...listsKept]);
  })().catch(() => {
    // A failed answer stays in the cache as the screen's own query would have left it, and the screen says so.
  });
}
