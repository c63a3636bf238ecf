// Every question and dialog of the app, one way: the browser's own modal <dialog> (showModal) puts it above the page
// and makes the page behind it inert (no click, no focus, hidden from screen readers); React Aria's FocusScope keeps
// Tab and Shift+Tab inside it, where the browser would let the focus step out past its last button, and gives the
// focus back to whatever had it once it closes. Esc is Cancel, answered within the key's own task: the browser would
// close the <dialog> at once but tell the page (its "close" event) only in a later task, and a key pressed in between
// (a Tab, Alt+1, a scanner's code) met a question already gone from the screen that still held the keyboard and the
// focus. So its "cancel" is taken instead, and the owner stops drawing it. The focus starts on the element marked
// data-autofocus: the harmless answer, so that Enter (a person's, or a scanner's that got through) changes nothing.
// While it is open it holds the keyboard (open-question.ts), and it says which scans wait for it to be answered.
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { FocusScope } from 'react-aria';
import { openQuestion, useWaitingScans } from './open-question.js';

interface Props {
  /** alertdialog for a question that interrupts (a check-in that looks like a slip); dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Esc, and whatever else closes it without an answer. */
  onCancel(): void;
  /** What closes it: "Scan of A waits until this question is answered" (or "this list is closed"). */
  waitsUntil?: 'answered' | 'closed';
  /** A click beside it closes it too (a list to read, not a question to answer). */
  closesOnClickBeside?: boolean;
  children: ReactNode;
}

/** The click landed on the backdrop: the dialog's own box does not contain it. */
function beside(event: MouseEvent<HTMLDialogElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.target === event.currentTarget
    && (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom);
}

/**
 * "Scan of A waits until this question is answered.", "Scans of A, B and C wait until this list is closed.": the
 * codes are the scanner's, shown as scanned.
 */
function waitingScansText(intl: IntlShape, codes: readonly string[], until: 'answered' | 'closed'): ReactNode {
  const code = (text: string) => <span translate="no">{text}</span>;
  return intl.formatMessage({
    id: 'question.scansWaiting',
    defaultMessage: '{count, plural, one {Scan of {last} waits} other {Scans of {first} and {last} wait}} until '
      + '{until, select, closed {this list is closed} other {this question is answered}}.',
  }, { count: codes.length, first: code(codes.slice(0, -1).join(', ')), last: code(codes.at(-1) ?? ''), until });
}

export function ModalDialog(props: Props) {
  const { role = 'dialog', labelledBy, describedBy, className, onCancel, waitsUntil = 'answered', children } = props;
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const waiting = useWaitingScans();
  // Where Chromium will not let "cancel" be refused (no user activation since the last refusal), it closes the
  // dialog itself afterwards: the "close" of that same Esc finds the owner already told.
  const cancelled = useRef(false);
  const closed = () => {
    if (!cancelled.current) onCancel();
    cancelled.current = false;
  };
  // Before the browser paints, so that no key pressed in between reaches the page behind it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const close = openQuestion();
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return close;
  }, []);
  return (
    <dialog ref={dialog} role={role === 'alertdialog' ? 'alertdialog' : undefined} aria-labelledby={labelledBy}
      aria-describedby={describedBy} className={className ? `dialog ${className}` : 'dialog'}
      onCancel={(event) => {
        event.preventDefault();
        cancelled.current = true;
        onCancel();
      }}
      onClose={closed} onMouseDown={(event) => props.closesOnClickBeside && beside(event) && onCancel()}>
      <FocusScope contain restoreFocus>
        {children}
        {/* Always there, so that a screen reader hears the words when a scan comes to wait. */}
        <p className="question-waiting" role="status">
          {waiting.length > 0 ? waitingScansText(intl, waiting, waitsUntil) : null}
        </p>
      </FocusScope>
    </dialog>
  );
}
