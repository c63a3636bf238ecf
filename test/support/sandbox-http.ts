// Plain HTTP calls to a running sandbox for the conformance suite: no client library in between,
// so that the tests see exactly what goes over the wire.
import type { SandboxBanner } from '../../electron/sandbox/index.js';

export interface WireAnswer {
  status: number;
  headers: Headers;
  // Parsed JSON body (tests assert on its members).
  body: Record<string, any>;
  text: string;
  /** The error the body carries, in either of the sandbox's shapes (errorOf); null for an answer. */
  error: WireError | null;
}

/** An error as tests compare it: the code, the sentence for a person, the parameters at fault. */
export interface WireError {
  code: string;
  message: string;
  fields?: string[];
}

/**
 * A refusal keeps the envelope with the reason in request.error.details; failed credentials answer without the
 * envelope, { error, error_description } (docs/api-assumptions.md, "Envelope and errors").
 */
export function errorOf(body: Record<string, any>): WireError | null {
  const refusal = body.request?.error;
  if (refusal && typeof refusal === 'object') {
    return { code: refusal.code, message: refusal.details, ...(refusal.fields ? { fields: refusal.fields } : {}) };
  }
  if (typeof body.error === 'string') return { code: body.error, message: body.error_description ?? '' };
  return null;
}

export type Credentials = 'pair' | 'none' | { bearer: string } | { basic: [string, string] };

export interface CallOptions {
  auth?: Credentials;
  onBehalf?: string;
  headers?: Record<string, string>;
}

type FormValue = string | number | boolean | (string | number)[] | Record<string, string | number>;

/** Encodes {slip: ['a','b'], alter: {'1': 2}} as slip[]=a&slip[]=b&alter[1]=2, as the spec's PHP-style API wants. */
export function formEncode(values: Record<string, FormValue | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(`${key}[]`, String(v)));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => search.append(`${key}[${k}]`, String(v)));
    else search.append(key, String(value));
  }
  return search;
}

function authHeader(sandbox: SandboxBanner, auth: Credentials): Record<string, string> {
  const basic = (user: string, password: string) =>
    ({ Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });
  if (auth === 'none') return {};
  if (auth === 'pair') return basic(sandbox.apiKey, sandbox.apiSecret);
  if ('bearer' in auth) return { Authorization: `Bearer ${auth.bearer}` };
  return basic(auth.basic[0], auth.basic[1]);
}

async function call(sandbox: SandboxBanner, method: string, path: string, query: URLSearchParams | null,
  form: URLSearchParams | null, options: CallOptions): Promise<WireAnswer> {
  const url = `${sandbox.url}/api/3.0/${path}${query && [...query].length ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    Accept: 'application/json', ...authHeader(sandbox, options.auth ?? 'pair'), ...options.headers,
  };
  if (options.onBehalf !== undefined) headers['X-On-Behalf'] = options.onBehalf;
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(url, { method, headers, body: form ? form.toString() : null, redirect: 'manual' });
  const text = await response.text();
  let body: Record<string, any> = {};
  try {
    body = text === '' ? {} : (JSON.parse(text) as Record<string, any>);
  } catch {
    body = {};
  }
  return { status: response.status, headers: response.headers, body, text, error: errorOf(body) };
}

export function apiGet(sandbox: SandboxBanner, path: string, query: Record<string, FormValue | undefined> = {},
  options: CallOptions = {}): Promise<WireAnswer> {
  return call(sandbox, 'GET', path, formEncode(query), null, options);
}

export function apiPost(sandbox: SandboxBanner, path: string, form: Record<string, FormValue | undefined> = {},
  options: CallOptions = {}): Promise<WireAnswer> {
  return call(sandbox, 'POST', path, null, formEncode(form), options);
}
