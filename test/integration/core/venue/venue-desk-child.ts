// Child of the three-desk venue test: one desk on its own data folder (file vault, settings file) against the
// parent's sandbox, with its venue open on loopback. The sandbox's banner is the first line on stdin; then one
// JSON command a line ({ id, cmd, … }), each answered by one JSON line on stdout ({ id, value }).
// Usage: venue-desk-child <data folder> <desk name> <grace ms>
import { createInterface } from 'node:readline';
import { dispatch } from '../../../../electron/core/desk/dispatch.js';
import { openDeskVenue } from '../../../../electron/core/venue/desk-venue.js';
import { startChildDesk, type ChildBanner } from '../../../support/child-desk.js';

const [dataDir, deskName, grace] = process.argv.slice(2);
if (!dataDir || !deskName || !grace) throw new Error('Usage: venue-desk-child <data folder> <desk name> <grace ms>');
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const running = await startChildDesk(dataDir, JSON.parse(String((await lines.next()).value)) as ChildBanner);
const { desk } = running;
// A desk started again has opened its venue by itself (createDesk's start); this one is then the same.
const venue = await openDeskVenue(desk, { folder: `${dataDir}/venue`, deskName, graceMs: Number(grace), beatMs: 200 });

type Command = { id: number; cmd: string; code?: string; body?: string };
const commands: Record<string, (c: Command) => Promise<unknown> | unknown> = {
  sync: () => desk.offline().sync.full(),
  offerPairing: () => venue.venue.offerPairing(),
  join: (c) => venue.venue.join(c.code!),
  desks: () => venue.venue.desks(),
  port: () => venue.venue.port,
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
