// The scenarios of "exactly once at the edges", each a person's day at a desk through the contract,
// tallied on the sandbox's log of applied writes. The soak test asserts 0 lost and 0 doubled; the robustness
// benchmark prints the same tallies before and after.
import { STAMPED_MEANWHILE } from '../../shared/domain/stamps.js';
import type { DateForm } from './edge-forms.js';
import { CHECK_IN, noteLine, type EdgeDesk, type EdgeWorld, type Intended, type Tally } from './edge-world.js';

/** A check-in on even bookings, a note on odd ones: the two writes people make most. */
async function press(desk: EdgeDesk, code: string, index: number, words: string): Promise<{ intended: Intended; ok: boolean; kind?: string }> {
  if (index % 2 === 0) {
    const result = await desk.call('bookings.checkIn', { code });
    return { intended: { code, line: CHECK_IN }, ok: result.ok, ...(result.ok ? {} : { kind: result.error.kind }) };
  }
  const body = `${words} (${code})`;
  const result = await desk.call('bookings.addNote', { code, body });
  return { intended: { code, line: noteLine(body) }, ok: result.ok, ...(result.ok ? {} : { kind: result.error.kind }) };
}

/** The disk is full while a person works on; then it is repaired, and nobody presses anything again. */
export async function badDisk(world: EdgeWorld, count: number): Promise<Tally> {
  const { desk } = world;
  const codes = world.freshCodes(count);
  world.startTally();
  desk.disk.trouble = 'ENOSPC';
  const intended: Intended[] = [];
  for (const [index, code] of codes.entries()) intended.push((await press(desk, code, index, 'Written on a full disk')).intended);
  desk.disk.trouble = null;
  await world.advance(120);
  return world.tally(intended);
}

/**
 * A second press of the same action once the first has landed, while the screen may still show it pending: half
 * after an answer that was lost (the replay then finds it landed), half straight after the first.
 */
export async function lateSecondPress(world: EdgeWorld, count: number): Promise<Tally> {
  const { desk } = world;
  const codes = world.freshCodes(count);
  world.startTally();
  const intended: Intended[] = [];
  for (const [index, code] of codes.entries()) {
    const lostAnswer = Math.floor(index / 2) % 2 === 0;
    if (lostAnswer) world.sandbox.control.setFaults({ dropRate: 1, dropWhen: 'after', faultsOn: 'writes' });
    const first = await press(desk, code, index, 'Pressed twice');
    world.online();
    if (lostAnswer) await world.advance(6);
    await press(desk, code, index, 'Pressed twice');
    intended.push(first.intended);
  }
  await world.advance(30);
  return world.tally(intended);
}

/** Writes queued offline, the person signs out, the service comes back, they sign in again and wait. */
export async function signOutWhileOffline(world: EdgeWorld, count: number): Promise<Tally> {
  const { desk } = world;
  const codes = world.freshCodes(count);
  world.startTally();
  world.offline();
  const intended: Intended[] = [];
  for (const [index, code] of codes.entries()) intended.push((await press(desk, code, index, 'Queued before signing out')).intended);
  await desk.call('auth.signOut', {});
  world.online();
  await world.during(desk.call('auth.signIn', {}));
  await world.advance(100);
  return world.tally(intended);
}

/** Signed out with the service up: the person presses, reads what the desk says, signs in, and redoes what it said failed. */
export async function signOutWhileOnline(world: EdgeWorld, count: number): Promise<Tally> {
  const { desk } = world;
  const codes = world.freshCodes(count);
  world.startTally();
  await desk.call('auth.signOut', {});
  const intended: Intended[] = [];
  const redo: [string, number][] = [];
  for (const [index, code] of codes.entries()) {
    const pressed = await press(desk, code, index, 'Pressed while signed out');
    intended.push(pressed.intended);
    if (!pressed.ok) redo.push([code, index]);
  }
  await world.during(desk.call('auth.signIn', {}));
  for (const [code, index] of redo) await press(desk, code, index, 'Pressed while signed out');
  await world.advance(100);
  return world.tally(intended);
}

/** Each desk acts for a staff member of its own, as the desks of one venue do (the demo's first, second, third). */
export async function ownStaffPerDesk(world: EdgeWorld): Promise<void> {
  for (const [index, desk] of world.desks.entries()) {
    await desk.value('staff.setActing', { accountId: world.sandbox.staff[index % world.sandbox.staff.length]!.accountId });
  }
}

/**
 * Every desk of the world checks in the same guest while the service is away; it comes back. One guest per run:
 * landed once when exactly one check-in reached the service.
 */
export async function desksComingBack(world: EdgeWorld, runs: number, desks = world.desks):
  Promise<Tally & { conflicts: number }> {
  const codes = world.freshCodes(runs);
  await ownStaffPerDesk(world);
  world.startTally();
  let conflicts = 0;
  for (const code of codes) {
    world.offline();
    for (const desk of desks) await desk.call('bookings.checkIn', { code });
    world.online();
    // The probe finds the service within 5 s, the spread is at most 10 s, and a back-off step 2 s: all are done by 20 s.
    await world.advance(20);
    for (const desk of desks) {
      conflicts += (await desk.value('outbox.list', {})).filter((write) => write.error?.code === STAMPED_MEANWHILE).length;
      await discardAll(desk);
    }
  }
  return { ...world.tally(codes.map((code) => ({ code, line: CHECK_IN }))), conflicts };
}

/** Two desks online press check-in for the same guest in the same instant. */
export async function sameInstant(world: EdgeWorld, runs: number): Promise<Tally & { told: number }> {
  const codes = world.freshCodes(runs);
  world.startTally();
  let told = 0;
  for (const code of codes) {
    const answers = await Promise.all(world.desks.map((desk) => desk.call('bookings.checkIn', { code })));
    told += answers.filter((answer) => answer.ok && ((answer.value as { notices?: unknown[] }).notices ?? []).length > 0).length;
    await world.advance(5);
  }
  return { ...world.tally(codes.map((code) => ({ code, line: CHECK_IN }))), told };
}

/**
 * The service writes its dates in `form`; each write's answer is lost after it landed, so the desk must read the
 * booking to know. A conflict that names the person's own staff member looks like the desk's mistake to them, and
 * they send it anyway (as the issue saw people do).
 */
export async function lostAnswerInDateForm(world: EdgeWorld, form: DateForm, count: number): Promise<Tally & { conflicts: number }> {
  const { desk } = world;
  const codes = world.freshCodes(count);
  world.sandbox.control.setForms({ dates: form });
  world.startTally();
  const intended: Intended[] = [];
  for (const [index, code] of codes.entries()) {
    world.sandbox.control.setFaults({ dropRate: 1, dropWhen: 'after', faultsOn: 'writes' });
    intended.push((await press(desk, code, index, `Lost answer, dates as ${form}`)).intended);
    world.online();
  }
  await world.advance(30);
  const me = (await desk.value('desk.status', {})).signedInAs?.name ?? '';
  const conflicts = (await desk.value('outbox.list', {})).filter((write) => write.state === 'conflict');
  for (const conflict of conflicts) {
    if (me && conflict.error?.message.includes(me)) await desk.call('outbox.retry', { id: conflict.id });
  }
  await world.advance(10);
  world.sandbox.control.setForms({ dates: 'standard' });
  await discardAll(desk);
  return { ...world.tally(intended), conflicts: conflicts.length };
}

async function discardAll(desk: EdgeDesk): Promise<void> {
  for (const write of await desk.value('outbox.list', {})) await desk.call('outbox.discard', { id: write.id });
}

export interface RetryAfterOutcome extends Tally {
  /** Requests the desk sent after the service's first 429, before the time it asked for. */
  requestsInWindow: number;
  /** The longest a press waited for its answer, in real milliseconds. */
  slowestPressMs: number;
  /** Writes not yet landed `graceSeconds` after the window ended. */
  stillWaiting: number;
}

/**
 * The service answers every request with 429 and Retry-After for `seconds`; a person keeps pressing (and reading)
 * during it. Then the service takes requests again, and the desk gets `graceSeconds` to send what waits.
 */
export async function retryAfter(world: EdgeWorld, count: number, seconds: number, graceSeconds = 60): Promise<RetryAfterOutcome> {
  const { desk } = world;
  const codes = world.freshCodes(count);
  world.startTally();
  world.sandbox.control.setFaults({ errorRate: 1, errorStatus: 429, retryAfterSeconds: seconds });
  const firstRequest = desk.requests.length;
  const intended: Intended[] = [];
  let slowestPressMs = 0;
  const perPress = Math.max(1, Math.floor((seconds - 5) / count));
  for (const [index, code] of codes.entries()) {
    const started = Date.now();
    intended.push((await press(desk, code, index, 'Pressed while the service asked to wait')).intended);
    await desk.call('bookings.get', { code });
    slowestPressMs = Math.max(slowestPressMs, Date.now() - started);
    await world.advance(perPress);
  }
  await world.advance(Math.max(0, seconds - 1 - perPress * count));
  // The first request met the 429; everything after it went out inside the window.
  const requestsInWindow = Math.max(0, desk.requests.length - firstRequest - 1);
  world.online();
  await world.advance(1 + graceSeconds);
  const tally = world.tally(intended);
  return { ...tally, requestsInWindow, slowestPressMs, stillWaiting: tally.lost };
}
