// The handover's open questions and the writes still waiting, in the desk's language: the main process sends their
// parts (the write, the departure, the bookings) and these word them. Pure, so the words are tested on their own.
// A handover saved by an older desk holds English sentences: said as they are.
import type { IntlShape } from 'react-intl';
import type { HandoverWrite, OpenQuestion, ShiftRecordWarning } from '../../../shared/contract/model/shift.js';
import { writeText } from '../outbox/outbox-text.js';
import { staffText } from '../../ui/staff-words.js';

/** "Check in on ABCD-123456 (Priya Shah)". */
export function waitingWriteText(intl: IntlShape, write: HandoverWrite | string): string {
  if (typeof write === 'string') return write;
  return intl.formatMessage({ id: 'handover.waitingWrite', defaultMessage: '{write} on {code} ({staff})' },
    { write: writeText(intl, write), code: write.bookingCode, staff: staffText(intl, write.staffName) });
}

/** "13:00 Sunset Cruise has started and is not closed: 2 never checked in", and the other questions. */
export function openQuestionText(intl: IntlShape, question: OpenQuestion): string {
  if (typeof question === 'string') return question;
  switch (question.kind) {
    case 'refused': return intl.formatMessage({
      id: 'handover.question.refused', defaultMessage: 'Refused by the booking service, waiting in the Outbox: {write}: {reason}',
    }, { write: waitingWriteText(intl, question.write), reason: question.reason });
    case 'lateNotIn': return intl.formatMessage({
      id: 'handover.question.lateNotIn',
      defaultMessage: '{departure}: {codes} {count, plural, one {marked late and not checked in yet} other {marked late and not checked in yet}}',
    }, { departure: question.departure, codes: question.codes.join(', '), count: question.codes.length });
    case 'startedOpen': return intl.formatMessage({
      id: 'handover.question.startedOpen', defaultMessage: '{departure} has started and is not closed: {notIn} never checked in',
    }, { departure: question.departure, notIn: question.notIn });
  }
}

/** The shift's record in trouble on this computer: a day's file set aside, or the disk refusing to save it. */
export function recordWarningText(intl: IntlShape, warning: ShiftRecordWarning): string {
  if (warning.kind === 'notRead') {
    return intl.formatMessage({ id: 'shift.warning.notRead', defaultMessage: 'The shift record of {day} could not be read; it was kept as {keptAs}.' },
      { day: String(warning.day), keptAs: warning.keptAs });
  }
  return intl.formatMessage({
    id: 'shift.warning.notSaved',
    defaultMessage: "{cause, select, full {The shift's record was not saved: the disk is full. Free some space on this computer;} "
      + "notWritable {The shift's record was not saved: Frontdesk cannot write to {folder}. Check that the folder exists and that this user may write to it;} "
      + "other {The shift's record was not saved: Frontdesk could not write to {folder}{code}.}} "
      + 'Frontdesk keeps it in memory meanwhile, and saves it by itself once the disk takes it.',
  }, { cause: warning.cause, folder: warning.folder, code: warning.code === null ? '' : ` (${warning.code})` });
}
