// The ways a day shared between desks went wrong at the service, each played out on desk processes of one
// person's own account (connected-venue.ts) and counted at the service's write log: every write a person made, at
// the service exactly once. The integration tests (test/integration/core/venue/exactly-once.test.ts) assert each
// case; the venue fault run (`npm run bench -- venue`) reports the same cases' writes, once, lost and doubled.
import type { ServiceProcess } from './service-process.js';
import {
  clearFaults, freshBookings, pairAll, quiet, setFaults, startDesk, tally, until, type Intended, type Tally,
} from './connected-venue.js';
import type { ChildDeskSetup } from './child-desk.js';
import type { DeskProcess } from './venue-desk-process.js';

export interface CaseResult {
  tally: Tally;
  /** What a desk said of the booking afterwards, by desk name: its check-in as shown, and its notices. */
  told: Record<string, string[]>;
}

type Folder = () => string;
type Detail = { checkedIn: { at: string; staffName: string; sharedBy?: string } | null; notices: string[] };

const GRACE_MS = 1_500;
/** A desk's requests give up after 4 s here (15 s by default): desks taking a silent desk's writes over wait it out. */
const REQUEST_TIMEOUT_MS = 4_000;
const NAMES = ['Dock', 'Lobby', 'Gate'] as const;
/** Each desk's draw for the spread after the service comes back (1 s of the 10 s), fixed so that a run repeats. */
const COMEBACK_SHARE = 0.1;

async function desksOf(service: ServiceProcess, folder: Folder, count: number, setups: { setup?: ChildDeskSetup }[] = []) {
  const desks = NAMES.slice(0, count).map((name, i) => startDesk(folder(), name, service,
    { graceMs: GRACE_MS, setup: { requestTimeoutMs: REQUEST_TIMEOUT_MS, spread: COMEBACK_SHARE, ...setups[i]?.setup } }));
  await pairAll(desks);
  return desks;
}

const closeAll = (desks: DeskProcess[]) => Promise.all(desks.map((desk) => desk.close()));

/** What each desk shows of the booking: whose check-in, and what it says of it. */
async function whatDesksSay(desks: DeskProcess[], code: string): Promise<Record<string, string[]>> {
  const told: Record<string, string[]> = {};
  for (const [i, desk] of desks.entries()) {
    const detail = await desk.ask<Detail>('booking', { code });
    const shown = detail.checkedIn ? [`in by ${detail.checkedIn.staffName}${detail.checkedIn.sharedBy ? ` at the ${detail.checkedIn.sharedBy} desk` : ''}`] : ['not in'];
    told[NAMES[i]!] = [...shown, ...detail.notices];
  }
  return told;
}

/**
 * Presses of one guest on several desks within the undo window, as a person presses. Two desks press 0, 1 and 2 ms
 * apart and three at once: the desks are stopped while the presses reach them and started again that far apart, so
 * each mostly reads its press before the other's stamp reaches it (on a loaded computer a press can come late enough
 * to be told of the other's, and queues nothing). Then, for certain, two desks press while their link is being made
 * again (the Dock's address moved), as on a LAN that lost a packet. Every write takes half a second to land, so two
 * desks that both send a guest's check-in both read the booking before either lands. Each guest lands once; each
 * desk whose press was withdrawn is told which desk's stood.
 */
export async function pressedTogether(service: ServiceProcess, folder: Folder):
  Promise<CaseResult & { perGuest: Record<string, string[]>[]; accepted: number[] }> {
  const desks = await desksOf(service, folder, 3);
  const [dock, lobby, gate] = desks as [DeskProcess, DeskProcess, DeskProcess];
  const guests = await freshBookings(service, 5);
  await setFaults(service, { latencyMs: 500, faultsOn: 'writes' });
  const press = (desk: DeskProcess, code: string) => desk.ask<{ ok: boolean; code?: string; message?: string }>('press', { code });
  const together = async (pressing: DeskProcess[], code: string, apartMs: number) => {
    for (const desk of pressing) desk.freeze();
    const answers = pressing.map((desk) => press(desk, code));
    for (const [i, desk] of pressing.entries()) {
      if (i > 0 && apartMs > 0) await new Promise((resolve) => setTimeout(resolve, apartMs));
      desk.thaw();
    }
    return Promise.all(answers);
  };
  const whileRelinking = async (code: string) => {
    await dock.ask('moveAddress');
    return Promise.all([press(dock, code), press(lobby, code)]);
  };
  const rounds = [
    await together([dock, lobby], guests[0]!.code, 0), await together([dock, lobby], guests[1]!.code, 1),
    await together([dock, lobby], guests[2]!.code, 2), await together([dock, lobby, gate], guests[3]!.code, 0),
    await whileRelinking(guests[4]!.code),
  ];
  const odd = rounds.flat().filter((answer) => !answer.ok && answer.code !== 'stamped_elsewhere');
  if (odd.length > 0) throw new Error(`A press failed: ${odd.map((r) => r.message).join('; ')}`);
  const accepted = rounds.map((answers) => answers.filter((answer) => answer.ok).length);
  await quiet(desks);
  await clearFaults(service);
  const intended: Intended[] = guests.map((booking) => ({ booking, kind: 'checkin' }));
  const perGuest = [];
  for (const guest of guests) perGuest.push(await whatDesksSay(desks, guest.code));
  const result = { tally: await tally(service, intended), told: perGuest[0]!, perGuest, accepted };
  await closeAll(desks);
  return result;
}

/**
 * The Dock holds a check-in and a note made while the service was away. It comes back slow to take writes (7 s each):
 * the Dock's two requests are on the wire when the Dock freezes (a laptop asleep). The others take them over after
 * the grace period while the Dock's requests land; the Dock wakes. Each write lands once.
 */
export async function frozenMidRequest(service: ServiceProcess, folder: Folder): Promise<CaseResult> {
  // The service answers within the desks' request timeout (10 s here, 15 s by default), though slowly (7 s).
  const setup = { requestTimeoutMs: 10_000 };
  const desks = await desksOf(service, folder, 3, [{ setup: { ...setup, spread: 0 } }, { setup }, { setup }]);
  const [dock, lobby, gate] = desks as [DeskProcess, DeskProcess, DeskProcess];
  const [guest, other] = await freshBookings(service, 2);
  const note = 'Frozen with this note on the wire';
  await setFaults(service, { offline: true });
  await dock.ask('checkIn', { code: guest!.code });
  await dock.ask('addNote', { code: other!.code, body: note });
  await until(async () => (await lobby.ask<unknown[]>('waiting')).length === 2, 'both writes known to the Lobby');
  await setFaults(service, { offline: false, latencyMs: 7_000, faultsOn: 'writes' });
  void dock.ask('syncNow');
  await until(async () => (await dock.ask<{ state: string }[]>('outbox')).filter((e) => e.state === 'sending').length === 2, 'both on the wire');
  await new Promise((resolve) => setTimeout(resolve, 200));
  dock.freeze();
  await clearFaults(service);
  // The Lobby and the Gate take the Dock's writes over and settle them, while the Dock sleeps.
  await quiet([lobby, gate]);
  dock.thaw();
  await quiet(desks);
  const intended: Intended[] = [{ booking: guest!, kind: 'checkin' }, { booking: other!, kind: 'note', body: note }];
  const result = { tally: await tally(service, intended), told: await whatDesksSay(desks, guest!.code) };
  await closeAll(desks);
  return result;
}

/**
 * The Dock's data folder is read-only and the service is away; the Dock checks two guests in (kept in memory only,
 * as it says) and is killed. The others take both over; the service comes back; each lands once, and no desk goes
 * on refusing the guests in the name of a check-in nobody sent.
 */
export async function readOnlyThenKilled(service: ServiceProcess, folder: Folder): Promise<CaseResult> {
  const desks = await desksOf(service, folder, 3);
  const [dock, lobby, gate] = desks as [DeskProcess, DeskProcess, DeskProcess];
  const guests = await freshBookings(service, 2);
  await setFaults(service, { offline: true });
  await dock.ask('disk', { trouble: 'EROFS' });
  for (const guest of guests) {
    const answer = await dock.ask<{ ok: boolean; message?: string }>('checkIn', { code: guest.code });
    if (answer.ok || !/keeps it while it stays open/.test(answer.message ?? '')) throw new Error(`The Dock said: ${answer.message}`);
  }
  await until(async () => (await lobby.ask<string[]>('stamps')).length === 2, "the Dock's stamps on the Lobby");
  await new Promise((resolve) => setTimeout(resolve, 300));
  await dock.kill();
  await clearFaults(service);
  await quiet([lobby, gate]);
  const intended: Intended[] = guests.map((booking) => ({ booking, kind: 'checkin' }));
  const result = { tally: await tally(service, intended), told: await whatDesksSay([lobby, gate], guests[0]!.code) };
  await closeAll([lobby, gate]);
  return result;
}

/**
 * The Dock's clock is 5 minutes ahead of the service's, and so is the Gate's. The service takes a note and a check-in
 * from the Dock but the answers are lost; the Dock tries again. The Gate's note meets the same, and the Gate dies
 * before it tries again: the Lobby takes it over. Each lands once, and the Dock's own check-in is no conflict.
 */
export async function clockAhead(service: ServiceProcess, folder: Folder): Promise<CaseResult & { dockOutbox: { state: string }[] }> {
  const ahead = { setup: { clockSkewMs: 5 * 60_000 } };
  const desks = await desksOf(service, folder, 3, [ahead, {}, ahead]);
  const [dock, lobby, gate] = desks as [DeskProcess, DeskProcess, DeskProcess];
  const [guest, other] = await freshBookings(service, 2);
  const dockNote = 'Written on a desk whose clock runs ahead';
  const gateNote = 'Also from a desk ahead, then it died';
  // Every write lands and its answer is lost on the way back.
  await setFaults(service, { dropRate: 1, dropWhen: 'after', faultsOn: 'writes' });
  await dock.ask('addNote', { code: guest!.code, body: dockNote });
  await dock.ask('checkIn', { code: guest!.code });
  await gate.ask('addNote', { code: other!.code, body: gateNote });
  await until(async () => (await lobby.ask<unknown[]>('waiting')).length === 3, 'the three writes known to the Lobby');
  await gate.kill();
  await clearFaults(service);
  await dock.ask('syncNow');
  await quiet([dock, lobby]);
  const dockOutbox = await dock.ask<{ state: string }[]>('outbox');
  const intended: Intended[] = [
    { booking: guest!, kind: 'note', body: dockNote }, { booking: guest!, kind: 'checkin' }, { booking: other!, kind: 'note', body: gateNote },
  ];
  const result = { tally: await tally(service, intended), told: await whatDesksSay([dock, lobby], guest!.code), dockOutbox };
  await closeAll([dock, lobby]);
  return result;
}

/**
 * Three desks that never paired check one guest in while the service is away; it comes back and "Sync now" is pressed
 * on all three together. The guest is checked in once; the other two desks are told it was done meanwhile.
 */
export async function syncNowTogether(service: ServiceProcess, folder: Folder): Promise<CaseResult> {
  // Each desk's draw for the spread, fixed so that the run repeats: 0.5 s, 4.5 s and 8.5 s of the 10 s.
  const desks = [0.05, 0.45, 0.85].map((spread, i) => startDesk(folder(), NAMES[i]!, service, { setup: { spread } }));
  await Promise.all(desks.map((desk) => desk.ready));
  await Promise.all(desks.map((desk) => desk.ask('sync')));
  const [guest] = await freshBookings(service, 1);
  await setFaults(service, { offline: true });
  for (const desk of desks) {
    const answer = await desk.ask<{ ok: boolean; message?: string }>('checkIn', { code: guest!.code });
    if (!answer.ok && !/is kept on this desk/.test(answer.message ?? '')) throw new Error(`A desk said: ${answer.message}`);
  }
  await clearFaults(service);
  await Promise.all(desks.map((desk) => desk.ask('syncNow')));
  await quiet(desks);
  const intended: Intended[] = [{ booking: guest!, kind: 'checkin' }];
  const result = { tally: await tally(service, intended), told: await whatDesksSay(desks, guest!.code) };
  await closeAll(desks);
  return result;
}
