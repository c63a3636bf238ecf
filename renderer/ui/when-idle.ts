// Work the page can do before anyone asks for it, a few milliseconds at a time at the lowest priority: a key pressed
// meanwhile waits at most one slice, and the frames go first.

/** Short enough that a key pressed during a slice is still answered within its frame. */
const SLICE_MS = 3;

type Later = (run: () => void) => () => void;

interface TaskScheduler {
  postTask: (run: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<void>;
}

/** Chromium's background tasks run whenever nothing else waits; elsewhere, a timer. */
function backgroundTask(): Later {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    return (run) => {
      const stop = new AbortController();
      // Stopping rejects the task's promise; any other failure is the work's own and is let through.
      scheduler.postTask(run, { priority: 'background', signal: stop.signal }).catch((error: unknown) => {
        if (!stop.signal.aborted) throw error;
      });
      return () => stop.abort();
    };
  }
  return (run) => {
    const handle = setTimeout(run, 0);
    return () => clearTimeout(handle);
  };
}

/** Calls `step` again and again while the page is otherwise idle, until it says it is done; the returned function stops it. */
export function whileIdle(step: () => boolean): () => void {
  const later = backgroundTask();
  let stop = () => {};
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    let more = true;
    while (more && performance.now() < until) more = step();
    if (more) stop = later(slice);
  };
  stop = later(slice);
  return () => stop();
}

/** Calls `work` for each item in turn while the page is otherwise idle; the returned function stops it. */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let next = 0;
  return whileIdle(() => {
    if (next < items.length) work(items[next++]!);
    return next < items.length;
  });
}
