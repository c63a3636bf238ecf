// A desk started the morning after a sync with the booking service down: what a page asks while the desk is still
// opening its account is answered from the desk's copy, in the account's currency and time zone, never by waiting on
// a service that refuses or never answers (a page that asked for the account's details then waited 5 s and got an
// error; one that asked for the day was told to choose an account).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskOn, syncedDesk, takeServiceDown, type KeptDesk, type ServiceDown } from '../../../e2e/support/kept-desk.js';

let kept: KeptDesk;
beforeAll(async () => {
  kept = await syncedDesk({ bookings: 300 });
});
afterAll(() => kept.remove());

const signal = new AbortController().signal;

describe('a desk started with the service down', () => {
  for (const how of ['refusing', 'silent'] as ServiceDown[]) {
    it(`answers what is asked while it opens from its copy (service ${how})`, async () => {
      const restore = await takeServiceDown(kept, how);
      const desk = deskOn(kept);
      try {
        const started = desk.start();
        // Asked at once, as a page opened beside the desk asks.
        const [info, day, parameters, fields] = await Promise.all([
          desk.handlers['accounts.info']({}, signal), desk.handlers['day.contents']({}, signal),
          desk.handlers['rates.parameters']({}, signal), desk.handlers['bookings.formFields']({}, signal),
        ]);
        expect(info.currency).toBe('CAD');
        expect(info.timezone).not.toBe('');
        expect(day.bookings.length).toBeGreaterThan(0);
        expect(day.asOf).not.toBeNull();
        expect(parameters.map((parameter) => parameter.id)).toContain('adults');
        // The manifest's answer columns: the fields learned yesterday, not after the transport gives up on the service.
        expect(fields.length).toBeGreaterThan(0);
        // Nothing waited for the silent service to be given up on: the desk still has not heard from it either way.
        if (how === 'silent') expect(desk.desk.status().connectivity.online).toBe(true);
        await started;
      } finally {
        await desk.close();
        await restore();
      }
    });
  }
});
