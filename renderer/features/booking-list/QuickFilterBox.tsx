// The quick filter's box: a key's text goes straight to the list's painter (BookingsScreen's typeKey), and the box
// asks as little of the page as it can at each key, since the key's rows wait behind whatever the key sets off.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { followQuickText } from './quick-text.js';

export const QUICK_FILTER_ID = 'quick-filter';

const SAID = words(defineMessages({
  quickFilter: { id: 'bookings.quickFilter.label', defaultMessage: 'Quick filter (all matching bookings)' },
  quickFilterHint: { id: 'bookings.quickFilter.placeholder', defaultMessage: 'Quick filter: code, guest, e-mail, item' },
}));

/**
 * A key's events in the box that nothing in the desk reads: its text arrives with the input event. React's root and
 * the focus ring's listeners would each look through the page's components for every one of them, at every key, and
 * the key's rows wait behind the keyup; they stop at the window. So does the selection's change in the box (React's
 * root reads it for an onSelect no screen has). The keydown goes on (the scanner and the shortcuts read it).
 */
const UNREAD_KEY_EVENTS = ['keypress', 'textInput', 'beforeinput', 'keyup', 'selectionchange'] as const;

function useUnreadKeyEventsStopped(box: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    const inBox = (event: Event) => event.target === box.current || (event.target === document && document.activeElement === box.current);
    const stop = (event: Event) => { if (inBox(event)) event.stopPropagation(); };
    for (const type of UNREAD_KEY_EVENTS) window.addEventListener(type, stop, true);
    return () => { for (const type of UNREAD_KEY_EVENTS) window.removeEventListener(type, stop, true); };
  }, [box]);
}

/**
 * A key that only writes in the box (a character, Backspace or Delete, with no Ctrl, Alt or Meta) goes no further
 * than the box: every key the desk answers while a person types takes a modifier (Alt+1…, Ctrl+K), and the scanner
 * reads each key at the window before it lands. React's root and each of the desk's key listeners would otherwise
 * look at every letter typed.
 */
const writesOnly = (event: KeyboardEvent) => !event.ctrlKey && !event.altKey && !event.metaKey
  && (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete');

function useWritingKeysKept(box: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const keep = (event: KeyboardEvent) => { if (writesOnly(event)) event.stopPropagation(); };
    element.addEventListener('keydown', keep);
    return () => element.removeEventListener('keydown', keep);
  }, [box]);
}

/**
 * The hint is in the box only while the box is empty, where it shows: a box holding a placeholder has the browser
 * write the placeholder's display anew at every change of its text, a style recalculation of its own at each key.
 */
function fitHint(box: HTMLInputElement, hint: string) {
  if (box.value === '') {
    if (box.placeholder !== hint) box.placeholder = hint;
  } else if (box.hasAttribute('placeholder')) box.removeAttribute('placeholder');
}

/**
 * The box's input event answered where it lands, and gone no further: React's root would run its change and
 * selection plugins over the page's components for it (a fifth of the key's JavaScript) to reach this same call.
 */
function useTypedText(box: RefObject<HTMLInputElement | null>, hint: string, onType: (typed: string) => void) {
  const latest = useRef({ hint, onType });
  latest.current = { hint, onType };
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const typed = (event: Event) => {
      event.stopPropagation();
      fitHint(element, latest.current.hint);
      latest.current.onType(element.value);
    };
    element.addEventListener('input', typed);
    // The words changed otherwise (Clear filters): the box shows them, and the hint when they are none.
    const unfollow = followQuickText(element, () => fitHint(element, latest.current.hint));
    return () => {
      element.removeEventListener('input', typed);
      unfollow();
    };
  }, [box]);
  useLayoutEffect(() => { if (box.current) fitHint(box.current, hint); }, [box, hint]);
}

/**
 * The quick filter's box. Not drawn by React at each key (a key's rows may be painted before React draws anything):
 * the browser shows what is typed, and the box follows the words when they change otherwise (Clear filters). The
 * browser offers no past entries of its own over the rows (autocomplete off), nor looks the page's fields over for them
 * at each key.
 */
export function QuickFilterBox({ onType }: { onType: (typed: string) => void }) {
  const intl = useIntl();
  const box = useRef<HTMLInputElement>(null);
  useUnreadKeyEventsStopped(box);
  useWritingKeysKept(box);
  useTypedText(box, intl.formatMessage(SAID.quickFilterHint), onType);
  return (
    <div className="quick-filter">
      <label htmlFor={QUICK_FILTER_ID} className="visually-hidden">{intl.formatMessage(SAID.quickFilter)}</label>
      <input id={QUICK_FILTER_ID} ref={box} type="search" autoComplete="off" />
    </div>
  );
}
