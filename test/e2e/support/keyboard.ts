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
