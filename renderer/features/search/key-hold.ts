// Holds back single printable keys pressed outside any field for a moment, because the first key of a barcode
// scan looks like a shortcut: a code starting with I, scanned on a booking, must not check that booking in.
// If no scan follows, the keys are replayed to where they were aimed, a few tens of milliseconds late.

interface HeldKey {
  target: EventTarget;
  init: KeyboardEventInit;
}

export class KeyHold {
  private held: HeldKey[] = [];
  private timer: number | undefined;
  /** Replayed events pass the scanner's listener untouched. */
  readonly replayed = new WeakSet<Event>();

  constructor(private readonly holdMs: number) {}

  /** Worth holding: a character key that does nothing by itself outside a field (Space presses buttons). */
  static holds(event: KeyboardEvent): boolean {
    return event.key.length === 1 && event.key !== ' ' && !event.repeat;
  }

  add(event: KeyboardEvent): void {
    const { key, code, shiftKey } = event;
    this.held.push({ target: event.target ?? document.body, init: { key, code, shiftKey, bubbles: true, cancelable: true } });
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.release(), this.holdMs);
  }

  /** The held keys were part of a scan: they are in its text, so they are not replayed. */
  drop(): void {
    window.clearTimeout(this.timer);
    this.held = [];
  }

  /**
   * Not a scan after all: every held key reaches its shortcut, in order. Once one of them has put the focus in a
   * text field (N opens the note box), the rest were the person typing into it: they are typed there, since a
   * replayed key event types nothing.
   */
  release(): void {
    const keys = this.held;
    this.drop();
    for (const { target, init } of keys) {
      if (typeInFocusedField(init.key ?? '')) continue;
      const event = new KeyboardEvent('keydown', init);
      this.replayed.add(event);
      const aim = target instanceof Node && target.isConnected ? target : document.body;
      aim.dispatchEvent(event);
    }
  }
}

function typeInFocusedField(text: string): boolean {
  const field = document.activeElement;
  const typable = field instanceof HTMLTextAreaElement
    || (field instanceof HTMLInputElement && ['text', 'search', 'email', 'tel', ''].includes(field.type));
  // execCommand types as the keyboard would: at the caret, with an input event React hears, and undoable.
  return typable && text.length === 1 && document.execCommand('insertText', false, text);
}
