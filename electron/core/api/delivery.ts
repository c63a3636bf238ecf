// Delivers one request to the account's address, following the account's moves (spec 7, 9): each 301 is
// answered by sending the same request, body and credentials to the new address, and the account remembers it.
import { unreadable } from './api-errors.js';
import type { AccountAddress } from './authorizer.js';
import { exchange, type ExchangeResult, type HttpRequest } from './exchange.js';
import { MAX_MOVES, apiUrl, decideRedirect } from './redirect.js';

export interface DeliveryContext extends Omit<HttpRequest, 'url'> {
  fetch: typeof globalThis.fetch;
  address: AccountAddress;
  /** Below /api/3.0/. */
  path: string;
  /** The query string of a GET; null for a POST, whose parameters are in the body. */
  query: URLSearchParams | null;
}

export type Delivery = ExchangeResult;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const tooManyMoves = (): Delivery => ({
  ok: false, retriable: false,
  failure: unreadable(`it moved the account more than ${MAX_MOVES} times in a row`, { code: 'too_many_moves' }),
});

export async function deliver(context: DeliveryContext): Promise<Delivery> {
  const { fetch, address, path, query, ...request } = context;
  const apiSuffix = `/api/3.0/${path}`;
  let baseUrl = address.baseUrl;
  for (let moves = 0; ; moves += 1) {
    const url = apiUrl(baseUrl, apiSuffix, query);
    const result = await exchange(fetch, { ...request, url });
    if (!result.ok || !REDIRECTS.has(result.answer.status)) {
      // Remembered only once the new address has answered, so a broken chain does not strand the account.
      if (result.ok && baseUrl !== address.baseUrl) address.moved(baseUrl);
      return result;
    }
    if (moves >= MAX_MOVES) return tooManyMoves();
    const decision = decideRedirect(result.answer.status, result.answer.headers.get('location'), url, apiSuffix);
    if (!decision.follow) {
      if (decision.elsewhere) address.movedElsewhere?.(decision.elsewhere);
      return { ok: false, failure: decision.failure, retriable: false };
    }
    baseUrl = decision.newBaseUrl;
  }
}
