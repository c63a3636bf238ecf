// Child of the venue tests with desk processes: one desk on its own data folder (file vault, settings file) against
// the parent's sandbox, with its venue open on loopback, or on the LAN interface FD_VENUE_NETWORK names (a network
// namespace's), the sandbox then reached through FD_SERVICE_VIA (host:port). The sandbox's banner is the first line on
// stdin; then one JSON command a line ({ id, cmd, … }), each answered by one JSON line on stdout ({ id, value }).
// Usage: venue-desk-child <data folder> <desk name> <grace ms>
import { createInterface } from 'node:readline';
import { dispatch } from '../../../../electron/core/desk/dispatch.js';
import { openDeskVenue } from '../../../../electron/core/venue/desk-venue.js';
import { startChildDesk, type ChildBanner } from '../../../support/child-desk.js';
import { forwardTcp } from '../../../support/tcp-forward.js';

const [dataDir, deskName, grace] = process.argv.slice(2);
if (!dataDir || !deskName || !grace) throw new Error('Usage: venue-desk-child <data folder> <desk name> <grace ms>');
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const banner = JSON.parse(String((await lines.next()).value)) as ChildBanner;
const via = process.env.FD_SERVICE_VIA?.split(':');
if (via) {
  const forwarder = await forwardTcp('127.0.0.1', via[0]!, Number(via[1]));
  banner.url = `http://127.0.0.1:${forwarder.port}`;
}
const network = process.env.FD_VENUE_NETWORK ?? null;
const running = await startChildDesk(dataDir, banner);
const { desk } = running;
// A desk started again has opened its venue by itself (createDesk's start); this one is then the same.
const venue = await openDeskVenue(desk, { folder: `${dataDir}/venue`, deskName, graceMs: Number(grace), beatMs: 200, network, watchMs: 500 });

type Command = { id: number; cmd: string; code?: string; body?: string };
const commands: Record<string, (c: Command) => Promise<unknown> | unknown> = {
  sync: () => desk.offline().sync.full(),
  offerPairing: () => venue.venue.offerPairing(),
  join: (c) => venue.venue.join(c.code!),
  desks: () => venue.venue.desks(),
  port: () => venue.venue.port,
  members: () => venue.venue.state.memberList().map((m) => ({ deskId: m.deskId, name: m.name, host: m.host, port: m.port })),
  told: (c) => venue.stampedElsewhere(c.code!, 'checkIn'),
  checkIn: async (c) => {
    const result = await dispatch(running.handlers, 'bookings.checkIn', { code: c.code!, undoable: false }, running.log);
    return result.ok ? { ok: true } : { ok: false, code: result.error.code ?? null, message: result.error.message };
  },
  addNote: async (c) => {
    const result = await dispatch(running.handlers, 'bookings.addNote', { code: c.code!, body: c.body!, private: true }, running.log);
    return result.ok ? { ok: true } : { ok: false, message: result.error.message };
  },
  outbox: () => desk.outbox().entries(desk.offline().accountId).map((e) => ({ id: e.id, kind: e.write.kind, state: e.state })),
  waiting: () => venue.venue.state.waitingWrites().map((w) => ({ entryId: w.entryId, owner: w.ownerDeskId })),
  deskId: () => venue.venue.deskId,
  close: async () => { await running.close(); setTimeout(() => process.exit(0), 10); },
};

process.stdout.write(`${JSON.stringify({ id: 0, value: 'ready' })}\n`);
for (;;) {
  const next = await lines.next();
  if (next.done) break;
  const command = JSON.parse(String(next.value)) as Command;
  let value: unknown;
  try {
    value = await commands[command.cmd]!(command);
  } catch (error) {
    value = { failed: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify({ id: command.id, value: value ?? null })}\n`);
}
