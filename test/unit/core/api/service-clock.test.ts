// The service's clock as a desk learns it from the Date header of answers: a desk whose own clock is
// minutes off still knows the service's time to within a second.
import { describe, expect, it } from 'vitest';
import { ServiceClock } from '../../../../electron/core/api/service-clock.js';

const SERVICE_NOW = Date.parse('2026-11-21T18:00:00Z');

/** A fetch whose answer says the service's time, after `roundTripMs` on the desk's clock. */
function answering(date: string | null, desk: { at: number }, roundTripMs = 40): typeof fetch {
  return async () => {
    desk.at += roundTripMs;
    return new Response('{}', { headers: date ? { Date: date } : {} });
  };
}

describe('the service clock', () => {
  it('knows nothing until an answer says the time', async () => {
    const desk = { at: SERVICE_NOW + 5 * 60_000 };
    const clock = new ServiceClock(() => desk.at);
    await clock.observing(answering(null, desk))('http://service/api/3.0/ping');
    expect(clock.serviceNow()).toBeNull();
    await clock.observing(answering('not a date', desk))('http://service/api/3.0/ping');
    expect(clock.serviceNow()).toBeNull();
  });

  it('takes no time from a Date header no service means', async () => {
    const desk = { at: SERVICE_NOW };
    const clock = new ServiceClock(() => desk.at);
    for (const date of ['Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 01 Jan 3000 00:00:00 GMT']) {
      await clock.observing(answering(date, desk))('http://service/api/3.0/ping');
      expect(clock.serviceNow()).toBeNull();
    }
  });

  it("reads the service's time through a desk clock 5 minutes ahead, to within a second", async () => {
    const desk = { at: SERVICE_NOW + 5 * 60_000 };
    const clock = new ServiceClock(() => desk.at);
    await clock.observing(answering(new Date(SERVICE_NOW).toUTCString(), desk))('http://service/api/3.0/ping');
    desk.at += 10_000;
    expect(Math.abs(clock.serviceNow()! - (SERVICE_NOW + 10_000))).toBeLessThanOrEqual(1_000);
  });
});
