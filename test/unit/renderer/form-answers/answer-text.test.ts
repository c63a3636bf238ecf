// A booking's answers as the booking screen and the manifest show them: what the account's form means by each (an
// option's label, Yes, a day in the account's words), in the form's order, and answers to a field the account
// removed since still shown under its name.
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../shared/contract/model/booking-form.js';
import { answerText, fieldLabel, shownAnswers } from '../../../../renderer/features/form-answers/answer-text.js';
import { formatter } from '../../../../renderer/ui/format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();
const format = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' });
const field = (name: string, label: string, type: FormField['type'], options: FormField['options'] = []): FormField => ({
  name, label, type, options, required: false, mask: null, addressPart: false, policy: false, value: '',
});
const HEARD = field('heard_from', 'Heard of us from', 'select', [{ code: 'guidebook', label: 'A guidebook' }, { code: 'CA', label: 'Canada' }]);
const FIELDS = [field('arrival_by', 'Arrival by', 'text'), field('step_free', 'Step-free access needed', 'checkbox'), HEARD,
  field('occasion_date', 'Special occasion on', 'date')];

describe('an answer as a person reads it', () => {
  it('names a select\'s choice by its label, in any case, and keeps a code the form does not offer', () => {
    expect(answerText(HEARD, 'guidebook', format, intl)).toBe('A guidebook');
    expect(answerText(HEARD, 'ca', format, intl)).toBe('Canada');
    expect(answerText(HEARD, 'radio', format, intl)).toBe('radio');
    expect(answerText(HEARD, ['guidebook', 'CA'], format, intl)).toBe('A guidebook, Canada');
  });

  it('says Yes for a ticked box and writes a day in the account\'s words, or as written when it is no day', () => {
    expect(answerText(FIELDS[1], '1', format, intl)).toBe('Yes');
    expect(answerText(FIELDS[1], 'off', format, intl)).toBe('No');
    expect(answerText(FIELDS[3], '2026-11-24', format, intl)).toBe(format.day(20261124, 'medium'));
    expect(answerText(FIELDS[3], 'next spring', format, intl)).toBe('next spring');
  });

  it('keeps text, and a type the desk does not know, as written', () => {
    expect(answerText(field('size', 'Size', 'text'), '<b>Large</b>', format, intl)).toBe('<b>Large</b>');
    expect(answerText(undefined, '1', format, intl)).toBe('1');
  });
});

describe('a booking\'s answers', () => {
  it('in the form\'s order, then those to fields the account removed, under their names', () => {
    const answers = { step_free: '1', boat_size: 'Medium', arrival_by: '18:30', occasion_date: '2026-11-24' };
    expect(shownAnswers(answers, FIELDS, format, intl)).toEqual([
      { name: 'arrival_by', label: 'Arrival by', text: '18:30', onForm: true },
      { name: 'step_free', label: 'Step-free access needed', text: 'Yes', onForm: true },
      { name: 'occasion_date', label: 'Special occasion on', text: format.day(20261124, 'medium'), onForm: true },
      { name: 'boat_size', label: 'Boat size', text: 'Medium', onForm: false },
    ]);
    expect(fieldLabel('boat_size', FIELDS)).toBe('Boat size');
  });
});
