// Long work on the working set is done in pieces of a few milliseconds, letting the screens' calls in between.

/** Lets the event loop answer whatever waits (a screen's call, a timer) before the next piece. */
export const yieldToScreens = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
