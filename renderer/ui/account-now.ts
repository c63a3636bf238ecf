// Now, in the account's own calendar and clock: what "today" and "late" mean on every screen.
import { dayInZone, timeInZone, type Day } from '../../shared/domain/dates.js';

/** Now, as the account's calendar day and wall-clock "HH:MM". */
export interface AccountNow {
  day: Day;
  clock: string;
}

/** By the desk's rules for the zone (dates.ts); an unknown zone (a service's typo) reads as UTC. */
export function accountNow(nowMs: number, timeZone: string): AccountNow {
  try {
    return { day: dayInZone(nowMs / 1000, timeZone), clock: timeInZone(nowMs / 1000, timeZone) };
  } catch {
    return accountNow(nowMs, 'UTC');
  }
}
