// What rarely changes on an account (its booking parameters, event types, the form's fields) is asked for once in
// a while: one answer per account, shared by every screen that asks within REMEMBER_FOR_MS; a failure is forgotten
// at once, so the next ask tries again. Timed by a clock that only goes forward: the desk's wall clock set back an
// hour (by hand, or by the system's time service) would otherwise keep an answer an hour past its ten minutes.

export const REMEMBER_FOR_MS = 10 * 60_000;

export function accountMemo<T>(now: () => number = () => performance.now()) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (accountId: string, load: () => Promise<T>): Promise<T> => {
    const known = kept.get(accountId);
    if (known && now() - known.at < REMEMBER_FOR_MS) return known.value;
    const value = load();
    kept.set(accountId, { at: now(), value });
    value.catch(() => kept.delete(accountId));
    return value;
  };
}
