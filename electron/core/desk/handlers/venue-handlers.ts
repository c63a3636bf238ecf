// Contract handlers for desks that share one day. The venue code is loaded only when a desk pairs or was
// paired before, so a desk that never pairs opens no socket and loads none of it. A venue is one account's: each
// account keeps its own folder, it opens when its account does and closes when another one opens.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { VenueStatus } from '../../../../shared/contract/model/venue.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { DeskVenue, VenueHost } from '../../venue/desk-venue.js';
import { venueAccountKey } from '../../venue/venue-account.js';
import { PAIRING_OFFER_MS, parsePairingCode } from '../../venue/pairing-code.js';
import type { VenueDeskOptions } from '../../venue/venue-desk.js';
import { earlierVenueFolder, venueFolder } from '../../venue/venue-folder.js';
import { isLoopback, lanNetworks, networkReaching } from '../../venue/venue-network.js';
import type { AccountLifecycle } from '../account-lifecycle.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';

type VenueCalls = 'venue.status' | 'venue.offerPairing' | 'venue.join' | 'venue.removeDesk' | 'venue.setNetwork' | 'venue.rename' | 'venue.reset';

const REMOVED = 'Another desk removed this desk from the venue. To pair it again, reset its venue identity first; it then '
  + 'joins as a new desk.';

/** For tests: how often desks beat, how long a silent one's writes wait, how often the network is looked at. */
export type VenueTiming = Pick<VenueDeskOptions, 'beatMs' | 'graceMs' | 'watchMs'>;

/** What these handlers use of the desk: what its venue opens with, and the account's details and settings. */
type VenueHandlersDesk = VenueHost & Pick<DeskParts, 'account' | 'details' | 'registry' | 'now'> & {
  readonly lifecycle: Pick<AccountLifecycle, 'onAccountOpened'>;
};

export function venueHandlers(desk: VenueHandlersDesk, dataDir: string, timing: VenueTiming = {}): Pick<DeskHandlers, VenueCalls> {
  let opening: Promise<DeskVenue> | null = null;
  /** Why the open account's venue could not open, for the panel; null once it opens, or is reset. */
  let problem: string | null = null;
  const folder = () => venueFolder(dataDir, desk.account.offline().accountId);

  /** The open account's venue, opened if need be, going by `deskName` from now on when one is given. */
  const open = (deskName: string | null): Promise<DeskVenue> => {
    const current = desk.account.venue();
    if (current) {
      if (deskName) current.venue.rename(deskName);
      return Promise.resolve(current);
    }
    opening ??= import('../../venue/desk-venue.js')
      .then(({ openDeskVenue }) => openDeskVenue(desk, { folder: folder(), deskName: deskName ?? 'This desk', network: desk.registry.venueNetwork, ...timing }))
      .then((venue) => { problem = null; return venue; }, (error: unknown) => {
        problem = `This desk's venue could not open: ${error instanceof Error ? error.message : String(error)}`;
        throw error;
      })
      .finally(() => { opening = null; });
    return opening;
  };
  /**
   * A venue to pair with: never a removed desk's (it is reset first), and knowing which service account it is, as the
   * service says it now (a desk that cannot ask says so rather than pair on a guess).
   */
  const openToPair = async (deskName: string): Promise<DeskVenue> => {
    const account = await serviceAccount();
    const venue = await open(deskName);
    if (venue.venue.isRemoved()) throw new ApiFailure('refused', REMOVED, { code: 'venue_removed' });
    venue.venue.knowAccount(account);
    return venue;
  };
  const serviceAccount = async (): Promise<string> => {
    const info = await desk.details.liveAccountInfo().catch((error: unknown) => {
      throw new ApiFailure('refused', 'This desk cannot reach the booking service to learn which account it is signed in to, '
        + `so it cannot pair now: ${error instanceof Error ? error.message : String(error)}`, { code: 'pairing_refused' });
    });
    return venueAccountKey({ baseUrl: desk.account.config()!.baseUrl, hostId: info.hostId, accountNumber: info.accountNumber ?? null });
  };

  // A desk paired before opens its account's venue again when that account opens, before its replay starts.
  desk.lifecycle.onAccountOpened(async (accountId) => {
    problem = null;
    const where = venueFolder(dataDir, accountId);
    await adoptEarlierFolder(dataDir, where);
    if (!existsSync(join(where, 'venue-replica.bin'))) return;
    const { savedDeskName } = await import('../../venue/venue-files.js');
    await open(await savedDeskName(where, { key: await desk.venueKey(), accountId }));
  });

  const status = (): VenueStatus => {
    const venue = desk.account.venue()?.venue;
    const removed = venue?.isRemoved() ?? false;
    const network = {
      chosen: desk.registry.venueNetwork, listening: venue?.address ?? null,
      choices: lanNetworks().map(({ name, address }) => ({ name, address })),
    };
    if (!venue?.isPaired()) return { paired: false, removed, problem, desks: venue && !removed ? venue.desks() : [], waiting: [], network };
    const names = new Map(venue.desks().map((d) => [d.deskId, d.name]));
    const waiting = venue.state.waitingWrites().map((w) => ({
      code: w.write.code, kind: w.write.kind, deskName: names.get(w.ownerDeskId) ?? 'a removed desk', here: w.ownerDeskId === venue.deskId,
    }));
    return { paired: true, removed, problem, desks: venue.desks(), waiting, network };
  };

  const chooseNetwork = async (network: string | null): Promise<void> => {
    desk.registry.setVenueNetwork(network);
    await desk.account.venue()?.venue.setNetwork(network);
  };

  return {
    'venue.status': async () => status(),
    'venue.offerPairing': async ({ deskName }) => {
      const venue = await openToPair(deskName);
      try {
        return { code: venue.venue.offerPairing(), expiresAt: desk.now() + PAIRING_OFFER_MS };
      } catch (error) {
        throw new ApiFailure('refused', error instanceof Error ? error.message : String(error), { code: 'venue_not_listening' });
      }
    },
    'venue.join': async ({ deskName, code }) => {
      // The other desk must reach this one too: a code from another computer moves this desk onto that LAN.
      const host = parsePairingCode(code)?.host;
      if (host && !isLoopback(host)) {
        const reaching = networkReaching(host);
        if (!reaching) {
          throw new ApiFailure('refused', `This computer is on no network that reaches the other desk (${host}). `
            + 'Connect it to the same network as the other desk, then type the code again.', { code: 'pairing_refused' });
        }
        if (reaching.name !== desk.registry.venueNetwork) await chooseNetwork(reaching.name);
      }
      const joined = await (await openToPair(deskName)).venue.join(code);
      if (!joined.ok) throw new ApiFailure('refused', joined.message, { code: 'pairing_refused' });
      return status();
    },
    'venue.removeDesk': async ({ deskId }) => {
      const venue = desk.account.venue()?.venue;
      if (!venue || deskId === venue.deskId) throw new ApiFailure('refused', 'Remove a desk from another desk of the venue.');
      venue.removeDesk(deskId);
      return status();
    },
    'venue.setNetwork': async ({ network }) => {
      if (network !== null && !lanNetworks().some((lan) => lan.name === network)) {
        throw new ApiFailure('refused', `This computer has no network called "${network}" now. Choose one of the networks listed.`);
      }
      await chooseNetwork(network);
      return status();
    },
    'venue.rename': async ({ deskName }) => {
      desk.account.venue()?.venue.rename(deskName);
      return status();
    },
    'venue.reset': async () => {
      const attached = desk.account.venue();
      if (attached && !attached.venue.isRemoved()) {
        throw new ApiFailure('refused', 'This desk is in a venue. To take it out, remove it from another desk of the venue.');
      }
      await attached?.close();
      await rm(folder(), { recursive: true, force: true });
      problem = null;
      return status();
    },
  };
}

/** The one venue folder of a desk from before venues were kept per account goes to the first account that opens. */
async function adoptEarlierFolder(dataDir: string, folder: string): Promise<void> {
  const earlier = earlierVenueFolder(dataDir);
  if (!existsSync(earlier) || existsSync(folder)) return;
  await mkdir(dirname(folder), { recursive: true });
  await rename(earlier, folder);
}
