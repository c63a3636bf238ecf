// Saves happen one at a time and in order, so an older state can never land on top of a newer one. A save that
// starts after several changes writes them all, so a burst of changes costs a few fsyncs, not one each.

export class SerialSaves {
  private changes = 0;
  private savedChanges = 0;
  private tail: Promise<void> = Promise.resolve();

  /** `write` must take its snapshot synchronously when called, before its first await. */
  constructor(private readonly write: () => Promise<void>) {}

  /** Resolves once every change made before this call is on disk; rejects when that save failed. */
  save(): Promise<void> {
    const wanted = ++this.changes;
    const run = this.tail.then(async () => {
      if (this.savedChanges >= wanted) return;
      const covered = this.changes;
      await this.write();
      this.savedChanges = Math.max(this.savedChanges, covered);
    });
    // A failed save must not stop the ones queued behind it: they retry with the state as it is then.
    this.tail = run.catch(() => undefined);
    return run;
  }
}
