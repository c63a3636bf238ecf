// The venue's fault run at the service: three desk processes of one venue and the sandbox; stamps
// pressed on one desk or another while, at random (seeded, so a run can be repeated), the service goes away and
// comes back, a desk is killed and started again, a desk freezes (SIGSTOP: its links go silent) and thaws, and a
// desk's links all drop at once (its address moved). At the end, everything running and the service back: each
// stamp a desk accepted must be in the sandbox's write log exactly once, and every desk must hold the same picture.
import type { RunningSandbox } from '../../electron/sandbox/index.js';
import { childBanner } from './child-desk.js';
import { DeskProcess, allOnline, until } from './venue-desk-process.js';

export interface FaultRunOptions {
  sandbox: RunningSandbox;
  folders: [string, string, string];
  stamps: number;
  seed: number;
  graceMs: number;
  /** Most time between two presses (ms); the faults need time to matter (grace periods, restarts). */
  stepMs: number;
  /** Time each stamp from its press to both other linked desks telling it (slower: one question a desk). */
  measureLatency?: boolean;
}

export interface FaultRunResult {
  accepted: number;
  lost: string[];
  doubled: string[];
  /** Whether all three desks ended with the same stamps, every accepted one among them. */
  agree: boolean;
  faults: { outages: number; kills: number; freezes: number; moves: number };
  latencyMs: number[];
  ms: number;
}

const NAMES = ['Dock', 'Lobby', 'Gate'] as const;

export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One desk's place in the run: its process (null while killed), and the step at which it restarts or thaws. */
interface Slot { desk: DeskProcess | null; frozen: boolean; restartAt: number }

export async function runVenueFaults(options: FaultRunOptions): Promise<FaultRunResult> {
  const started = performance.now();
  const { sandbox, folders, graceMs } = options;
  const random = seeded(options.seed);
  const banner = childBanner(sandbox);
  const store = sandbox.control.services().store;
  const bookings = store.state.bookings.filter((b) => !b.checkedIn && !b.checkedOut && !['VOID', 'CANCELLED'].includes(b.statusId));
  if (bookings.length < options.stamps) throw new Error(`The sandbox has ${bookings.length} bookings to stamp, fewer than ${options.stamps}`);
  // A desk's requests give up after 4 s (15 s by default): the desks that take a silent desk's writes over wait that
  // out before sending them, and the faults here answer at once or never.
  const start = (i: number) => DeskProcess.start(folders[i]!, NAMES[i]!, banner, { graceMs, setup: { requestTimeoutMs: 4_000 } });
  const slots: Slot[] = [0, 1, 2].map((i) => ({ desk: start(i), frozen: false, restartAt: -1 }));
  await Promise.all(slots.map((slot) => slot.desk!.ready));
  await Promise.all(slots.map((slot) => slot.desk!.ask('sync')));
  const [dock, lobby, gate] = slots.map((slot) => slot.desk!);
  await lobby!.ask('join', { code: await dock!.ask('offerPairing') });
  await gate!.ask('join', { code: await dock!.ask('offerPairing') });
  for (const slot of slots) await allOnline(slot.desk!, 3);

  const faults = { outages: 0, kills: 0, freezes: 0, moves: 0 };
  const accepted: string[] = [];
  const latencyMs: number[] = [];
  let outage = false;
  const usable = (slot: Slot | undefined): slot is Slot => !!slot?.desk && !slot.frozen;

  // Every step draws the same five numbers whatever happens, and restarts and thaws come at steps, not at times:
  // the same seed gives the same faults at the same presses, however fast the machine is.
  for (let step = 0; step < options.stamps; step += 1) {
    const [roll, which, presserAt, length, pause] = [random(), random(), random(), random(), random()];
    for (const [i, slot] of slots.entries()) {
      if (!slot.desk && slot.restartAt <= step) {
        slot.desk = start(i);
        await slot.desk.ready;
      }
      if (slot.frozen && slot.restartAt <= step) {
        slot.desk!.thaw();
        slot.frozen = false;
      }
    }
    const target = slots[Math.floor(which * 3)];
    const others = slots.filter((slot) => slot !== target && usable(slot)).length;
    if (roll < 0.06) {
      outage = !outage;
      if (outage) sandbox.control.setFaults({ offline: true });
      else sandbox.control.clearFaults();
      faults.outages += outage ? 1 : 0;
    } else if (roll < 0.11 && usable(target) && others > 0) {
      const desk = target.desk!;
      target.desk = null;
      target.restartAt = step + 3 + Math.floor(length * 8);
      await desk.kill();
      faults.kills += 1;
    } else if (roll < 0.16 && usable(target) && others > 0) {
      // Frozen for a few presses: long enough, often, for its links to be dropped and its writes taken over.
      target.frozen = true;
      target.restartAt = step + 8 + Math.floor(length * 24);
      target.desk!.freeze();
      faults.freezes += 1;
    } else if (roll < 0.2 && usable(target)) {
      await target.desk!.ask('moveAddress');
      faults.moves += 1;
    }

    const presser = [0, 1, 2].map((k) => slots[(Math.floor(presserAt * 3) + k) % 3]!).find(usable);
    if (presser) {
      const code = bookings[accepted.length]!.code;
      const answer = await presser.desk!.ask<{ ok: boolean; message?: string }>('checkIn', { code });
      // Kept, though the booking could not be shown afterwards (the service went away mid-press): the desk has it.
      const kept = /is kept on this desk|reached the booking service/.test(answer.message ?? '');
      if (!answer.ok && !kept) throw new Error(`Step ${step}: the ${NAMES[slots.indexOf(presser)]} refused ${code}: ${answer.message}`);
      accepted.push(code);
      if (options.measureLatency) latencyMs.push(...await timeToOthers(presser, code, slots.filter(usable)));
    }
    await new Promise((resolve) => setTimeout(resolve, pause * options.stepMs));
  }

  sandbox.control.clearFaults();
  for (const slot of slots.filter((s) => s.frozen)) {
    slot.desk!.thaw();
    slot.frozen = false;
  }
  for (const [i, slot] of slots.entries()) if (!slot.desk) slot.desk = start(i);
  const desks = slots.map((slot) => slot.desk!);
  await Promise.all(desks.map((desk) => desk.ready));
  for (const desk of desks) await allOnline(desk, 3, 2_400);
  const wanted = JSON.stringify([...accepted].map((code) => `checkIn:${code.toUpperCase()}`).sort());
  const settled = async () => {
    for (const desk of desks) {
      if ((await desk.ask<unknown[]>('outbox')).length > 0 || (await desk.ask<unknown[]>('waiting')).length > 0) return false;
    }
    return true;
  };
  // No desk holds a write any more, so none can be sent again (one on its way is still in its outbox): the log is
  // final, a second send at the very end included.
  await until(settled, 'every write sent and settled', 2_400);
  // The last stamps still travel between desks after the outboxes empty (a loaded machine delays a link's sync):
  // agreement is what the desks come to within the wait, and a desk that never does fails the run.
  const pictures = async () => Promise.all(desks.map((desk) => desk.ask<string[]>('stamps')));
  const agree = await until(async () => (await pictures()).every((picture) => JSON.stringify(picture) === wanted), 'every desk showing every stamp', 600)
    .catch(() => false);
  const byBooking = new Map(bookings.map((b) => [b.id, b.code]));
  const counts = new Map<string, number>();
  for (const write of sandbox.control.writes()) {
    const code = byBooking.get(write.bookingId);
    if (write.kind === 'checkin' && code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  await Promise.all(desks.map((desk) => desk.close()));
  return {
    accepted: accepted.length,
    lost: accepted.filter((code) => !counts.has(code)),
    doubled: accepted.filter((code) => (counts.get(code) ?? 0) > 1),
    agree, faults, latencyMs, ms: performance.now() - started,
  };
}

/** Milliseconds from the press's answer until each other available desk tells the stamp. */
async function timeToOthers(presser: Slot, code: string, others: Slot[]): Promise<number[]> {
  const from = performance.now();
  return Promise.all(others.filter((slot) => slot !== presser).map(async (slot) => {
    await until(() => slot.desk!.ask('told', { code }), `the stamp ${code} told`, 400).catch(() => null);
    return performance.now() - from;
  }));
}
