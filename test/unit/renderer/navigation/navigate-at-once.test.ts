// @vitest-environment happy-dom
// A key that moves to another address (PageDown on the calendar, Alt+2) and the key right after it (Enter, a letter):
// the second must meet the screen the first one showed. The browser tells a new hash only in a later task
// ("hashchange"), and a busy desk takes the next key first: a walk once opened the bookings of the week PageDown had
// left. So the screens hear navigate() before the key's work is done, not when the browser gets round to it.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { navigate, useAddress } from '../../../../renderer/navigation/router.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Address() {
  return createElement('output', null, useAddress());
}

let root: Root;
let shown: HTMLElement;

beforeEach(() => {
  window.location.hash = '#/calendar?from=20261112';
  shown = document.createElement('div');
  document.body.append(shown);
  root = createRoot(shown);
  act(() => root.render(createElement(Address)));
});

afterEach(() => {
  act(() => root.unmount());
  shown.remove();
});

it('shows the address navigate() wrote once the key that asked is done, before the browser says it changed', () => {
  let heardByBrowser = false;
  window.addEventListener('hashchange', () => { heardByBrowser = true; }, { once: true });
  act(() => navigate('calendar?from=20261119'));
  expect(heardByBrowser).toBe(false);
  expect(shown.textContent).toBe('#/calendar?from=20261119');
});

it('still follows an address changed outside the desk (back, a link), when the browser says so', async () => {
  window.location.hash = '#/bookings';
  await act(async () => {
    await new Promise<void>((resolve) => window.addEventListener('hashchange', () => resolve(), { once: true }));
  });
  expect(shown.textContent).toBe('#/bookings');
});
