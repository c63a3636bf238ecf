// Enter in any field of a form sends it, selects included (a browser sends a form on Enter only from a text
// input); a text area keeps Enter for new lines, and buttons and boxes keep their own Enter.
import type { KeyboardEvent } from 'react';

const SUBMITS_ON_ENTER = new Set(['text', 'search', 'number', 'date', 'time', 'email', 'tel', 'url']);

export function isEnterToSubmit(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && SUBMITS_ON_ENTER.has(target.type);
}

export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (!isEnterToSubmit(event)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
