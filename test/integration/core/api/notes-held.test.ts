// booking/notes has no "since" and no paging, so the desk asks today's notes whole at each sync and each look at the
// Notes screen. A note that comes back exactly as it came is not read, dated or named again: the same note is handed
// back. A note changed at the service is read afresh, one gone is gone, and a note with a member the desk cannot
// read is read, and reported, each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalsIn } from '../../../../electron/core/api/read-report.js';
import { serviceFetchers } from '../../../../electron/core/offline/sync/service-fetchers.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { WireNotesResponse } from '../../../../shared/wire/index.js';
import { sandboxToday } from '../../../support/slips.js';
import { harness, type Harness } from './client-harness.js';

let sandbox: RunningSandbox;
let client: Harness;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 35, bookings: 120 });
  client = harness(sandbox);
  const { bookings } = sandbox.control.services().store.state;
  for (const [at, booking] of bookings.slice(0, 4).entries()) {
    await client.service.addNote(booking.code, `Today's note ${at + 1}.`);
  }
});
afterAll(async () => {
  sandbox.control.rewriteAnswers(null);
  await sandbox.close();
});

const todays = () => client.service.notes({ date: sandboxToday(sandbox) });
const byId = (answer: WireNotesResponse) => new Map(answer.notes.map((note) => [Number(note.note_id), note]));
/** The sandbox's own copy of a note: what the service will answer from now on. */
const atService = (id: number) => sandbox.control.services().store.state.notes.find((note) => note.id === id)!;

describe('today\'s notes asked again', () => {
  it('hands back the very notes read before when they come unchanged, and the desk\'s named notes with them', async () => {
    const first = await todays();
    expect(first.notes.length).toBeGreaterThanOrEqual(4);
    const second = await todays();
    expect(second.notes).toHaveLength(first.notes.length);
    second.notes.forEach((note, at) => expect(note).toBe(first.notes[at]));

    const fetchers = serviceFetchers(() => client.service, () => sandbox.control.services().store.state.account.timezone);
    const signal = new AbortController().signal;
    const named = await fetchers.fetchNotes(signal, sandboxToday(sandbox));
    const namedAgain = await fetchers.fetchNotes(signal, sandboxToday(sandbox));
    namedAgain.forEach((note, at) => expect(note).toBe(named[at]));
  });

  it('reads afresh a note changed at the service under the same id, and leaves out one the service no longer has', async () => {
    const before = await todays();
    const [changed, gone] = before.notes.map((note) => Number(note.note_id));
    atService(changed!).body = 'Guest moved to room 12.';
    const { notes } = sandbox.control.services().store.state;
    notes.splice(notes.indexOf(atService(gone!)), 1);

    const after = byId(await todays());
    expect(after.get(changed!)?.body).toBe('Guest moved to room 12.');
    expect(after.has(gone!)).toBe(false);
    for (const [id, note] of byId(before)) if (id !== changed && id !== gone) expect(after.get(id)).toBe(note);
  });

  it('reads and reports a note\'s unreadable member each time it comes, keeping the rest of that note', async () => {
    const oddId = Number((await todays()).notes[0]!.note_id);
    sandbox.control.rewriteAnswers((body, request) => {
      if (!request.path.endsWith('booking/notes')) return body;
      const answer = body as { notes: Record<string, unknown>[] };
      for (const note of answer.notes) if (Number(note.note_id) === oddId) note.date = 'the day after tomorrow';
      return answer;
    });
    for (const answer of [await todays(), await todays()]) {
      const odd = byId(answer).get(oddId);
      expect(odd?.date).toBeUndefined();
      expect(odd?.body).toBe(atService(oddId).body);
      expect(removalsIn(answer).map((removal) => removal.path.at(-1))).toEqual(['date']);
    }
    sandbox.control.rewriteAnswers(null);
  });
});
