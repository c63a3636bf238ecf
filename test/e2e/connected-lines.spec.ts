// A booking's lines on the business's own account: a guest books tonight's room and tomorrow's 9:00 snorkel tour
// with its wetsuits on the business's website (the service's own API, as its booking page does). Each add-on is on
// the row of the line it was booked with: the breakfast on tonight's room, the wetsuits on tomorrow's tour.
import type { Page } from '@playwright/test';
import type { ServiceProcess } from '../support/service-process.js';
import { expect, test } from './support/connected-desk.js';

const ROOM = 101;
const SNORKEL = 201;

interface Line {
  line_id: string;
  total: string;
}

/** The service's API with the account's own key, as its website calls it. */
function api(service: ServiceProcess) {
  const { apiKey, apiSecret } = service.banner;
  const headers = { Accept: 'application/json', Authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}` };
  const answer = async (response: Response) => {
    if (!response.ok) throw new Error(`The service answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, any>>;
  };
  return {
    get: async (path: string) => answer(await fetch(`${service.url}/api/3.0/${path}`, { headers })),
    post: async (path: string, body: URLSearchParams) => answer(await fetch(`${service.url}/api/3.0/${path}`, {
      method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body,
    })),
  };
}

/** Tonight's room (its breakfast comes with it) and tomorrow's tour with its wetsuits, for two: the booking's lines. */
async function bookOnline(service: ServiceProcess): Promise<{ code: string; lines: Record<string, Line> }> {
  const { get, post } = api(service);
  const room = await get(`item/${ROOM}?start_date=20261112&end_date=20261113&param[adults]=2`);
  const tour = await get(`item/${SNORKEL}?start_date=20261113&end_date=20261113&param[adults]=2&packages=1`);
  const slips = new URLSearchParams();
  for (const slip of [room.item.rate.slip, tour.item.rate.slip]) slips.append('slip[]', slip);
  const session = await post('booking/session', slips);
  const created = await post('booking/create', new URLSearchParams({
    session_id: session.booking.session.id, 'form[customer_name]': 'Ines Okafor',
  }));
  const code = created.booking.code as string;
  return { code, lines: (await get(`booking/${code}`)).booking.items as Record<string, Line> };
}

const sum = (...lines: Line[]) => `$${lines.reduce((total, line) => total + Number(line.total), 0).toFixed(2)}`;

const rowIn = (page: Page, section: string, code: string) =>
  page.locator('.manifest-section', { has: page.getByRole('heading', { name: new RegExp(`^${section}`) }) })
    .locator('.manifest-table tbody tr', { hasText: code });

test('an add-on booked with tomorrow\'s tour is on the tour\'s row, not on tonight\'s room', async ({ page, connected }) => {
  const { code, lines } = await bookOnline(connected.service);
  expect(Object.keys(lines).sort()).toEqual(['1', '1.1', '2', '2.1']);
  // The desk learns of it by its next sync, and reads its record behind the day's lists.
  await connected.open.desk.desk.account.offline().sync.incremental();
  await page.reload();
  // Until its record is read, the booking's span stands for both its lines; then the tour leaves tonight.
  const room = rowIn(page, 'Arrivals', code);
  await expect(room).toHaveCount(1, { timeout: 15_000 });
  await expect(room.locator('td.value')).toHaveText(sum(lines['1']!, lines['1.1']!), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(rowIn(page, 'Activities', code).locator('td.value')).toHaveText(sum(lines['2']!, lines['2.1']!), { timeout: 15_000 });
});
