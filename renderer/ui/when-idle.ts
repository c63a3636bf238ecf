// Work the page can do before anyone asks for it, a few milliseconds at a time at the lowest priority: a key pressed
// meanwhile waits at most one slice, and the frames go first.

/** Short enough that a key pressed during a slice is still answered within its frame. */
const SLICE_MS = 3;

type Later = (run: () => void) => () => void;

interface TaskScheduler {
  postTask: (run: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Chromium's background tasks run whenever nothing else waits; elsewhere, a timer. A background task is stopped by a
 * flag it reads when it runs, not by aborting it: an abort rejects the task's promise with an error made then (its
 * stack read), and work is stopped at each key of the quick filter, inside the key's event.
 */
function backgroundTask(): Later {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    return (run) => {
      let stopped = false;
      void scheduler.postTask(() => { if (!stopped) run(); }, { priority: 'background' });
      return () => { stopped = true; };
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
