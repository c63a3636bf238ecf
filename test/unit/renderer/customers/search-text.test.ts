// What the customer search says when nothing matched, and how it counts what it found.
import { describe, expect, it } from 'vitest';
import { noMatchAdvice, noMatchText, resultsText } from '../../../../renderer/features/customers/search-text.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();

describe('no match', () => {
  it('names the field and the text searched', () => {
    expect(noMatchText('email', 'ann@exmaple.com', intl)).toBe('No customer has the e-mail address “ann@exmaple.com”.');
    expect(noMatchText('name', 'Ann Lee', intl)).toBe('No customer has the name “Ann Lee”.');
    expect(noMatchText('phone', '555 0123', intl)).toBe('No customer has the phone number “555 0123”.');
  });

  it('suggests checking the spelling and another way to search', () => {
    expect(noMatchAdvice('email', intl)).toBe('Check the spelling, or search by their name or phone number instead.');
    expect(noMatchAdvice('name', intl)).toMatch(/^Check the spelling, or search by their e-mail address or phone number instead/);
    expect(noMatchAdvice('phone', intl)).toBe('Check the spelling, or search by their e-mail address or name instead (spaces and dashes in a number do not matter).');
  });
});

describe('resultsText', () => {
  it('counts the customers found in words', () => {
    expect(resultsText(1, 'email', 'ann@example.com', intl)).toBe('1 customer with the e-mail address “ann@example.com”');
    expect(resultsText(3, 'name', 'Ann Lee', intl)).toBe('3 customers named “Ann Lee”');
    expect(resultsText(2, 'phone', '+1 250 555 0123', intl)).toBe('2 customers with the phone number “+1 250 555 0123”');
  });
});
