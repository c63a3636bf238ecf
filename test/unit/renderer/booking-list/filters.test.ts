// The filters a person picks, as the 'bookings.list' query and as the address of the list.
import { describe, expect, it } from 'vitest';
import { instantInZone } from '../../../../shared/domain/dates.js';
import {
  bookingQuery, dateInputValue, dayOfDateInput, hasFilters, withDay,
} from '../../../../renderer/features/booking-list/filters.js';
import { addressOf, viewOf } from '../../../../renderer/features/booking-list/use-bookings-view.js';

const ZONE = 'America/Vancouver';

describe('date inputs', () => {
  it('maps an <input type="date"> value to a yyyymmdd day and back', () => {
    expect(dayOfDateInput('2026-11-21')).toBe(20261121);
    expect(dateInputValue(20261121)).toBe('2026-11-21');
  });

  it('reads an empty or half-typed date as no day', () => {
    expect(dayOfDateInput('')).toBeUndefined();
    expect(dayOfDateInput('0002-11-21')).toBeUndefined();
    expect(dateInputValue(undefined)).toBe('');
  });
});

describe('bookingQuery', () => {
  it('asks for the page and size with no filter at all', () => {
    expect(bookingQuery({}, 2, 50, ZONE)).toEqual({ page: 2, limit: 50 });
  });

  it('passes status, item and the exact e-mail, trimmed', () => {
    expect(bookingQuery({ status: 'PAID', itemId: 4, email: ' ana@example.com ' }, 1, 100, ZONE))
      .toEqual({ page: 1, limit: 100, statusId: 'PAID', itemId: 4, customerEmail: 'ana@example.com' });
  });

  it('sends start and end days as inclusive bounds, or a single day', () => {
    const query = bookingQuery({ startAfter: 20261101, startBefore: 20261130, endOn: 20261205 }, 1, 100, ZONE);
    expect(query.start).toEqual({ after: 20261101, before: 20261130 });
    expect(query.end).toEqual({ on: 20261205 });
  });

  it('turns created and modified days into Unix seconds from the first to the last second of the local day', () => {
    const query = bookingQuery({ createdAfter: 20261101, createdBefore: 20261102, modifiedBefore: 20260308 }, 1, 100, ZONE);
    expect(query.created).toEqual({ after: instantInZone(20261101, ZONE), before: instantInZone(20261103, ZONE) - 1 });
    // 2026-11-01 is the day Vancouver leaves summer time: the day has 25 hours.
    expect(query.created!.before! - query.created!.after! + 1).toBe(49 * 3600);
    expect(query.lastModified).toEqual({ before: instantInZone(20260309, ZONE) - 1 });
  });
});

describe('withDay', () => {
  it('clears From and To when a single day is picked, and the day when a bound is', () => {
    const range = withDay({ startAfter: 20261101, startBefore: 20261130 }, 'startOn', 20261115);
    expect(range).toEqual({ startOn: 20261115 });
    expect(withDay(range, 'startBefore', 20261130)).toEqual({ startBefore: 20261130 });
  });

  it('removes a filter when its day is cleared', () => {
    expect(withDay({ createdAfter: 20261101 }, 'createdAfter', undefined)).toEqual({});
  });
});

describe('hasFilters', () => {
  it('ignores empty text', () => {
    expect(hasFilters({ email: '' })).toBe(false);
    expect(hasFilters({ status: 'VOID' })).toBe(true);
  });
});

describe('the list address', () => {
  it('opens the list another screen linked to', () => {
    expect(viewOf(new URLSearchParams('status=void&item=3&startAfter=20261101&page=2'))).toEqual({
      filters: { status: 'VOID', itemId: 3, startAfter: 20261101 }, page: 2,
    });
  });

  it('writes every filter and the page, and leaves page 1 out', () => {
    expect(addressOf({ filters: { status: 'PAID', createdAfter: 20261101, email: '' }, page: 1 }))
      .toBe('bookings?status=PAID&createdAfter=20261101');
    expect(addressOf({ filters: {}, page: 3 })).toBe('bookings?page=3');
  });
});
