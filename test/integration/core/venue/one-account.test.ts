// A venue is one booking service account, as the service says it is: two desks that each added the same
// Checkfront account under Accounts (one with its key and secret, one through OAuth, each under its own label and id)
// pair; a desk connected to another service (a second sandbox, same envelope, another address) is refused. Then a
// check-in on one shows on the other's booking, manifest row and Bookings list (the list a screen holds included),
// from that desk, and the other's press is told in the account's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBookings, pairAll, startDesk, startService, until } from '../../../support/connected-venue.js';
import { stopEveryServiceProcess, type ServiceProcess } from '../../../support/service-process.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { killRunningDesks } from '../../../support/venue-desk-process.js';

const folder = useTempFolders('fd-venue-account-');
let service: ServiceProcess;
let elsewhere: ServiceProcess;

beforeAll(async () => {
  [service, elsewhere] = await Promise.all([startService(80, 32), startService(80, 32)]);
});
afterAll(async () => {
  killRunningDesks();
  await Promise.all([service.stop(), elsewhere.stop()]);
  stopEveryServiceProcess();
});

type Detail = { checkedIn: { at: string; staffName: string; sharedBy?: string } | null; notices: string[] };

/** "4:35 p.m.": the wall clock of an ISO time at the account's offset, as the account's locale (en_CA) writes it. */
function accountTime(iso: string): string {
  const [, hh, mm] = /T(\d\d):(\d\d)/.exec(iso)!;
  return new Intl.DateTimeFormat('en-CA', { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, Number(hh), Number(mm))));
}

describe('desks of one account, connected by a person', () => {
  it('pairs a desk on a key and secret with a desk on OAuth, refuses a desk of another service, and shares a check-in', async () => {
    const dock = startDesk(folder(), 'Dock', service, { setup: { connect: 'token-pair' } });
    const lobby = startDesk(folder(), 'Lobby', service, { setup: { connect: 'oauth' } });
    const gate = startDesk(folder(), 'Gate', elsewhere, { setup: { connect: 'token-pair' } });
    await pairAll([dock, lobby]);
    await gate.ready;
    await gate.ask('sync');
    const refused = await gate.ask<{ ok: boolean; message?: string }>('join', { code: await dock.ask('offerPairing') });
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/^That desk is signed in to another booking service account/) });
    expect((await dock.ask<unknown[]>('desks')).length).toBe(2);

    const [guest] = await freshBookings(service, 1);
    await lobby.ask('sync');
    expect(await lobby.ask('holdList')).toBe(true);
    expect(await dock.ask('press', { code: guest!.code })).toEqual({ ok: true });
    // The Lobby's booking, manifest row and Bookings list show the Dock's check-in, marked as the Dock's, in its
    // undo window (before the service has it), at the account's offset; a press there is told in the account's time.
    const shown = await until(async () => (await lobby.ask<Detail>('booking', { code: guest!.code })).checkedIn, "the Dock's check-in on the Lobby");
    expect(shown).toMatchObject({ sharedBy: 'Dock', at: expect.stringMatching(/[+-]\d\d:\d\d$/) });
    // The Bookings list a screen holds is told only what changed since: the Dock's check-in is among it.
    const onScreens = await lobby.ask<{ row: unknown; list: unknown; held: unknown }>('shown', { code: guest!.code });
    expect(onScreens).toEqual({
      row: { ...shown, staffId: null }, list: { ...shown, staffId: null, kind: 'checkIn' }, held: { ...shown, staffId: null, kind: 'checkIn' },
    });
    const told = await lobby.ask<{ ok: boolean; message: string }>('press', { code: guest!.code });
    expect(told.message).toContain(`Already checked in at ${accountTime(shown!.at)} at the Dock desk`);
    await Promise.all([dock.close(), lobby.close(), gate.close()]);
  }, 120_000);
});
