// The customer search guesses which field a person typed, because the service matches one field exactly (spec 4.3).
import { describe, expect, it } from 'vitest';
import { customerSearchInput, guessSearchKind, isSearchKind } from '../../../../renderer/features/customers/search-kind.js';

describe('guessSearchKind', () => {
  it('reads anything with an @ as an e-mail address, even a half-typed one', () => {
    expect(guessSearchKind('ann.lee@example.com')).toBe('email');
    expect(guessSearchKind('  ann@ ')).toBe('email');
  });

  it('reads digits written the ways phone numbers are written as a phone number', () => {
    expect(guessSearchKind('+1 250 555 0123')).toBe('phone');
    expect(guessSearchKind('(250) 555-0123')).toBe('phone');
    expect(guessSearchKind('250.555.0123')).toBe('phone');
    expect(guessSearchKind('+44 20 7946 0958 x12')).toBe('phone');
  });

  it('reads words as a name, also when a few digits are among them', () => {
    expect(guessSearchKind('Ava Smith')).toBe('name');
    expect(guessSearchKind("Ava O'Brien")).toBe('name');
    expect(guessSearchKind('Léa Müller')).toBe('name');
    expect(guessSearchKind('Room 214 Smith')).toBe('name');
  });

  it('does not call two digits or a lone plus sign a phone number', () => {
    expect(guessSearchKind('12')).toBe('name');
    expect(guessSearchKind('+')).toBe('name');
    expect(guessSearchKind('')).toBe('name');
  });
});

describe('customerSearchInput', () => {
  it('sends the trimmed text as the one field searched', () => {
    expect(customerSearchInput('email', ' ann@example.com ')).toEqual({ email: 'ann@example.com' });
    expect(customerSearchInput('phone', '+1 250 555 0123')).toEqual({ phone: '+1 250 555 0123' });
    expect(customerSearchInput('name', 'Ava Smith')).toEqual({ name: 'Ava Smith' });
  });

  it('asks nothing while the box is empty', () => {
    expect(customerSearchInput('name', '   ')).toBeNull();
  });
});

describe('isSearchKind', () => {
  it('accepts only the three fields the service searches', () => {
    expect(['email', 'name', 'phone'].every(isSearchKind)).toBe(true);
    expect(isSearchKind('code')).toBe(false);
    expect(isSearchKind(null)).toBe(false);
  });
});
