import { describe, expect, it } from 'vitest';
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import { isOverbooked, manifestOf } from '../../../../renderer/features/manifest/manifest-groups.js';
import { isNoShow } from '../../../../renderer/features/manifest/no-show.js';
import { accountNow } from '../../../../renderer/ui/account-now.js';
import { offeredAction } from '../../../../renderer/features/manifest/row-action.js';

const DAY = 20261121;
const item = (id: number, name: string, stock: number, categoryId = 1): Item => ({
  id, name, categoryId, categoryName: '', unit: 'H', stock, unlimited: false, summaryHtml: '', position: id,
});
const CRUISE = item(201, 'Sunset Cruise', 3, 2);
const ROOM = item(101, 'Harbour View Double', 2, 1);

let nextId = 1;
function booking(change: { item?: Item; time?: string; start?: number; end?: number; counts?: Record<string, number> | null;
  status?: string; checkedIn?: boolean; name?: string; paid?: string; due?: string } = {}): BookingContents {
  const id = nextId++;
  const target = change.item ?? CRUISE;
  return {
    booking: {
      id, code: `T-${id}`, status: { id: change.status ?? 'PART', name: change.status ?? 'Part paid' }, createdAt: 1,
      total: '100.00', paid: change.paid ?? '40.00', due: change.due ?? '60.00', tax: '0.00',
      customer: { id, name: change.name ?? `Guest ${id}`, email: '' }, summary: target.name, dates: '',
      startDay: change.start ?? DAY, endDay: change.end ?? DAY, lastModified: 1,
    },
    startTime: change.time ?? '13:00', endTime: '', source: 'record',
    lines: [{
      itemId: target.id, quantity: 1, counts: change.counts === undefined ? { adults: 2, children: 1 } : change.counts,
      name: target.name, startDay: null, endDay: null, startTime: '', total: null, statusId: null,
      lineId: null, packageOf: null,
    }],
    checkedIn: change.checkedIn ? { at: '2026-11-21T12:00:00-08:00', staffId: 1, staffName: 'Sam' } : null,
    checkedOut: null, noteCount: 0, notes: [], stampsKnown: true, customAnswers: {}, pending: [],
  };
}

describe('the manifest of a day', () => {
  it('answers how many for the 13:00 cruise and how many adults, in time order', () => {
    const day = [booking({ time: '13:00' }), booking({ time: '13:00', counts: { adults: 3 } }), booking({ time: '09:00' })];
    const manifest = manifestOf(DAY, day, [CRUISE]);
    const [morning, afternoon] = manifest.sections.activities;
    expect(morning!.time).toBe('09:00');
    expect(afternoon!.rollup).toMatchObject({ bookings: 2, guests: 6, counts: { adults: 5, children: 1 } });
    expect(manifest.totals).toMatchObject({ bookings: 3, guests: 9, due: '180.00', paid: '120.00' });
  });

  it('counts no fixed room nor hidden unit among the guests', () => {
    const stay = booking({ item: ROOM, start: DAY, end: DAY + 1, counts: { adults: 2, rooms: 1, qty: 1 } });
    const [arrival] = manifestOf(DAY, [stay], [ROOM], {}, new Set(['rooms', 'qty'])).sections.arrivals;
    expect(arrival!.rollup).toMatchObject({ guests: 2, counts: { adults: 2 } });
    expect(arrival!.entries[0]!.counts).toEqual({ adults: 2 });
  });

  it('counts a same-day booking once, as an activity, and splits stays into arrivals, in house and departures', () => {
    const manifest = manifestOf(DAY, [
      booking({ item: ROOM, start: DAY, end: DAY }),
      booking({ item: ROOM, start: DAY, end: DAY + 2 }),
      booking({ item: ROOM, start: DAY - 1, end: DAY + 1 }),
      booking({ item: ROOM, start: DAY - 2, end: DAY }),
    ], [ROOM]);
    const sizes = Object.fromEntries(Object.entries(manifest.sections).map(([id, groups]) => [id, groups.flatMap((g) => g.entries).length]));
    expect(sizes).toEqual({ activities: 1, arrivals: 1, inHouse: 1, departures: 1 });
  });

  it('leaves void and cancelled out, owing nothing, and counts them aside', () => {
    const manifest = manifestOf(DAY, [booking({ status: 'VOID' }), booking({ status: 'CANCELLED' }), booking()], [CRUISE]);
    expect(manifest.notComing).toBe(2);
    expect(manifest.totals.due).toBe('60.00');
  });

  it('flags a slot booked beyond its stock, and a night whose arrivals and stays exceed the rooms', () => {
    const full = manifestOf(DAY, [booking(), booking(), booking(), booking()], [CRUISE]);
    expect(full.sections.activities[0]!.occupied).toBe(4);
    expect(isOverbooked(full.sections.activities[0]!)).toBe(true);
    const night = manifestOf(DAY, [
      booking({ item: ROOM, start: DAY, end: DAY + 1 }), booking({ item: ROOM, start: DAY - 1, end: DAY + 1 }),
      booking({ item: ROOM, start: DAY - 1, end: DAY }),
    ], [ROOM]);
    expect(night.sections.arrivals.every((group) => !isOverbooked(group))).toBe(true);
    const over = manifestOf(DAY, [...Array.from({ length: 3 }, () => booking({ item: ROOM, start: DAY, end: DAY + 1 }))], [ROOM]);
    expect(isOverbooked(over.sections.arrivals[0]!)).toBe(true);
  });

  it('filters by category or item, and says whose counts are still being read', () => {
    const day = [booking(), booking({ item: ROOM, start: DAY, end: DAY + 1, counts: null })];
    expect(manifestOf(DAY, day, [CRUISE, ROOM], { categoryId: 1 }).sections.activities).toHaveLength(0);
    const rooms = manifestOf(DAY, day, [CRUISE, ROOM], { itemId: ROOM.id });
    expect(rooms.sections.arrivals[0]!.rollup.countsPending).toBe(1);
  });

  it('calls an activity past its start and not checked in a no-show, and a checked-in guest never', () => {
    const now = accountNow(Date.parse('2026-11-21T22:30:00Z'), 'America/Vancouver');
    expect(now).toEqual({ day: DAY, clock: '14:30' });
    expect(isNoShow(booking({ time: '13:00' }), 'activities', DAY, now)).toBe(true);
    expect(isNoShow(booking({ time: '15:00' }), 'activities', DAY, now)).toBe(false);
    expect(isNoShow(booking({ time: '13:00', checkedIn: true }), 'activities', DAY, now)).toBe(false);
    expect(isNoShow(booking({ item: ROOM }), 'arrivals', DAY, now)).toBe(false);
    expect(isNoShow(booking({ item: ROOM }), 'arrivals', DAY - 1, now)).toBe(true);
  });

  it('puts an add-on whose line id says nothing with the main line on whose day it starts', () => {
    const stay = booking({ item: ROOM, start: DAY - 1, end: DAY + 1 });
    const line = (itemId: number, start: number, end: number, total: string) =>
      ({ ...stay.lines[0]!, itemId, startDay: start, endDay: end, total, counts: { adults: 2 } });
    // A room from last night and today's cruise, and a wetsuit (in no catalogue list) on the cruise's day.
    stay.lines = [line(ROOM.id, DAY - 1, DAY + 1, '300.00'), line(CRUISE.id, DAY, DAY, '100.00'), line(402, DAY, DAY, '24.00')];
    const day = manifestOf(DAY, [stay], [ROOM, CRUISE]);
    expect(day.sections.activities[0]!.entries[0]!.value).toBe('124.00');
    expect(day.sections.inHouse[0]!.entries[0]!.value).toBe('300.00');
  });

  it('flags nothing while the day is still being read: no no-show, no overbooking; and still offers every stamp', () => {
    const now = accountNow(Date.parse('2026-11-21T22:30:00Z'), 'America/Vancouver');
    const listed = (change: Parameters<typeof booking>[0] = {}): BookingContents =>
      ({ ...booking(change), source: 'listing', stampsKnown: false, lines: [{ ...booking(change).lines[0]!, counts: null }] });
    // A guest who in fact checked out this morning, known so far only from the day's list.
    const early = listed({ time: '09:00' });
    expect(isNoShow(early, 'activities', DAY, now)).toBe(false);
    // A desk started while the service is down admits its whole day: the stamp is checked against the service's
    // record before it is sent (the outbox's stamped-meanwhile check), so it is offered as to a guest not in yet.
    expect(offeredAction(early, 'activities', DAY)).toBe('checkIn');
    expect(offeredAction(listed({ item: ROOM, start: DAY - 1, end: DAY }), 'departures', DAY)).toBe('checkOut');
    expect(offeredAction({ ...early, pending: [{ id: 'q', kind: 'checkIn', bookingCode: early.booking.code,
      description: 'Check in', state: 'pending', staffName: 'Sam', createdAt: 1, error: null }] }, 'activities', DAY)).toBeNull();
    // A stay and a tour known from the lists only: each row names the other by its item.
    const both = listed({ item: ROOM, start: DAY, end: DAY + 1 });
    both.lines = [...both.lines, { ...both.lines[0]!, itemId: CRUISE.id, name: '' }].map((line) => ({ ...line, name: '' }));
    const named = manifestOf(DAY, [both], [ROOM, CRUISE]).sections.arrivals.map((group) => group.entries[0]!.others[0]!.name);
    expect(named.sort()).toEqual(['Harbour View Double', 'Sunset Cruise']);
    const crowded = manifestOf(DAY, [listed(), listed(), listed(), listed()], [CRUISE]);
    expect(isOverbooked(crowded.sections.activities[0]!)).toBe(false);
    expect(crowded.totals).toMatchObject({ bookings: 4, guestsPending: 4 });
  });
});
