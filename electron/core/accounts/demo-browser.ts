// Signs the demo account in through the real OAuth flow: where a person would use the authorize page in a
// browser, the desk fills it in with the demo staff member's login, as a browser would post it.

export type OpenBrowser = (url: string) => Promise<void>;

function hiddenFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(match[1]!, decodeEntities(match[2]!));
  }
  return fields;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

export function demoBrowser(login: string, password: string, fetcher: typeof fetch = fetch): OpenBrowser {
  return async (authorizeUrl) => {
    const page = await fetcher(authorizeUrl);
    if (!page.ok) throw new Error(`The demo service's sign-in page answered ${page.status}.`);
    const form = hiddenFields(await page.text());
    form.set('login', login);
    form.set('password', password);
    form.set('decision', 'approve');
    const approved = await fetcher(new URL('/oauth/', authorizeUrl), {
      method: 'POST', body: form, redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const callback = approved.headers.get('location');
    if (approved.status !== 302 || !callback) throw new Error('The demo service did not accept the demo sign-in.');
    // Visiting the loopback callback is what hands the code to the desk's listener.
    await fetcher(callback);
  };
}
