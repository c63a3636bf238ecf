// Which bookings changed after a moment of the working set (its generation), so that a screen holding a whole list
// of them reads only those again (bookings.heldChanges). Bounded: past MOST_KEPT changes, or after a change that
// touches every booking (the catalogue, the bookmarks, the set read anew), older moments cannot be answered.
const MOST_KEPT = 20_000;

export class ChangeLog {
  private changes: { generation: number; code: string }[] = [];
  /** Moments before this one are not answered. */
  private from = 0;

  /** `generation`: the first generation at which the change shows. */
  booking(code: string, generation: number): void {
    this.changes.push({ generation, code });
    if (this.changes.length > MOST_KEPT) {
      const cut = this.changes.length - MOST_KEPT / 2;
      this.from = this.changes[cut - 1]!.generation;
      this.changes = this.changes.slice(cut);
    }
  }

  /** Every booking may read otherwise from `generation` on. */
  everything(generation: number): void {
    this.changes = [];
    this.from = generation;
  }

  /** The codes changed after `since`, each once; null when that moment is too old to say. */
  since(since: number): string[] | null {
    if (since < this.from) return null;
    const codes = new Set<string>();
    for (let at = this.changes.length - 1; at >= 0 && this.changes[at]!.generation > since; at -= 1) codes.add(this.changes[at]!.code);
    return [...codes];
  }
}
