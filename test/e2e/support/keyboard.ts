// The keyboard as the desk meets it: a barcode scanner's burst of keys, after the screen has settled.
import type { Page } from '@playwright/test';

/** Waits until the screen has finished its work, as a person does before reaching for the scanner. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
}

/**
 * A barcode scanner: the whole code as one burst of keys, then Enter. The keys are dispatched inside the page in one
 * go, as a scanner's arrive: sent one by one from the test, a busy machine stretched the burst until it looked like
 * typing (the first letters then went to shortcuts).
 */
export async function scan(page: Page, code: string): Promise<void> {
  await settle(page);
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...text, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
    }
  }, code);
}
