// Contract handlers for desks that share one day (issue 23). The venue code is loaded only when a desk pairs or was
// paired before, so a desk that never pairs opens no socket and loads none of it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { VenueStatus } from '../../../../shared/contract/model/venue.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { DeskVenue } from '../../venue/desk-venue.js';
import { PAIRING_OFFER_MS } from '../../venue/pairing.js';
import type { Desk } from '../desk.js';
import type { DeskHandlers } from '../dispatch.js';

type VenueCalls = 'venue.status' | 'venue.offerPairing' | 'venue.join' | 'venue.removeDesk';

export interface VenueHandlers {
  handlers: Pick<DeskHandlers, VenueCalls>;
  /** After the desk started: a desk paired before opens its venue again. */
  resume(): Promise<void>;
}

export function venueHandlers(desk: Desk, dataDir: string): VenueHandlers {
  const folder = join(dataDir, 'venue');
  let opening: Promise<DeskVenue> | null = null;

  const open = (deskName: string): Promise<DeskVenue> => {
    const current = desk.venue();
    if (current) return Promise.resolve(current);
    opening ??= import('../../venue/desk-venue.js')
      .then(({ openDeskVenue }) => openDeskVenue(desk, { folder, deskName }))
      .finally(() => { opening = null; });
    return opening;
  };

  const status = (): VenueStatus => {
    const venue = desk.venue()?.venue;
    if (!venue?.isPaired()) return { paired: false, desks: venue ? venue.desks() : [], waiting: [] };
    const names = new Map(venue.desks().map((d) => [d.deskId, d.name]));
    const waiting = venue.state.waitingWrites().map((w) => ({
      code: w.write.code, kind: w.write.kind, deskName: names.get(w.ownerDeskId) ?? 'a removed desk', here: w.ownerDeskId === venue.deskId,
    }));
    return { paired: true, desks: venue.desks(), waiting };
  };

  return {
    handlers: {
      'venue.status': async () => status(),
      'venue.offerPairing': async ({ deskName }) => {
        const venue = await open(deskName);
        return { code: venue.venue.offerPairing(), expiresAt: desk.now() + PAIRING_OFFER_MS };
      },
      'venue.join': async ({ deskName, code }) => {
        const joined = await (await open(deskName)).venue.join(code);
        if (!joined.ok) throw new ApiFailure('refused', joined.message, { code: 'pairing_refused' });
        return status();
      },
      'venue.removeDesk': async ({ deskId }) => {
        const venue = desk.venue()?.venue;
        if (!venue || deskId === venue.deskId) throw new ApiFailure('refused', 'Remove a desk from another desk of the venue.');
        venue.removeDesk(deskId);
        return status();
      },
    },
    resume: async () => {
      if (!existsSync(join(folder, 'venue-replica.bin'))) return;
      const { savedDeskName } = await import('../../venue/venue-files.js');
      const owner = { key: await desk.venueKey(), accountId: desk.offline().accountId };
      await open((await savedDeskName(folder, owner)) ?? 'This desk');
    },
  };
}
