// The booking form's answers on a record (booking.fields) into the answers to the account's own fields the desk
// keeps. Read tolerantly: PHP's empties are no answer, one answer the desk cannot read costs that answer only.
import type { CustomAnswers } from '../../../shared/contract/model/booking-form.js';
import { cleanDisplayText } from '../../../shared/domain/display-name.js';
import { isCustomFieldName } from '../../../shared/domain/form-fields.js';
import { NOTE_MAX_LENGTH } from '../../../shared/domain/notes.js';
import { isPhpEmpty } from '../../../shared/wire/php-empty.js';
import type { WireFormAnswer } from '../../../shared/wire/index.js';

/** As many as booking/create takes (formValuesSchema): a record with more is not a form a person filled in. */
const MAX_ANSWERS = 100;

/**
 * An answer as plain text (a text area's lines kept; control and direction-turning characters not), no longer than a
 * note, the longest field a form has (2.11).
 */
function answerText(value: string | boolean): string | null {
  if (value === true) return '1';
  if (value === false) return null;
  const text = cleanDisplayText(value);
  if (isPhpEmpty(text)) return null;
  const characters = [...text];
  return characters.length > NOTE_MAX_LENGTH ? `${characters.slice(0, NOTE_MAX_LENGTH - 1).join('')}…` : text;
}

function answerOf(wire: WireFormAnswer): string | string[] | null {
  if (wire === null) return null;
  if (!Array.isArray(wire)) return answerText(wire);
  const chosen = wire.flatMap((each) => answerText(each) ?? []);
  return chosen.length > 0 ? chosen : null;
}

/** The answers to the account's own fields; the guest's contact, the note and the policy agreement are shown elsewhere. */
export function customAnswers(fields: Readonly<Record<string, WireFormAnswer>> | undefined): CustomAnswers {
  const answers: CustomAnswers = {};
  let count = 0;
  for (const [name, wire] of Object.entries(fields ?? {})) {
    if (count === MAX_ANSWERS) break;
    if (!isCustomFieldName(name)) continue;
    const answer = answerOf(wire);
    if (answer === null) continue;
    answers[name] = answer;
    count += 1;
  }
  return answers;
}
