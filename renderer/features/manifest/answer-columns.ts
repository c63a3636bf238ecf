// The booking form's fields as manifest columns ("Arrival by" beside the guest): on screen, on paper and in the CSV.
// A kept choice names a field by its name ("form:arrival_by"), which an account does not change when it renames the
// field's label; a field the account removed since stays a column, under its name, until the desk unticks it.
import type { IntlShape } from 'react-intl';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { FormField } from '../../../shared/contract/model/booking-form.js';
import { FORM_FIELD_NAME } from '../../../shared/domain/form-fields.js';
import type { Formatter } from '../../ui/format.js';
import { answerText, fieldLabel } from '../form-answers/answer-text.js';

const PREFIX = 'form:';

export const formColumnId = (name: string): string => `${PREFIX}${name}`;

/** The field a column id names, or null for a column of the manifest's own. */
export function formFieldNameOf(id: string): string | null {
  const name = id.startsWith(PREFIX) ? id.slice(PREFIX.length) : '';
  return FORM_FIELD_NAME.test(name) ? name : null;
}

export interface AnswerColumn {
  id: string;
  name: string;
  label: string;
  /** The form's field now; undefined when the account removed it (its answers then read as written). */
  field: FormField | undefined;
}

/** The chosen form fields, in the chosen order. */
export function answerColumnsOf(chosen: readonly string[], fields: readonly FormField[]): AnswerColumn[] {
  return chosen.flatMap((id) => {
    const name = formFieldNameOf(id);
    return name === null ? [] : [{ id, name, label: fieldLabel(name, fields), field: fields.find((each) => each.name === name) }];
  });
}

/**
 * The row's answer: its text, '' when the guest gave none, or null while the booking's record has not been read
 * (answers come with the record, as the stamps do: not known is not "no answer").
 */
export function answerCell(column: AnswerColumn, contents: BookingContents, format: Formatter, intl: IntlShape): string | null {
  if (!contents.stampsKnown) return null;
  const answer = contents.customAnswers[column.name];
  return answer === undefined ? '' : answerText(column.field, answer, format, intl);
}
