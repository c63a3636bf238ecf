// A booking's answer to one of the account's own form fields, as a person reads it: a select's option by its label,
// Yes for a ticked box (in the desk's language), a day in the account's words, text as written. Always plain text:
// the screens set it as text, never as markup, so an answer or a label with markup in it shows the markup, harmlessly.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { CustomAnswers, FormField } from '../../../shared/contract/model/booking-form.js';
import { parseDay } from '../../../shared/domain/dates.js';
import { fieldNameAsLabel } from '../../../shared/domain/form-fields.js';
import type { Formatter } from '../../ui/format.js';

export type Answer = CustomAnswers[string];

const TICKED = /^(1|true|yes|y|on)$/i;
const UNTICKED = /^(false|no|n|off)$/i;

const SAID = words(defineMessages({
  ticked: { id: 'formAnswers.ticked', defaultMessage: '{ticked, select, yes {Yes} other {No}}' },
}));

function textOf(field: FormField | undefined, text: string, format: Formatter, intl: IntlShape): string {
  switch (field?.type) {
    case 'select': {
      const option = field.options.find((each) => each.code === text)
        ?? field.options.find((each) => each.code.toLowerCase() === text.toLowerCase());
      return option?.label || text;
    }
    case 'checkbox':
      if (TICKED.test(text)) return intl.formatMessage(SAID.ticked, { ticked: 'yes' });
      return UNTICKED.test(text) ? intl.formatMessage(SAID.ticked, { ticked: 'no' }) : text;
    case 'date': {
      const day = parseDay(text);
      return day === null ? text : format.day(day, 'medium');
    }
    default:
      // text, textarea, and a type the desk does not know: as written.
      return text;
  }
}

/** `field`: the form's field, or undefined when the form no longer has it (the answer then reads as written). */
export function answerText(field: FormField | undefined, answer: Answer, format: Formatter, intl: IntlShape): string {
  return [answer].flat().map((text) => textOf(field, text, format, intl)).join(', ');
}

/** The field's label on the form; for one the account removed since, its name as words ("arrival_by" → "Arrival by"). */
export function fieldLabel(name: string, fields: readonly FormField[]): string {
  return fields.find((field) => field.name === name)?.label || fieldNameAsLabel(name);
}

export interface ShownAnswer {
  name: string;
  label: string;
  text: string;
  /** false: the account removed the field from its form since the guest answered it. */
  onForm: boolean;
}

/** A booking's answers in the form's order, then those to fields the form no longer has, by name. */
export function shownAnswers(answers: CustomAnswers, fields: readonly FormField[], format: Formatter, intl: IntlShape): ShownAnswer[] {
  const onForm = fields.filter((field) => Object.hasOwn(answers, field.name))
    .map((field) => ({ name: field.name, label: field.label || fieldNameAsLabel(field.name), text: answerText(field, answers[field.name]!, format, intl), onForm: true }));
  const known = new Set(fields.map((field) => field.name));
  const removed = Object.keys(answers).filter((name) => !known.has(name)).sort()
    .map((name) => ({ name, label: fieldNameAsLabel(name), text: answerText(undefined, answers[name]!, format, intl), onForm: false }));
  return [...onForm, ...removed];
}
