// The filters of a printed list in words: paper has no form to show them.
import { describe, expect, it } from 'vitest';
import { filterWords } from '../../../../renderer/features/booking-list/filter-words.js';
import { formatter } from '../../../../renderer/ui/format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const names = {
  format: formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' }),
  itemName: (itemId: number) => (itemId === 7 ? 'Sea Kayak' : undefined),
  intl: englishIntl(),
};

describe('filterWords', () => {
  it('says there are none', () => {
    expect(filterWords({}, names)).toBe('No filters: every booking.');
  });

  it('names the status, the item and the days as a person reads them', () => {
    expect(filterWords({ status: 'PAID', itemId: 7, startAfter: 20261101, startBefore: 20261130, createdAfter: 20261001 }, names))
      .toMatch(/^Filters: Status Paid · Item Sea Kayak · Start date Nov 1\s?–\s?30, 2026 · Created from Oct 1, 2026\.$/);
    expect(filterWords({ itemId: 9 }, names)).toBe('Filters: Item #9.');
  });
});
