// Desks of one venue on a person's own account: the booking service is a sandbox in its own process with
// its own credentials (service-process.ts), and each desk process adds it under Accounts with its key and secret (or
// OAuth), as a person does, then pairs. What landed is counted at the service's write log, never on a desk.
import type { SandboxBanner } from '../../electron/sandbox/index.js';
import type { WriteRecord } from '../../electron/sandbox/state/model.js';
import type { ChildDeskSetup } from './child-desk.js';
import { startServiceProcess, type ServiceProcess } from './service-process.js';
import { DeskProcess, allOnline, until } from './venue-desk-process.js';

export { until };

export interface Booking { id: number; code: string }

/** One write a person made and expects at the service exactly once: a check-in, or a note with its text. */
export interface Intended { booking: Booking; kind: 'checkin' | 'note'; body?: string }

export interface Tally {
  /** Writes the persons made (intended). */
  writes: number;
  /** Of those, at the service exactly once. */
  once: number;
  /** Not at the service at all. */
  lost: string[];
  /** At the service more than once. */
  doubled: string[];
}

/** The sandbox as its own process, started fresh (seeded) with its own credentials. */
export function startService(bookings = 120, seed = 32): Promise<ServiceProcess> {
  return startServiceProcess({ bookings, seed });
}

export const setFaults = (service: ServiceProcess, faults: Record<string, unknown>) => service.control('faults', faults);
export const clearFaults = (service: ServiceProcess) => service.comeBack();

/** GET on the service's API with its key and secret, as a script of the business would ask. */
async function apiGet(banner: SandboxBanner, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${banner.url}/api/3.0/${path}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${banner.apiKey}:${banner.apiSecret}`).toString('base64')}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * Bookings a desk may check in, read from the service itself: paid or part paid or pending, never checked in or
 * out. Checked in by none of the desks before, each one a test uses is fresh.
 */
export async function freshBookings(service: ServiceProcess, count: number): Promise<Booking[]> {
  const found: Booking[] = [];
  for (const status of ['PAID', 'PART', 'PEND']) {
    const listed = (await apiGet(service.banner, `booking/index?status_id=${status}&limit=100`))['booking/index'] as Record<string, { code?: string }>;
    for (const listing of Object.values(listed)) {
      if (!listing.code) continue;
      const record = (await apiGet(service.banner, `booking/${listing.code}`)).booking as Record<string, unknown>;
      if (record.checked_in || record.checked_out) continue;
      found.push({ id: Number(record.booking_id), code: listing.code });
      if (found.length === count) return found;
    }
  }
  throw new Error(`The service holds ${found.length} bookings to check in, fewer than ${count}`);
}

const matches = (write: WriteRecord, intended: Intended) => write.bookingId === intended.booking.id && write.kind === intended.kind
  && (intended.body === undefined || write.detail === intended.body.slice(0, 80));

/** Each intended write against the service's write log: once, lost or doubled. */
export async function tally(service: ServiceProcess, intended: Intended[]): Promise<Tally> {
  const log = await service.writes();
  const name = (write: Intended) => `${write.kind}${write.body ? ` "${write.body}"` : ''} on ${write.booking.code}`;
  const counts = intended.map((write) => ({ write, count: log.filter((entry) => matches(entry, write)).length }));
  return {
    writes: intended.length,
    once: counts.filter((c) => c.count === 1).length,
    lost: counts.filter((c) => c.count === 0).map((c) => name(c.write)),
    doubled: counts.filter((c) => c.count > 1).map((c) => `${name(c.write)} ×${c.count}`),
  };
}

export interface VenueDeskOptions {
  graceMs?: number;
  setup?: ChildDeskSetup;
}

/** A desk process on the service, connected under Accounts (a token pair unless its setup says otherwise). */
export function startDesk(folder: string, name: string, service: ServiceProcess, options: VenueDeskOptions = {}): DeskProcess {
  return DeskProcess.start(folder, name, { ...service.banner, skewMs: service.skewMs }, {
    graceMs: options.graceMs ?? 1_500, setup: { connect: 'token-pair', ...options.setup },
  });
}

/** The desks started, each synced, the others joining the first with a code it shows, all linked. */
export async function pairAll(desks: DeskProcess[]): Promise<void> {
  await Promise.all(desks.map((desk) => desk.ready));
  await Promise.all(desks.map((desk) => desk.ask('sync')));
  const [first, ...others] = desks;
  for (const other of others) {
    const joined = await other.ask<{ ok: boolean; message?: string }>('join', { code: await first!.ask('offerPairing') });
    if (!joined.ok) throw new Error(`Pairing refused: ${joined.message}`);
  }
  for (const desk of desks) await allOnline(desk, desks.length);
}

/**
 * No desk holds a write any more, so none can be sent again (one on its way is still in its outbox): the write log
 * is final from here, a late second send included.
 */
export async function quiet(desks: DeskProcess[], tries = 1_200): Promise<void> {
  await until(async () => {
    for (const desk of desks) {
      const outbox = await desk.ask<{ state: string }[]>('outbox');
      if (outbox.some((entry) => entry.state !== 'conflict')) return false;
      if ((await desk.ask<unknown[]>('waiting')).length > 0) return false;
    }
    return true;
  }, 'every desk quiet', tries);
}
