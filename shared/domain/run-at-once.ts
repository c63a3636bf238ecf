// Work written once as a generator that yields where it may pause: run through at once here (a small set, a page in
// the screen, a test), or in pieces with other work in between by the desk (electron/core/platform/yield-to-screens).

export function runAtOnce<T>(work: Generator<unknown, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
