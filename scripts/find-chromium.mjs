// Finds the Chromium that Playwright drives: $FRONTDESK_CHROMIUM if set, else Debian's package.
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

export function findChromium() {
  const chosen = process.env.FRONTDESK_CHROMIUM;
  if (chosen) return existsSync(chosen) ? chosen : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}
