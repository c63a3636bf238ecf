// The small pages the browser tab shows once the service sends it back to the desk.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0}
main{max-width:28rem;padding:1.5rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

export const signedInPage = () =>
  page('You are signed in', 'Frontdesk is connected. You can close this tab and go back to Frontdesk.');

export const notSignedInPage = (reason: string) =>
  page('Frontdesk is not signed in', `${reason} You can close this tab.`);
