// The account's locale and time zone plus a "now" that moves on every half minute, so "12 min ago" stays true
// on a screen left open through an outage.
import { useEffect, useState } from 'react';
import { useAccountFormat } from '../../ui/account-format.js';
import type { Clock } from './offline-text.js';

const TICK_MS = 30_000;

export function useClock(): Clock {
  const { locale, timeZone } = useAccountFormat();
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return { locale, timeZone, nowMs };
}
