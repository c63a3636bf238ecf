// A bookmark is one press that answers at once: the star shows what the person asked for while the desk writes it.
// A press while the booking's last bookmark write is still under way (a slow service holds it for a second or more)
// is the next toggle, never dropped: it shows at once and is written when that write is done, so the service ends
// with what the person last asked for. One write per booking at a time: two writes of one booking never race each
// other to the service, and each press is written at most once (presses that cancel out before their turn send
// nothing more).

export interface BookmarkPressesOptions {
  /** Writes the bookmark; true once the desk has it, false when it did not take it (the failure is said there). */
  write(code: string, bookmarked: boolean): Promise<boolean>;
  /** What a booking shows changed. */
  onChange(): void;
}

export class BookmarkPresses {
  /** What the person last asked for, per booking, until the desk has it. */
  private readonly asked = new Map<string, boolean>();
  /** The write under way, per booking. */
  private readonly writing = new Map<string, boolean>();

  constructor(private readonly options: BookmarkPressesOptions) {}

  /** What the booking shows: the last press's state until the desk has it, then the booking's own. */
  shown(code: string, bookmarked: boolean): boolean {
    return this.asked.get(code) ?? bookmarked;
  }

  /** A write of this booking's bookmark is under way. */
  busy(code: string): boolean {
    return this.writing.has(code);
  }

  /** A press on a booking the desk last read as `bookmarked`: what it shows flips. */
  press(code: string, bookmarked: boolean): void {
    const wanted = !this.shown(code, bookmarked);
    this.asked.set(code, wanted);
    if (!this.writing.has(code)) this.write(code, wanted);
    this.options.onChange();
  }

  private write(code: string, bookmarked: boolean): void {
    this.writing.set(code, bookmarked);
    void this.options.write(code, bookmarked).then((taken) => this.written(code, bookmarked, taken));
  }

  private written(code: string, sent: boolean, taken: boolean): void {
    this.writing.delete(code);
    const wanted = this.asked.get(code);
    // A press made meanwhile asked for the other state: written now. Refused (the reason is said beside the button):
    // the booking's own state stands, and presses made meanwhile asked for a change from a state that never was.
    if (taken && wanted !== undefined && wanted !== sent) this.write(code, wanted);
    else this.asked.delete(code);
    this.options.onChange();
  }
}
