// Money travels as decimal strings ("141.90"); inside we count whole cents so sums stay exact.

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "141.90", "141.9", 141.9 → 14190. Unreadable input → NaN, for the caller to refuse. */
export function decimalToCents(value: string | number): number {
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}
