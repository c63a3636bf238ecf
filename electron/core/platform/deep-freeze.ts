// Values kept and handed out again as they are (a report answered twice, a listing sent at every answer) are frozen
// through and through: nobody can change one in place, so what was proven of it once stays true.

/** Freezes `value` and every object and array within it (one already frozen is taken as frozen through); answers it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const member of Object.values(value)) deepFreeze(member);
  return value;
}

/** Whether `value` and every object and array within it are frozen. */
export function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}
