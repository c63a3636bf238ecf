// C on a guest of a departure opens its closing (the dialog says if it has not started, or nobody is missing); every
// other key goes on to the manifest's own handler.
import type { KeyboardEvent } from 'react';
import { groupHeadingId } from './JumpStrip.js';
import type { Manifest } from './manifest-groups.js';
import { ROW_LINKS } from './manifest-keys.js';

export function closingKeyHandler(manifest: Manifest, openClosing: (groupKey: string) => void,
  next: (event: KeyboardEvent<HTMLElement>) => void) {
  const byHeading = new Map(Object.values(manifest.sections).flat().map((group) => [groupHeadingId(group), group.key]));
  return (event: KeyboardEvent<HTMLElement>) => {
    const link = event.target instanceof HTMLElement ? event.target.closest<HTMLAnchorElement>(ROW_LINKS) : null;
    if (link && event.key.toLowerCase() === 'c' && !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey) {
      const key = byHeading.get(link.closest('section.manifest-group')?.getAttribute('aria-labelledby') ?? '');
      if (key) {
        event.preventDefault();
        openClosing(key);
        return;
      }
    }
    next(event);
  };
}
