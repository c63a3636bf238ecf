// What a person does on a readiness row, at once and by key: open the booking (Enter), write a note (N), bookmark it
// (B), change its status (S). The note and the status ask first, in a modal; the bookmark is one press that answers
// at once, as on the booking screen (bookmark-presses.ts).
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CallName } from '../../../shared/contract/calls.js';
import type { ReadinessRow } from '../../../shared/contract/model/readiness.js';
import { useBookmarkPresses } from '../bookmarks/use-bookmark-presses.js';
import { NoteDialog } from './note-dialog.js';
import { StatusDialog } from './status-dialog.js';
import type { DeskFailure } from '../../desk/desk-client.js';

/** What a write on the board changes: the board itself, the booking, the manifest and the shift's record. */
export const AFTER_ROW_WRITE: CallName[] = ['readiness.board', 'bookings.get', 'day.contents', 'shift.record', 'bookings.timeline'];

export type RowAction = 'note' | 'bookmark' | 'status';

export interface RowActions {
  /** The dialog open now, if any. */
  dialog: ReactNode;
  act(row: ReadinessRow, action: RowAction): void;
  /** The last bookmark press that failed, for a person to read. */
  failure: DeskFailure | null;
  /** Whether the row reads as bookmarked: what its last press asked for, until the desk has it. */
  bookmarked(row: ReadinessRow): boolean;
}

/** What a row of the board needs of them. */
export type RowPresses = Pick<RowActions, 'act' | 'bookmarked'>;

export function useRowActions(): RowActions {
  const [open, setOpen] = useState<{ row: ReadinessRow; action: 'note' | 'status' } | null>(null);
  const { presses, failure } = useBookmarkPresses(AFTER_ROW_WRITE);
  const close = () => setOpen(null);
  const act = (row: ReadinessRow, action: RowAction) => {
    if (action === 'bookmark') presses.press(row.code, row.bookmarked);
    else setOpen({ row, action });
  };
  const dialog = open === null ? null : open.action === 'note'
    ? <NoteDialog code={open.row.code} guestName={open.row.guestName} refresh={AFTER_ROW_WRITE} onClose={close} />
    : <StatusDialog code={open.row.code} guestName={open.row.guestName} current={open.row.status} refresh={AFTER_ROW_WRITE} onClose={close} />;
  return { dialog, act, failure, bookmarked: (row) => presses.shown(row.code, row.bookmarked) };
}

/** N, B and S on a focused row (not while typing), ↑/↓ between the rows of every group. */
export function boardKeyHandler(rowOf: (code: string) => ReadinessRow | undefined, act: RowActions['act']) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('dialog') || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a.readiness-open')];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const here = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[Math.min(links.length - 1, Math.max(0, here + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
      return;
    }
    const code = target.closest<HTMLElement>('tr[data-code]')?.dataset.code;
    const row = code ? rowOf(code) : undefined;
    const action = ({ n: 'note', b: 'bookmark', s: 'status' } as const)[event.key.toLowerCase() as 'n' | 'b' | 's'];
    if (!row || !action || event.shiftKey) return;
    event.preventDefault();
    act(row, action);
  };
}
