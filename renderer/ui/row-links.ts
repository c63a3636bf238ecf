// ↑/↓ between the rows of a short table, by the one link each row opens with; ↑ on the first row can hand the
// focus back to whatever sits above the table (the search box), so the keyboard never gets stuck.
import type { KeyboardEvent } from 'react';

export function moveBetweenRowLinks(event: KeyboardEvent<HTMLElement>, linkSelector: string, onAboveFirst?: () => void): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>(linkSelector)];
  const here = links.indexOf(document.activeElement as HTMLAnchorElement);
  event.preventDefault();
  if (event.key === 'ArrowUp' && here <= 0 && onAboveFirst) {
    onAboveFirst();
    return;
  }
  const step = event.key === 'ArrowDown' ? 1 : -1;
  links[Math.min(links.length - 1, Math.max(0, here + step))]?.focus();
}
