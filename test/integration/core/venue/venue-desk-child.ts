// Child of the venue tests with desk processes: one desk on its own data folder (file vault, settings file) against the
// parent's sandbox. Its venue is reached through the contract, as the screens reach it, and listens on loopback,
// or on the LAN interface FD_VENUE_NETWORK names (a network namespace's), the sandbox then reached through
// FD_SERVICE_VIA (host:port). FD_DESK_SETUP (JSON, child-desk.ts) connects the sandbox as a person's own account
// under Accounts, skews the desk's clock or fixes its spread. The sandbox's banner is the first line on stdin; then
// one JSON command a line ({ id, cmd, … }), each answered by one JSON line on stdout ({ id, value }).
// Usage: venue-desk-child <data folder> <desk name> <grace ms>
import type { BookingNotice } from '../../../../shared/contract/model/booking.js';
import { noticeWords } from '../../../../electron/core/offline/notice-words.js';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { CallName } from '../../../../shared/contract/names.js';
import { dispatch } from '../../../../electron/core/desk/dispatch.js';
import { parsePairingCode } from '../../../../electron/core/venue/pairing-code.js';
import { startHost } from '../../../../electron/host/index.js';
import { ChildDisk, startChildDesk, type ChildBanner, type ChildDeskSetup } from '../../../support/child-desk.js';
import { forwardTcp } from '../../../support/tcp-forward.js';

const [dataDir, deskName, grace] = process.argv.slice(2);
if (!dataDir || !deskName || !grace) throw new Error('Usage: venue-desk-child <data folder> <desk name> <grace ms>');
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const banner = JSON.parse(String((await lines.next()).value)) as ChildBanner;
const via = process.env.FD_SERVICE_VIA?.split(':');
// At the sandbox's own port on this namespace's loopback: every desk talks to the service at one address, as desks of
// one account do (a venue is one service account, at one address: venue-account.ts).
if (via) banner.url = `http://127.0.0.1:${(await forwardTcp('127.0.0.1', via[0]!, Number(via[1]), undefined, Number(new URL(banner.url).port))).port}`;
// A desk started again opens its venue by itself as its account opens, with these timings.
const setup = JSON.parse(process.env.FD_DESK_SETUP ?? '{}') as ChildDeskSetup;
const disk = new ChildDisk();
const running = await startChildDesk(dataDir, banner, { setup, disk, venueTiming: { graceMs: Number(grace), beatMs: 200, watchMs: 500 } });
const { desk } = running;
// A desk whose screens a browser opens (a Playwright walk on desks in processes of their own): served as
// `npm start -- --web` serves them, from the built renderer.
const host = setup.host
  ? await startHost({
    handlers: running.handlers, events: running.events, log: running.log,
    staticDir: process.env.FRONTDESK_RENDERER_DIR ?? fileURLToPath(new URL('../../../../out/renderer', import.meta.url)),
  })
  : null;

async function call(name: CallName, input: unknown): Promise<{ ok: true; value: unknown } | { ok: false; code: string | null; message: string }> {
  const result = await dispatch(running.handlers, name, input, running.log);
  return result.ok ? { ok: true, value: result.value } : { ok: false, code: result.error.code ?? null, message: result.error.message };
}
/** Null while the desk has no venue open: questions about it then answer "nothing yet". */
const venue = () => desk.account.venue();
const withoutValue = (result: Awaited<ReturnType<typeof call>>) => (result.ok ? { ok: true } : result);

if (process.env.FD_VENUE_NETWORK) await call('venue.setNetwork', { network: process.env.FD_VENUE_NETWORK });

type Command = { id: number; cmd: string; code?: string; body?: string; trouble?: string | null; at?: number };
type Shown = { at: string; staffName: string; sharedBy?: string };
type Detail = { checkedIn: Shown | null; notices?: BookingNotice[]; startDay: number | null };
/** The moment of the desk's copy the Bookings list held on "screen" (holdList) is from. */
let heldGeneration: number | null = null;
const commands: Record<string, (c: Command) => Promise<unknown> | unknown> = {
  sync: () => desk.account.offline().sync.full(),
  offerPairing: async () => {
    const offered = await call('venue.offerPairing', { deskName });
    return offered.ok ? (offered.value as { code: string }).code : offered;
  },
  join: async (c) => {
    const joined = await call('venue.join', { deskName, code: c.code! });
    if (!joined.ok) return { ok: false, message: joined.message };
    const shown = parsePairingCode(c.code!);
    return { ok: true, joined: venue()?.venue.state.memberList().find((m) => m.port === shown?.port && m.host === shown.host)?.name };
  },
  desks: () => venue()?.venue.desks() ?? [],
  port: () => venue()?.venue.port,
  members: () => venue()?.venue.state.memberList().map((m) => ({ deskId: m.deskId, name: m.name, host: m.host, port: m.port, key: m.key })) ?? [],
  told: (c) => venue()?.stampedElsewhere(c.code!, 'checkIn') ?? null,
  // The booking's notes as its screen shows them, and the desk each came from when another desk of the venue added it.
  notes: async (c) => {
    const read = await call('bookings.get', { code: c.code! });
    return read.ok ? (read.value as { notes: { body: string; sharedBy?: string }[] }).notes.map((n) => `${n.body} (${n.sharedBy ?? 'here'})`) : read;
  },
  // The desk's address moved (as after a new DHCP lease): it listens again and every link is made again.
  moveAddress: () => venue()?.venue.setNetwork(venue()!.venue.network),
  checkIn: async (c) => withoutValue(await call('bookings.checkIn', { code: c.code!, undoable: false })),
  // As a person presses it on any screen: it waits its undo window on this desk before it is sent.
  press: async (c) => withoutValue(await call('bookings.checkIn', { code: c.code!, undoable: true })),
  // The same, at a moment (epoch ms) the test names for several desks: presses on two desks within a millisecond.
  pressAt: async (c) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, c.at! - Date.now())));
    return withoutValue(await call('bookings.checkIn', { code: c.code!, undoable: true }));
  },
  // The booking as its screen shows it: its check-in (another desk's included) and what the desk says of it.
  booking: async (c) => {
    const read = await call('bookings.get', { code: c.code! });
    if (!read.ok) return read;
    const { checkedIn, notices } = read.value as Detail;
    // In the log's words, as the cases read them.
    return { checkedIn, notices: (notices ?? []).map(noticeWords) };
  },
  // The Bookings screen holds the whole list (its first page here), and asks later only what changed since.
  holdList: async () => {
    const held = await call('bookings.held', { page: 1, limit: 1 });
    heldGeneration = held.ok ? (held.value as { generation: number }).generation : null;
    return held.ok;
  },
  // What the manifest row, the Bookings list and the Bookings list held on screen show of the booking's check-in.
  shown: async (c) => {
    const detail = await call('bookings.get', { code: c.code! });
    if (!detail.ok) return detail;
    const day = (detail.value as Detail).startDay;
    const contents = day === null ? null : await call('day.contents', { day });
    const rows = contents?.ok ? (contents.value as { bookings: { booking: { code: string }; checkedIn: Shown | null }[] }).bookings : [];
    const listed = await call('bookings.list', { text: c.code! });
    const summaries = listed.ok ? (listed.value as { bookings: { code: string; sharedStamp?: Shown }[] }).bookings : [];
    const changes = heldGeneration === null ? null : await call('bookings.heldChanges', { since: heldGeneration });
    const put = changes?.ok ? (changes.value as { put?: { booking: { code: string; sharedStamp?: Shown } }[] }).put : undefined;
    return {
      row: rows.find((row) => row.booking.code === c.code)?.checkedIn ?? null,
      list: summaries.find((summary) => summary.code === c.code)?.sharedStamp ?? null,
      held: put ? put.find((p) => p.booking.code === c.code)?.booking.sharedStamp ?? null : 'read whole',
    };
  },
  // Sync now, as its button does it: the service is asked first, then the queue goes and the copy is refreshed.
  syncNow: async () => {
    await call('desk.ping', {});
    return withoutValue(await call('sync.now', {}));
  },
  // The data folder turns read-only (a trouble code) or writable again (null) under the outbox.
  disk: (c) => { disk.trouble = c.trouble ?? null; },
  addNote: async (c) => withoutValue(await call('bookings.addNote', { code: c.code!, body: c.body!, private: true })),
  outbox: () => desk.account.outbox().entries(desk.account.offline().accountId).map((e) => ({ id: e.id, kind: e.write.kind, state: e.state })),
  waiting: () => venue()?.venue.state.waitingWrites().map((w) => ({ entryId: w.entryId, owner: w.ownerDeskId })) ?? [],
  // Kind and code of every stamp the venue holds (the day it was made on left out: a run is one day).
  stamps: () => [...venue()?.venue.state.stamps.keys() ?? []].map((key) => key.split(':').slice(0, 2).join(':')).sort(),
  deskId: () => venue()?.venue.deskId,
  // What the desk's JavaScript holds after a full collection (heap and buffers), and its resident size, in bytes.
  memory: () => {
    (globalThis as { gc?: () => void }).gc?.();
    const used = process.memoryUsage();
    return { held: used.heapUsed + used.external, rss: used.rss };
  },
  // The address a browser opens this desk's screens at, once (a fresh one each time it is asked).
  launchUrl: () => host?.newLaunchUrl() ?? null,
  close: async () => {
    await host?.close();
    await running.close();
    setTimeout(() => process.exit(0), 10);
  },
};

/** Each command answered when it is done; a command waiting on the service does not hold up the next one. */
async function answer(command: Command): Promise<void> {
  let value: unknown;
  try {
    value = await commands[command.cmd]!(command);
  } catch (error) {
    value = { failed: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify({ id: command.id, value: value ?? null })}\n`);
}

process.stdout.write(`${JSON.stringify({ id: 0, value: 'ready' })}\n`);
for (;;) {
  const next = await lines.next();
  if (next.done) break;
  void answer(JSON.parse(String(next.value)) as Command);
}
// Its input ended: the test process that started it is gone (finished, or crashed without a word). Its timers and
// sockets would keep it running for ever, so it closes and exits.
await host?.close().catch(() => undefined);
await running.close().catch(() => undefined);
process.exit(0);
