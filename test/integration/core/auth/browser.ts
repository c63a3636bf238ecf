// A person at the system browser, played with fetch: opens the authorize URL the desk hands over, fills in the
// staff login, presses Approve or Deny, and follows the 302 to the desk's loopback callback.
import type { RunningSandbox, SandboxStaffLogin } from '../../../../electron/sandbox/index.js';
import { submitAuthorizeForm, type PageAnswer } from '../../../support/oauth-flow.js';

export interface Tab {
  status: number;
  html: string;
  /** Where the service sent the browser after the form. */
  callback: URL;
  /** What a forged answer sent to the callback first was shown, when the behaviour asked for one. */
  forged?: { status: number; html: string };
}

export interface Person {
  openBrowser(url: string): Promise<void>;
  /** What the browser tab shows at the end; rejects when the person never got there. */
  tab: Promise<Tab>;
  /** The authorize URLs the desk handed over. */
  opened: string[];
}

export interface Behaviour {
  decision?: 'approve' | 'deny';
  /** Changes the state on the way back, as a forged callback would. */
  forgeState?: boolean;
  /** Before the real answer, another page sends the browser to the callback with its own code and a wrong state. */
  forgedFirst?: boolean;
}

export function personAt(staff: SandboxStaffLogin, behaviour: Behaviour = {}): Person {
  const opened: string[] = [];
  let settle!: { resolve: (tab: Tab) => void; reject: (error: unknown) => void };
  const tab = new Promise<Tab>((resolve, reject) => { settle = { resolve, reject }; });
  // A tab that is never looked at must not fail the run as an unhandled rejection.
  tab.catch(() => undefined);
  const openBrowser = async (url: string) => {
    opened.push(url);
    try {
      settle.resolve(await visit(url, staff, behaviour));
    } catch (error) {
      settle.reject(error);
    }
  };
  return { openBrowser, tab, opened };
}

async function visit(url: string, staff: SandboxStaffLogin, behaviour: Behaviour): Promise<Tab> {
  const response = await fetch(url, { redirect: 'manual' });
  const page: PageAnswer = {
    status: response.status, headers: response.headers, html: await response.text(), location: null, url,
  };
  const posted = await submitAuthorizeForm(page, {
    login: staff.login, password: staff.password, decision: behaviour.decision ?? 'approve',
  });
  if (posted.status !== 302 || posted.location === null) throw new Error(`The form answered HTTP ${posted.status}.`);
  const callback = new URL(posted.location);
  let forged: Tab['forged'];
  if (behaviour.forgedFirst) {
    const attack = new URL(`${callback.origin}${callback.pathname}?code=attacker-code&state=forged-state`);
    const answer = await fetch(attack, { redirect: 'manual' });
    forged = { status: answer.status, html: await answer.text() };
  }
  if (behaviour.forgeState) callback.searchParams.set('state', 'forged-state');
  const answer = await fetch(callback, { redirect: 'manual' });
  return { status: answer.status, html: await answer.text(), callback, ...(forged ? { forged } : {}) };
}

export const sandboxNow = (sandbox: RunningSandbox) => () => sandbox.control.services().clock.now() * 1000;
