// The keyboard as the desk meets it: a barcode scanner's burst of keys, after the screen has settled.
import type { Page } from '@playwright/test';

/** Waits until the screen has finished its work, as a person does before reaching for the scanner. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
}

/** How far apart a scanner's keys arrive: a few milliseconds. */
const SCANNER_KEY_MS = 4;

/**
 * A barcode scanner: the whole code as one burst of keys, then Enter. The keys are dispatched inside the page in one
 * go, as a scanner's arrive: sent one by one from the test, a busy machine stretched the burst until it looked like
 * typing (the first letters then went to shortcuts). Each key carries the time it arrived at, a scanner's few
 * milliseconds apart, as the system stamps a real key press: stamped when dispatched instead, the screen's drawing of
 * the first keys on a loaded machine stretched the gaps past a run's limit, and the code's tail read as a new scan.
 */
export async function scan(page: Page, code: string): Promise<void> {
  await settle(page);
  await page.evaluate(({ text, keyMs }) => {
    const target = document.activeElement ?? document.body;
    const start = performance.now();
    const stamped = (type: string, key: string, at: number) => {
      const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: at });
      return event;
    };
    [...text, 'Enter'].forEach((key, index) => {
      target.dispatchEvent(stamped('keydown', key, start + index * keyMs));
      target.dispatchEvent(stamped('keyup', key, start + index * keyMs + 1));
    });
  }, { text: code, keyMs: SCANNER_KEY_MS });
}

/** What the system would send for one key of a code: the key, its physical key and its Windows key code. */
function keyOf(character: string): { key: string; code: string; windowsVirtualKeyCode: number; text: string } {
  if (character === '\r') return { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
  if (/^[A-Za-z]$/.test(character)) {
    return { key: character, code: `Key${character.toUpperCase()}`, windowsVirtualKeyCode: character.toUpperCase().charCodeAt(0), text: character };
  }
  if (/^\d$/.test(character)) return { key: character, code: `Digit${character}`, windowsVirtualKeyCode: character.charCodeAt(0), text: character };
  if (character === '-') return { key: '-', code: 'Minus', windowsVirtualKeyCode: 189, text: '-' };
  throw new Error(`A scanner of booking codes does not type "${character}"`);
}

/**
 * A barcode scanner as the system delivers it: real key presses (trusted, so that they type into a field and an Enter
 * presses the focused button, as a scanner's do), each code's keys and its Enter stamped SCANNER_KEY_MS apart, one
 * code after another. The stamps are the system's own (the protocol's timestamp), so a loaded machine that delivers
 * them late does not stretch the burst into typing.
 */
export async function scannerTypes(page: Page, codes: string[]): Promise<void> {
  await settle(page);
  const session = await page.context().newCDPSession(page);
  try {
    const start = Date.now() / 1000;
    const keys = codes.flatMap((code) => [...code, '\r']);
    // Sent in one go, in order (a session runs its commands in the order sent), as a scanner's keys reach the
    // system's queue: awaited one by one, a loaded machine spread them over seconds of the page's own timers, which
    // a scanner never does.
    await Promise.all(keys.flatMap((character, index) => {
      const timestamp = start + (index * SCANNER_KEY_MS) / 1000;
      const { text, ...key } = keyOf(character);
      return [
        session.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text, unmodifiedText: text, timestamp }),
        session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key, timestamp: timestamp + 0.001 }),
      ];
    }));
  } finally {
    await session.detach();
  }
}
