// The real fetch, wrapped to remember every request the desk sends, so tests can count and inspect them.

export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export interface WireLog {
  fetch: typeof fetch;
  sent: SentRequest[];
  tokenPosts(): SentRequest[];
  apiCalls(): SentRequest[];
}

export function wireLog(): WireLog {
  const sent: SentRequest[] = [];
  const logged: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? init.body : '';
    sent.push({ url, method: (init?.method ?? 'GET').toUpperCase(), headers: new Headers(init?.headers), body });
    return fetch(input, init);
  };
  return {
    fetch: logged,
    sent,
    tokenPosts: () => sent.filter((r) => r.method === 'POST' && r.url.pathname === '/oauth/token/'),
    apiCalls: () => sent.filter((r) => r.url.pathname.startsWith('/api/')),
  };
}

/** GET /api/3.0/ping with the given Authorization header, through the logged fetch. */
export async function ping(log: WireLog, baseUrl: string, authorization: string): Promise<number> {
  const response = await log.fetch(`${baseUrl}/api/3.0/ping`, { headers: { Authorization: authorization, Accept: 'application/json' } });
  await response.text();
  return response.status;
}
