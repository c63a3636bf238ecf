// The bookmark presses of a screen (BookmarkPresses), written through the desk; the last failure for the person.
import { useReducer, useState } from 'react';
import type { CallName } from '../../../shared/contract/calls.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { BookmarkPresses } from './bookmark-presses.js';

/** `refresh`: the reads a bookmark changes on this screen and the others. */
export function useBookmarkPresses(refresh: CallName[]): { presses: BookmarkPresses; failure: DeskFailure | null } {
  const mutation = useDeskMutation('bookings.setBookmark', refresh);
  const [, changed] = useReducer((count: number) => count + 1, 0);
  // mutateAsync is the mutation observer's own (stable); its promise settles even after the screen has gone, so a
  // press's follow-up write is still sent when the person moved on.
  const [presses] = useState(() => new BookmarkPresses({
    write: (code, bookmarked) => mutation.mutateAsync({ code, bookmarked }).then(() => true, () => false),
    onChange: changed,
  }));
  return { presses, failure: mutation.error };
}
