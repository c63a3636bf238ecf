// Reads at the edges: a desk syncs once while the service writes amounts, dates or paging in another
// form, then reads 45 bookings; each read is right when it shows what the sandbox holds, at the precision the form
// carries (a yyyymmdd date carries the day, not the time; MySQL text the local time, not the offset). Wrong values
// shown without a word are what counts against.
import type { Report, ReportQuery } from '../../shared/contract/model/report.js';
import { dayInZone, isoDay, isoInZone } from '../../shared/domain/dates.js';
import type { Amount } from '../../shared/domain/money.js';
import { amountText } from '../../electron/sandbox/minor-units.js';
import type { AnswerForms } from '../../electron/sandbox/dialect/answer-forms.js';
import type { Booking } from '../../electron/sandbox/state/model.js';
import type { BookingDetail, BookingSummary } from '../../shared/contract/model/booking.js';
import type { EdgeWorld } from './edge-world.js';

export interface ReadTally {
  reads: number;
  right: number;
  /** Shown as another value (0.00, another date, raw text) without saying it is not known. */
  wrongQuietly: number;
}

export interface ReportCheck {
  bookings: number;
  revenue: Amount;
  /** What the standard answers give. */
  truth: { bookings: number; revenue: Amount };
  /** Bookings or amounts the report itself says it could not read. */
  saysUnknown: number;
}

const THIS_YEAR: ReportQuery = {
  period: { kind: 'this', unit: 'year' }, basis: 'created', revenueStatuses: ['PEND', 'HOLD', 'PART', 'PAID', 'WAIT', 'STOP'],
  categoryIds: [], itemIds: [],
};

/** A stride through the account, so that every kind of booking shows up among the 45. */
function sampleCodes(world: EdgeWorld, count: number): string[] {
  const all = world.sandbox.control.services().store.state.bookings;
  const step = Math.max(1, Math.floor(all.length / count));
  return Array.from({ length: count }, (_, i) => all[(i * step) % all.length]!.code);
}

function dayOnly(forms: Partial<AnswerForms>): boolean {
  return forms.dates === 'yyyymmdd';
}

/**
 * What of an instant the form carries: the day for yyyymmdd; the local wall clock for MySQL text, which names two
 * instants in the hour repeated when clocks go back (01:30 on 1 November in Vancouver), either of them what the
 * service wrote; the instant itself otherwise.
 */
function carried(forms: Partial<AnswerForms>, zone: string): (unixSeconds: number) => number | string {
  if (dayOnly(forms)) return (unixSeconds) => dayInZone(unixSeconds, zone);
  if (forms.dates === 'mysql') return (unixSeconds) => isoInZone(unixSeconds, zone).slice(0, 19);
  return (unixSeconds) => unixSeconds;
}

/** The account's zone and currency, in which the sandbox's truth is read. */
interface Account {
  zone: string;
  currency: string;
}

/** An unknown (null) is honest; a different value is wrong. */
function checkSummary(shown: BookingSummary, truth: Booking, { zone, currency }: Account, forms: Partial<AnswerForms>):
  'right' | 'unknown' | 'wrong' {
  const checks: ('right' | 'unknown' | 'wrong')[] = [];
  const compare = <T>(value: T | null, wanted: T) => checks.push(value === null ? 'unknown' : value === wanted ? 'right' : 'wrong');
  compare(shown.total, amountText(truth.total, currency));
  compare(shown.paid, amountText(truth.paidTotal, currency));
  const asCarried = carried(forms, zone);
  compare(shown.createdAt === null ? null : asCarried(shown.createdAt), asCarried(truth.createdAt));
  compare(shown.startDay, truth.startDay);
  compare(shown.endDay, truth.endDay);
  return checks.includes('wrong') ? 'wrong' : checks.includes('unknown') ? 'unknown' : 'right';
}

function checkNotes(shown: BookingDetail, world: EdgeWorld, truth: Booking, zone: string, forms: Partial<AnswerForms>): 'right' | 'wrong' {
  const notes = [...world.sandbox.control.services().store.notesOf(truth.id)];
  const asCarried = carried(forms, zone);
  for (const note of notes) {
    const seen = shown.notes.find((n) => n.id === note.id);
    if (!seen) return 'wrong';
    // A date that carries only the day shows as that day ("2026-11-24"), never as a made-up time.
    if (dayOnly(forms)) {
      if (seen.at !== isoDay(dayInZone(note.at, zone))) return 'wrong';
    } else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(seen.at) || asCarried(Date.parse(seen.at) / 1000) !== asCarried(note.at)) {
      return 'wrong';
    }
  }
  return 'right';
}

/**
 * Each line's own days (a stay tonight, the tour tomorrow morning): a line's start and end are instants in the
 * standard answer (local midnight, or the tour's start), written in the form's own way like every other date.
 */
function checkLines(shown: BookingDetail, truth: Booking): 'right' | 'unknown' | 'wrong' {
  const verdicts = truth.lines.map((line) => {
    const seen = shown.lines.find((candidate) => candidate.lineId === line.lineId);
    if (!seen || seen.startDay === null) return 'unknown';
    return seen.startDay === line.startDay && seen.endDay === line.endDay ? 'right' : 'wrong';
  });
  return verdicts.includes('wrong') ? 'wrong' : verdicts.includes('unknown') ? 'unknown' : 'right';
}

/** A fresh desk syncs under `forms`, then reads 45 bookings live twice (each line's days too) and from its copy. */
/** `logged`: what the reading desk wrote in its log meanwhile. */
export async function readsUnderForms(world: EdgeWorld, forms: Partial<AnswerForms>, count = 45):
  Promise<ReadTally & { report: ReportCheck; logged: string[] }> {
  const store = world.sandbox.control.services().store;
  const zone = store.state.account.timezone;
  const account: Account = { zone, currency: store.state.account.locale.currency };
  const truthReport = await world.desk.value('reports.run', THIS_YEAR);
  world.sandbox.control.setForms(forms);
  const desk = await world.addDesk();
  const tally: ReadTally = { reads: 0, right: 0, wrongQuietly: 0 };
  for (const code of sampleCodes(world, count)) {
    const truth = store.booking(code)!;
    const live = await desk.call('bookings.get', { code });
    const again = await desk.call('bookings.get', { code });
    const kept = (await desk.value('search.local', { text: code })).find((b) => b.code === code);
    tally.reads += 1;
    const verdicts = [
      live.ok ? checkSummary(live.value, truth, account, forms) : 'unknown',
      live.ok ? checkNotes(live.value, world, truth, zone, forms) : 'right',
      live.ok ? checkLines(live.value, truth) : 'unknown',
      again.ok ? checkLines(again.value, truth) : 'unknown',
      kept ? checkSummary(kept, truth, account, forms) : 'unknown',
    ];
    if (verdicts.includes('wrong')) tally.wrongQuietly += 1;
    else if (verdicts.every((v) => v === 'right')) tally.right += 1;
  }
  const report = await desk.value('reports.run', THIS_YEAR);
  world.sandbox.control.setForms({ dates: 'standard', amounts: 'standard', paging: 'honest' });
  const logged = desk.running.log.recent().map((line) => line.message);
  return { ...tally, report: reportCheck(report, truthReport), logged };
}

/** Completeness members added later, read loosely so that the same check runs on the code before them. */
const completeness = (report: Report) => report.completeness as unknown as Record<string, unknown>;

function reportCheck(shown: Report, wanted: Report): ReportCheck {
  const unknown = ['undated', 'unknownAmounts'].reduce((sum, key) => sum + Number(completeness(shown)[key] ?? 0), 0);
  return {
    bookings: shown.totals.bookings, revenue: shown.totals.revenue,
    truth: { bookings: wanted.totals.bookings, revenue: wanted.totals.revenue }, saysUnknown: unknown,
  };
}

export interface PagingCheck {
  /** Bookings the account holds, and how many the desk kept after a full sync. */
  account: number;
  kept: number;
  /** Notes the live notes log showed more than once. */
  notesTwice: number;
  /** The desk said the service's counters disagreed with what it served. */
  toldDisagreement: boolean;
}

/** A fresh desk syncs while booking/index lies about its pages. */
export async function pagingThatLies(world: EdgeWorld, paging: AnswerForms['paging']): Promise<PagingCheck> {
  world.sandbox.control.setForms({ paging });
  const desk = await world.addDesk();
  const notes = await desk.value('notes.list', {});
  const ids = notes.notes.map((note) => note.id);
  const said = completeness(await desk.value('reports.run', THIS_YEAR)).serviceSaid;
  world.sandbox.control.setForms({ paging: 'honest' });
  return {
    account: world.sandbox.control.services().store.state.bookings.length,
    kept: desk.running.desk.account.offline().workingSet.size,
    notesTwice: ids.length - new Set(ids).size,
    toldDisagreement: said !== undefined && said !== null,
  };
}

export interface NoCopyCheck {
  /** Lists answered "from the copy" though the desk holds none (dated 1 Jan 1970). */
  emptyCopies: number;
  /** Check-ins that landed while the desk told the person the answer was unreadable, as if nothing had happened. */
  landedButToldUnreadable: number;
  tries: number;
}

/** A desk that never synced meets answers it cannot read: lists, then check-ins. */
export async function noCopyYet(world: EdgeWorld, tries = 5): Promise<NoCopyCheck> {
  const desk = await world.addDesk({ synced: false });
  world.sandbox.control.setFaults({ malformedRate: 1 });
  const check: NoCopyCheck = { emptyCopies: 0, landedButToldUnreadable: 0, tries };
  for (let i = 0; i < tries; i += 1) {
    const list = await desk.call('bookings.list', { start: { on: 'today' } });
    if (list.ok && list.value.asOf !== null && list.value.bookings.length === 0) check.emptyCopies += 1;
  }
  const store = world.sandbox.control.services().store;
  for (const code of world.freshCodes(tries)) {
    const pressed = await desk.call('bookings.checkIn', { code });
    const toldUnreadable = !pressed.ok && pressed.error.kind === 'unreadable' && !/queued|kept|may have/i.test(pressed.error.message);
    if (toldUnreadable && store.booking(code)!.checkedIn) check.landedButToldUnreadable += 1;
  }
  world.online();
  return check;
}
