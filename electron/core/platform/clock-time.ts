// A time of day for a person at the desk: "09:14" in the computer's own zone (the clock on the wall beside it), or,
// for what the account's records say (a check-in, a press on another desk), as the screens write it: in the
// account's zone, as the account's locale writes a time ("4:35 PM" in en_US, "16:35" in en_GB).

export function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(epochMs));
}

/** In the account's zone and its locale's way of writing a time, as the screens show the service's times. */
export function accountClockTime(epochMs: number, timeZone: string, localeId: string): string {
  const locale = localeId.replace('_', '-');
  try {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(epochMs));
  } catch {
    // A zone or locale this runtime does not know (a real service's typo): the computer's clock is better than none.
    return clockTime(epochMs);
  }
}
