// A desk reads a booking's answers to the account's own form fields ("Arrival by", "Dietary needs", a box, a select,
// a day) from the record's fields, and the form's fields that say what they mean, in the standard dialect and the
// way a live PHP service writes them; keeps both for an outage and a restart; and shows a hostile or broken answer
// as plain text, or not at all, without losing the others.
import { afterAll, describe, expect, it } from 'vitest';
import { MemorySettingsStore } from '../../../../electron/core/settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { Booking } from '../../../../electron/sandbox/state/model.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('frontdesk-answers-');
const open: { sandbox?: RunningSandbox; desks: DeskHarness[] } = { desks: [] };
afterAll(async () => {
  for (const desk of open.desks.splice(0)) await desk.close();
  await open.sandbox?.close();
});

/** A seeded booking that answered the most of the account's own fields. */
function mostAnswered(sandbox: RunningSandbox): Booking {
  const { bookings } = sandbox.control.services().store.state;
  return [...bookings].sort((a, b) => Object.keys(b.customAnswers ?? {}).length - Object.keys(a.customAnswers ?? {}).length)[0]!;
}

describe.each(['standard', 'live'] as const)('in the %s dialect', (dialect) => {
  it('reads every answer of a booking and the fields that say what each means', async () => {
    const harness = await deskOnDemo({ seed: 57, bookings: 300, dialect });
    open.desks.push(harness);
    const booking = mostAnswered(harness.sandbox);
    expect(Object.keys(booking.customAnswers!).length).toBeGreaterThanOrEqual(3);
    const detail = await harness.value('bookings.get', { code: booking.code });
    expect(detail.customAnswers).toEqual(booking.customAnswers);

    const fields = await harness.value('bookings.formFields', {});
    expect(fields.map((field) => `${field.name} ${field.type} ${field.label}`)).toEqual([
      'arrival_by text Arrival by', 'dietary_needs text Dietary needs', 'step_free checkbox Step-free access needed',
      'heard_from select Heard of us from', 'occasion_date date Special occasion on', 'source select Booking source',
    ]);
    expect(fields.find((field) => field.name === 'heard_from')!.options).toContainEqual({ code: 'guidebook', label: 'A guidebook' });

    // The manifest holds them too, once the day's records are read.
    const day = Math.max(booking.startDay, (await harness.value('day.contents', {})).day);
    await expect.poll(async () => {
      const contents = await harness.value('day.contents', { day });
      return contents.bookings.find((each) => each.booking.code === booking.code)?.customAnswers;
    }, { timeout: 10_000 }).toEqual(booking.customAnswers);
  });
});

describe('a hostile or broken form', () => {
  it('shows markup as the text it is, loses only the answer it cannot read, and keeps a field of a type it does not know', async () => {
    const harness = await deskOnDemo({ seed: 57, bookings: 300, dialect: 'standard' });
    open.desks.push(harness);
    const code = mostAnswered(harness.sandbox).code;
    harness.sandbox.control.rewriteAnswers((body, request) => {
      const answer = body as Record<string, any>;
      if (request.path.endsWith(`/booking/${code}`)) {
        Object.assign(answer.booking.fields, {
          arrival_by: '<img src=x onerror="alert(1)">18:30', dietary_needs: { nested: ['not', 'an', 'answer'] },
          boat_size: 'Medium &amp; up',
        });
      }
      if (request.path.endsWith('/booking/form')) {
        const ui = answer.booking_form_ui;
        ui.arrival_by.define.layout.lbl = '<script>alert(1)</script>Arrival by';
        ui.boat_size = { value: '', define: { layout: { lbl: 'Boat size', type: 'slider', staff: { form: 1 } } } };
      }
      return answer;
    });
    const detail = await harness.value('bookings.get', { code });
    expect(detail.customAnswers).toMatchObject({ arrival_by: '<img src=x onerror="alert(1)">18:30', boat_size: 'Medium & up' });
    expect(detail.customAnswers.dietary_needs).toBeUndefined();
    const fields = await harness.value('bookings.formFields', {});
    expect(fields.find((field) => field.name === 'arrival_by')!.label).toBe('<script>alert(1)</script>Arrival by');
    expect(fields.find((field) => field.name === 'boat_size')).toMatchObject({ label: 'Boat size', type: 'text' });
  });
});

describe('through an outage and a restart', () => {
  it('answers a booking\'s answers from the working set, and the form\'s fields from what it learned', async () => {
    const sandbox = open.sandbox = await startSandbox({ seed: 57, bookings: 300 });
    const kept = {
      sandbox, dataDir: tempFolder(), vault: new MemoryVault(), settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)),
    };
    const booking = mostAnswered(sandbox);
    const first = await deskOnDemo(kept);
    await first.value('bookings.get', { code: booking.code });
    const learned = await first.value('bookings.formFields', {});
    await first.close();

    sandbox.control.setFaults({ offline: true });
    const second = await deskOnDemo(kept);
    open.desks.push(second);
    const copy = await second.value('bookings.get', { code: booking.code });
    expect(copy.asOf).not.toBeNull();
    expect(copy.customAnswers).toEqual(booking.customAnswers);
    expect(await second.value('bookings.formFields', {})).toEqual(learned);
  });
});
