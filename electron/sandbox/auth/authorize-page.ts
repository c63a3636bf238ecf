// The staff log-in and approve page of /oauth/: a real form, as a browser shows it.

export interface AuthorizePageInput {
  appName: string;
  accountName: string;
  clientId: string;
  redirectUri: string;
  state: string;
  message: string;
  login: string;
  /** PKCE (RFC 7636), carried through the form when the desk sent it. */
  codeChallenge: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function authorizePage(input: AuthorizePageInput): string {
  const e = escapeHtml;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${e(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to ${e(input.accountName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:16px system-ui,sans-serif;background:#f3f4f6;color:#111827;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 4px 24px #0002;width:min(26rem,90vw)}
h1{font-size:1.3rem;margin:0 0 .5rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #9ca3af;border-radius:6px;font:inherit}
.row{display:flex;gap:.6rem;margin-top:1.2rem}button{flex:1;padding:.6rem;border-radius:6px;border:1px solid #1d4ed8;font:inherit;cursor:pointer}
button[value=approve]{background:#1d4ed8;color:#fff}button[value=deny]{background:#fff;color:#1d4ed8}
.msg{background:#fef2f2;color:#991b1b;padding:.5rem;border-radius:6px}
</style></head>
<body><main>
<h1>${e(input.appName)} wants to act for you</h1>
<p>Sign in as a staff member of <strong>${e(input.accountName)}</strong> to let ${e(input.appName)} read and
change bookings on your behalf.</p>
${input.message ? `<p class="msg" role="alert">${e(input.message)}</p>` : ''}
<form method="post" action="/oauth/">
${hidden('client_id', input.clientId)}${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
${hidden('response_type', 'code')}${input.codeChallenge ? `${hidden('code_challenge', input.codeChallenge)}${hidden('code_challenge_method', 'S256')}` : ''}
<label for="login">Staff login</label><input id="login" name="login" type="text" autocomplete="username" value="${e(input.login)}" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<div class="row"><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button></div>
</form></main></body></html>`;
}

export function oauthErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in problem</title></head>
<body><main><h1>Sign-in problem</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
