// The morning the internet is already down: a desk that synced its account yesterday is started again with the
// booking service refusing connections, or accepting them and never answering. The manifest shows today's rows from
// the desk's copy, says how old they are, in the account's currency and time zone, and no call is repeated in a loop.
import { test as base, expect, type Request } from '@playwright/test';
import { reopenDesk, syncedDesk, takeServiceDown, type KeptDesk, type ServiceDown } from './support/kept-desk.js';

const test = base.extend<object, { kept: KeptDesk }>({
  // One synced desk for the file: each test starts it again with the service down its own way.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
  kept: [async ({}, use) => {
    const kept = await syncedDesk({ bookings: 400 });
    await use(kept);
    await kept.remove();
  }, { scope: 'worker' }],
});

/** How long the page is watched for calls repeated in a loop, on its own clock, in steps. */
const WATCH_MS = 4_000;
const STEP_MS = 250;

for (const how of ['refusing', 'silent'] as ServiceDown[]) {
  test(`a desk started with the service ${how === 'refusing' ? 'refusing connections' : 'never answering'} shows today's manifest from its copy`, async ({ page, kept }) => {
    const restore = await takeServiceDown(kept, how);
    const desk = await reopenDesk(kept);
    try {
      const calls = new Map<string, number>();
      const asking = new Set<Request>();
      page.on('request', (request) => {
        const name = /\/desk\/call\/([^?]+)/.exec(request.url())?.[1];
        if (!name) return;
        calls.set(name, (calls.get(name) ?? 0) + 1);
        asking.add(request);
      });
      page.on('requestfinished', (request) => asking.delete(request));
      page.on('requestfailed', (request) => asking.delete(request));
      // The page's clock reads the desk's, and moves only when the test moves it: its retries and timers run on it.
      await page.clock.install({ time: kept.clock.now() });
      await page.goto(desk.host.launchUrl);
      await expect(page.locator('.manifest-table tbody tr').first()).toBeVisible();
      // How old the copy is: in the offline banner, or under the list when the service is not known to be out.
      await expect(page.getByText(/showing what this desk held at .* \((just now|.* ago)\)|Shown from this desk's copy of/).first()).toBeVisible();
      // The account's currency (the demo writes Canadian dollars), not the computer's.
      await expect(page.locator('.manifest').getByText(/CA\$|\$/).first()).toBeVisible();
      // Four seconds of the page's time, a step at a time; after each, the calls it made are answered before the next,
      // so a loop of call, answer, wait, call again runs as often as it would in real time.
      for (let watched = 0; watched < WATCH_MS; watched += STEP_MS) {
        await page.clock.runFor(STEP_MS);
        await expect.poll(() => asking.size, { message: 'the calls of the moment answered' }).toBe(0);
      }
      const looping = [...calls].filter(([, count]) => count > 3);
      expect(looping, `calls made more than three times in ${WATCH_MS / 1000} s`).toEqual([]);
    } finally {
      await restore();
      await desk.close();
    }
  });
}
