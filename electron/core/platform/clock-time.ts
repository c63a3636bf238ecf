// A time of day for a person at the desk ("09:14"), in the computer's own zone: the clock on the wall beside it.

export function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(epochMs));
}
