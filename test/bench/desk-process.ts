// The desk for a screen benchmark in a process of its own, as in the app, where nothing else runs on the main
// process's thread: run in the benchmark's own process, Playwright's driver (every page event, every measuring call,
// stack traces through tsx's source maps) took turns on the thread that answers the screens, in the middle of the
// answers being timed. Started by spawnDesk (child-desk.ts); prints one line of JSON once the desk has synced.
import { startDeskApp, stopDeskApp } from '../e2e/support/desk-app.js';
import type { BookingSummary } from '../../shared/contract/model/booking.js';

export interface DeskProcessBanner {
  launchUrl: string;
  /** Bookings held after the full sync. */
  held: number;
  /** Every `step`-th booking of the held list in its order, for words a desk would type. */
  sample: Pick<BookingSummary, 'code' | 'customer'>[];
}

const [bookings, seed, samples] = process.argv.slice(2).map(Number);
const app = await startDeskApp({ seed: seed!, bookings: bookings! });
const stop = () => void stopDeskApp(app).finally(() => process.exit(0));
process.once('SIGTERM', stop);
// The benchmark holds this process's stdin: if it ends (the benchmark stopped or died), so does the desk.
process.stdin.once('end', stop).resume();
await app.desk.desk.account.offline().sync.full();
const held = app.desk.desk.account.offline().workingSet;
const all = held.bookings({ limit: held.size }).bookings;
const step = Math.max(1, Math.floor(all.length / samples!));
const sample = Array.from({ length: samples! }, (_, i) => all[i * step]!).map(({ code, customer }) => ({ code, customer }));
const banner: DeskProcessBanner = { launchUrl: app.host.launchUrl, held: held.size, sample };
process.stdout.write(`${JSON.stringify(banner)}\n`);
