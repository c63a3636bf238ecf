// Signs a staff member in through the sandbox's /oauth/ page with plain fetch, as a browser would, and trades the
// code at /oauth/token/. The redirect is read from Location, so no listener has to run at the redirect_uri.
import { tokenAnswerSchema, type WireTokenAnswer } from '../../shared/wire/index.js';
import type { RunningSandbox, SandboxStaffLogin } from '../../electron/sandbox/index.js';

/** A loopback redirect_uri as the desk app registers it; nothing listens there. */
export const CALLBACK = 'http://127.0.0.1:47613/callback';

export interface AuthorizeRequest {
  clientId?: string;
  redirectUri?: string;
  state?: string;
  responseType?: string;
  /** PKCE (RFC 7636). */
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

export interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
  /** The Location header of a redirect, else null. */
  location: string | null;
  /** The address the page was fetched from, to resolve its form's action. */
  url: string;
}

export interface HtmlForm {
  method: string;
  action: string;
  /** Every named input, with its value as the page fills it in. */
  fields: Record<string, string>;
  /** Submit buttons, as name=value pairs. */
  buttons: { name: string; value: string }[];
}

export function authorizeUrl(sandbox: RunningSandbox, request: AuthorizeRequest = {}): string {
  const query = new URLSearchParams({
    client_id: request.clientId ?? sandbox.clientId,
    response_type: request.responseType ?? 'code',
    redirect_uri: request.redirectUri ?? CALLBACK,
  });
  if (request.state !== undefined) query.set('state', request.state);
  if (request.codeChallenge !== undefined) query.set('code_challenge', request.codeChallenge);
  if (request.codeChallengeMethod !== undefined) query.set('code_challenge_method', request.codeChallengeMethod);
  return `${sandbox.url}/oauth/?${query}`;
}

async function pageAnswer(url: string, response: Response): Promise<PageAnswer> {
  return {
    status: response.status, headers: response.headers, html: await response.text(),
    location: response.headers.get('location'), url,
  };
}

export async function openAuthorizePage(sandbox: RunningSandbox, request: AuthorizeRequest = {}): Promise<PageAnswer> {
  const url = authorizeUrl(sandbox, request);
  return pageAnswer(url, await fetch(url, { redirect: 'manual' }));
}

const decodeHtml = (text: string) => text
  .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:\s*=\s*"([^"]*)")?/g)) {
    found[match[1]!.toLowerCase()] = decodeHtml(match[2] ?? '');
  }
  return found;
}

/** The first form of a page, read the way a browser would submit it; null when the page has none. */
export function parseForm(html: string): HtmlForm | null {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const formAttributes = attributes(form[1]!);
  const fields: Record<string, string> = {};
  const buttons: { name: string; value: string }[] = [];
  for (const [, tag] of form[2]!.matchAll(/<input\b([^>]*)>/gi)) {
    const input = attributes(tag!);
    if (input.name !== undefined) fields[input.name] = input.value ?? '';
  }
  for (const [, tag] of form[2]!.matchAll(/<button\b([^>]*)>/gi)) {
    const button = attributes(tag!);
    if (button.name !== undefined) buttons.push({ name: button.name, value: button.value ?? '' });
  }
  return { method: (formAttributes.method ?? 'get').toLowerCase(), action: formAttributes.action ?? '', fields, buttons };
}

export interface Decision {
  login: string;
  password: string;
  decision?: 'approve' | 'deny';
}

/** Fills in the page's form and presses Approve or Deny; the answer is not followed. */
export async function submitAuthorizeForm(page: PageAnswer, answer: Decision): Promise<PageAnswer> {
  const form = parseForm(page.html);
  if (!form) throw new Error(`The authorize page has no form (HTTP ${page.status}).`);
  const body = new URLSearchParams({
    ...form.fields, login: answer.login, password: answer.password, decision: answer.decision ?? 'approve',
  });
  const target = new URL(form.action, page.url).toString();
  const response = await fetch(target, {
    method: form.method.toUpperCase(), redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString(),
  });
  return pageAnswer(target, response);
}

export interface SignIn {
  /** The answer to the form post: a 302 to the redirect_uri, or the page shown again. */
  answer: PageAnswer;
  redirect: URL | null;
  code: string | null;
}

export async function signIn(sandbox: RunningSandbox, answer: Decision, request: AuthorizeRequest = {}): Promise<SignIn> {
  const page = await openAuthorizePage(sandbox, request);
  const posted = await submitAuthorizeForm(page, answer);
  const redirect = posted.location === null ? null : new URL(posted.location);
  return { answer: posted, redirect, code: redirect?.searchParams.get('code') ?? null };
}

/** How the client authenticates to /oauth/token/: Basic (the spec's "should"), the form body, or not at all. */
export type ClientAuth = 'basic' | 'body' | 'none' | { basic: [string, string] };

export interface TokenEndpointAnswer {
  status: number;
  headers: Headers;
  // Parsed JSON body: a token answer or an OAuth error.
  body: Record<string, any>;
}

export async function postToken(sandbox: RunningSandbox, form: Record<string, string>,
  clientAuth: ClientAuth = 'basic'): Promise<TokenEndpointAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams(form);
  const basic = clientAuth === 'basic' ? [sandbox.clientId, sandbox.clientSecret]
    : typeof clientAuth === 'object' ? clientAuth.basic : null;
  if (basic) headers.Authorization = `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString('base64')}`;
  if (clientAuth === 'body') {
    body.set('client_id', sandbox.clientId);
    body.set('client_secret', sandbox.clientSecret);
  }
  const response = await fetch(`${sandbox.url}/oauth/token/`, { method: 'POST', headers, body: body.toString() });
  const text = await response.text();
  let parsed: Record<string, any> = {};
  try {
    parsed = JSON.parse(text) as Record<string, any>;
  } catch {
    parsed = {};
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export function exchangeCode(sandbox: RunningSandbox, code: string,
  options: { redirectUri?: string; clientAuth?: ClientAuth; codeVerifier?: string } = {}): Promise<TokenEndpointAnswer> {
  const form: Record<string, string> = { grant_type: 'authorization_code', code, redirect_uri: options.redirectUri ?? CALLBACK };
  if (options.codeVerifier !== undefined) form.code_verifier = options.codeVerifier;
  return postToken(sandbox, form, options.clientAuth ?? 'basic');
}

export function refreshTokens(sandbox: RunningSandbox, refreshToken: string,
  clientAuth: ClientAuth = 'basic'): Promise<TokenEndpointAnswer> {
  return postToken(sandbox, { grant_type: 'refresh_token', refresh_token: refreshToken }, clientAuth);
}

/** The whole flow for one staff member: sign in, approve, exchange the code at once (it dies after 60 s). */
export async function tokensFor(sandbox: RunningSandbox, staff: SandboxStaffLogin): Promise<WireTokenAnswer> {
  const { code, answer } = await signIn(sandbox, { login: staff.login, password: staff.password });
  if (code === null) throw new Error(`Signing in as ${staff.login} gave no code (HTTP ${answer.status}).`);
  const exchanged = await exchangeCode(sandbox, code);
  if (exchanged.status !== 200) throw new Error(`The code exchange answered HTTP ${exchanged.status}.`);
  return tokenAnswerSchema.parse(exchanged.body);
}
