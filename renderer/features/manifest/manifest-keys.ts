// The manifest by keyboard (listed in navigation/shortcuts.ts): ↑/↓ from guest to guest across every group, Enter opens
// the booking (the guest is a link), I and O check in and out when the row offers it, U takes a stamp back while
// its undo window is open. The focus stays on the row acted on.
import type { KeyboardEvent } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';
import { rowCommand } from '../../navigation/row-keys.js';
import type { StampKind } from '../../../shared/domain/stamps.js';

/** Each row's guest link: the row's one tab stop, carrying its code and the action it offers. */
export const ROW_LINKS = '.manifest-table .guest a[data-code]';

interface ManifestKeys {
  contentsOf(code: string): BookingContents | undefined;
  onStamp(contents: BookingContents, kind: StampKind): void;
  onUndo(code: string): void;
}

export function manifestKeyHandler({ contentsOf, onStamp, onUndo }: ManifestKeys) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const link = event.target instanceof HTMLElement ? event.target.closest<HTMLAnchorElement>(ROW_LINKS) : null;
    if (!link) return;
    const code = link.dataset.code ?? '';
    const command = rowCommand(event);
    if (command === 'next' || command === 'previous') moveBetweenRowLinks(event, ROW_LINKS);
    else if ((command === 'checkIn' || command === 'checkOut') && link.dataset.action === command) {
      const contents = contentsOf(code);
      if (!contents) return;
      event.preventDefault();
      onStamp(contents, command);
    } else if (event.key.toLowerCase() === 'u' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      onUndo(code);
    }
  };
}
