// A launcher's child ends with it. SIGINT and SIGTERM are passed on as SIGINT, the child's clean stop.
// npm runs a script through `sh -c`, and a signal to npm ends that shell without passing it on, so the launcher
// also stops its child once its own parent is gone (its parent id changes when it is left an orphan).
const PARENT_CHECK_MS = 250;

export function forwardSignals(child) {
  const parent = process.ppid;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGINT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop();
  }, PARENT_CHECK_MS);
  child.on('exit', (code) => {
    clearInterval(watch);
    process.exit(code ?? 0);
  });
}
