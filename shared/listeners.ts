// Who is told when something happens, for every part that tells (the desk's events, the sign-in state, the outbox,
// the venue, both transports, the page's small stores). Each listener is called in turn, in the order it came; one
// that throws does not stop the others or the part telling (a broken screen must not undo a saved write or stop a
// replay): its failure goes where that part says. `on` returns the way to stop, so a screen or a test leaves nothing
// behind.

export type Unsubscribe = () => void;
export type Listener<Args extends unknown[]> = (...args: Args) => void;

const sayFailure = (error: unknown) => console.error('frontdesk: a listener failed', error);

/** The listeners of one kind of news, told with `Args`. */
export class Listeners<Args extends unknown[] = []> {
  // One entry a subscription: the same function subscribed twice is told twice, and each `on`'s stop removes its own.
  private readonly entries = new Set<{ listener: Listener<Args> }>();

  /** `failed`: where a listener that threw is said, with what it was told. */
  constructor(private readonly failed: (error: unknown, told: Args) => void = sayFailure) {}

  /** An arrow, so that it can be handed on as it is (React's useSyncExternalStore takes it). */
  readonly on = (listener: Listener<Args>): Unsubscribe => {
    const entry = { listener };
    this.entries.add(entry);
    return () => void this.entries.delete(entry);
  };

  /** Tells those listening now; one that starts listening meanwhile hears the next news, not this one. */
  emit(...args: Args): void {
    for (const { listener } of [...this.entries]) {
      try {
        listener(...args);
      } catch (error) {
        this.failed(error, args);
      }
    }
  }

  get count(): number {
    return this.entries.size;
  }
}

/** Several kinds of news by name, each with its own arguments: `{ change: []; synced: [deskId: string] }`. */
export class Emitter<Events extends { [name: string]: unknown[] }> {
  private readonly lists: { [N in keyof Events]?: Listeners<Events[N]> } = {};

  constructor(private readonly failed: (name: keyof Events, error: unknown) => void = (_, error) => sayFailure(error)) {}

  on<N extends keyof Events>(name: N, listener: Listener<Events[N]>): Unsubscribe {
    const list = (this.lists[name] ??= new Listeners<Events[N]>((error) => this.failed(name, error)));
    return list.on(listener);
  }

  emit<N extends keyof Events>(name: N, ...args: Events[N]): void {
    this.lists[name]?.emit(...args);
  }

  count(name: keyof Events): number {
    return this.lists[name]?.count ?? 0;
  }
}
