import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, readDraft, updateDraft } from '../../../../renderer/features/new-booking/draft-store.js';

describe('what a staff member typed on the New booking screen', () => {
  it('is kept per account and acting staff member, apart from everyone else’s', () => {
    updateDraft('demo|2', (draft) => ({ ...draft, guest: { customer_name: 'Priya’s guest' } }));
    updateDraft('demo|3', (draft) => ({ ...draft, asCustomer: true }));
    expect(readDraft('demo|2').guest).toEqual({ customer_name: 'Priya’s guest' });
    expect(readDraft('demo|2').asCustomer).toBe(false);
    expect(readDraft('demo|3').guest).toEqual({});
    expect(readDraft('other|2')).toBe(EMPTY_DRAFT);
  });
});
