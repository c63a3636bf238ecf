// Waits for something another process, a link or a timer brings: asks every 25 ms (15 s at most unless told), and says what it waited for when
// it gives up (a test's own words, not a bare timeout).
export async function until<T>(read: () => T | null | undefined | false | Promise<T | null | undefined | false>, what: string, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
