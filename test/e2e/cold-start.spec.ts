// The morning the internet is already down: a desk that synced its account yesterday is started again with the
// booking service refusing connections, or accepting them and never answering. The manifest shows today's rows from
// the desk's copy, says how old they are, in the account's currency and time zone, and no call is repeated in a loop.
import { test as base, expect } from '@playwright/test';
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

/** How long the page is watched for calls repeated in a loop. */
const WATCH_MS = 4_000;

for (const how of ['refusing', 'silent'] as ServiceDown[]) {
  test(`a desk started with the service ${how === 'refusing' ? 'refusing connections' : 'never answering'} shows today's manifest from its copy`, async ({ page, kept }) => {
    const restore = await takeServiceDown(kept, how);
    const desk = await reopenDesk(kept);
    try {
      const calls = new Map<string, number>();
      page.on('request', (request) => {
        const name = /\/desk\/call\/([^?]+)/.exec(request.url())?.[1];
        if (name) calls.set(name, (calls.get(name) ?? 0) + 1);
      });
      await page.goto(desk.host.launchUrl);
      await expect(page.locator('.manifest-table tbody tr').first()).toBeVisible();
      // How old the copy is: in the offline banner, or under the list when the service is not known to be out.
      await expect(page.getByText(/showing what this desk held at .* \((just now|.* ago)\)|Shown from this desk's copy of/).first()).toBeVisible();
      // The account's currency (the demo writes Canadian dollars), not the computer's.
      await expect(page.locator('.manifest').getByText(/CA\$|\$/).first()).toBeVisible();
      await page.waitForTimeout(WATCH_MS);
      const looping = [...calls].filter(([, count]) => count > 3);
      expect(looping, `calls made more than three times in ${WATCH_MS / 1000} s`).toEqual([]);
    } finally {
      await restore();
      await desk.close();
    }
  });
}
