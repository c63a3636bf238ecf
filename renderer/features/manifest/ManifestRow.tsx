// One booking in a group: a box to tick on paper, the guest, the counts, the balance, a notes flag, whether they
// have checked in, and the one action that fits (with its undo window, which the desk's outbox keeps).
import { words } from '../../i18n/words.js';
import { defineMessages, useIntl } from 'react-intl';
import { useRef } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { amountOwed, isMismatch, paymentState } from '../../../shared/domain/payment.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { answerCell, type AnswerColumn } from './answer-columns.js';
import type { ManifestEntry, SectionId } from './manifest-groups.js';
import { alsoText, dueText } from './manifest-text.js';
import { countsWords } from '../../ui/counts-text.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { StampKind } from '../../../shared/domain/stamps.js';
import { StampProgress } from '../stamps/StampProgress.js';
import { offeredAction } from './row-action.js';

interface Props {
  entry: ManifestEntry;
  section: SectionId;
  day: Day;
  labels: ReadonlyMap<string, string>;
  format: Formatter;
  noShow: boolean;
  answerColumns: readonly AnswerColumn[];
  /** The desk is reading the records of bookings whose guests are not known yet. */
  counting: boolean;
  onStamp(kind: StampKind, contents: BookingContents): void;
}

/** One word for the money, never two that disagree: what is due, or Paid; a status at odds with it says so in its
 *  title (the booking screen explains it in full). */
function Balance({ contents, format }: { contents: BookingContents; format: Formatter }) {
  const { status, total, paid, due } = contents.booking;
  const facts = { statusId: status.id, total, paid, due };
  const intl = useIntl();
  const state = paymentState(facts);
  const amount = amountOwed(facts);
  if (state === 'unknown' || amount === null) return <span className="muted">{intl.formatMessage(ROW.amountsUnknown)}</span>;
  const owed = format.money(amount);
  const dueWords = dueText(owed, intl);
  if (state === 'paid-but-due') {
    return <span className="badge badge-bad" title={intl.formatMessage(ROW.markedYetDue, { status: status.name, owed })}>{dueWords}</span>;
  }
  if (state === 'owing') return <span className="badge badge-warn">{dueWords}</span>;
  if (isMismatch(state)) {
    return <span className="badge badge-warn" title={intl.formatMessage(ROW.markedYetNothingDue, { status: status.name })}>{intl.formatMessage(ROW.paidQuestion)}</span>;
  }
  return <span className="muted">{intl.formatMessage(ROW.paid)}</span>;
}

/** On screen a flag with the count (the text in its title); on paper the notes' text itself. */
function Notes({ contents, format }: { contents: BookingContents; format: Formatter }) {
  const intl = useIntl();
  if (contents.noteCount === 0) return null;
  const text = contents.notes.join(' · ') || intl.formatMessage(ROW.notes, { notes: contents.noteCount });
  return (
    <>
      <span className="badge badge-info no-print" title={text}>✎ {format.number(contents.noteCount)}</span>
      <span className="note-text print-only">{text}</span>
    </>
  );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const ROW = words(defineMessages({
  amountsUnknown: { id: 'manifest.row.amountsUnknown', defaultMessage: 'Amounts not known' },
  markedYetDue: { id: 'manifest.row.markedYetDue', defaultMessage: 'Marked {status}, yet {owed} is still due' },
  markedYetNothingDue: { id: 'manifest.row.markedYetNothingDue', defaultMessage: 'Marked {status}, yet nothing is due' },
  paidQuestion: { id: 'manifest.row.paidQuestion', defaultMessage: 'Paid?' },
  paid: { id: 'manifest.row.paid', defaultMessage: 'Paid' },
  notes: { id: 'manifest.row.notes', defaultMessage: '{notes, plural, one {# note} other {# notes}}' },
  notRead: { id: 'manifest.row.notRead', defaultMessage: "Known once the booking's record is read" },
  stampsNotRead: {
    id: 'manifest.row.stampsNotRead',
    defaultMessage: "This desk has not read the booking's record yet. A check-in or check-out pressed now waits on this desk and is checked against the booking service's record before it is sent.",
  },
  stampsUnknown: { id: 'manifest.row.stampsUnknown', defaultMessage: 'Checked-in state not known yet' },
  refused: { id: 'manifest.row.refused', defaultMessage: '{kind, select, checkIn {Check-in refused} other {Check-out refused}}' },
  refusedWhy: { id: 'manifest.row.refusedWhy', defaultMessage: 'The service refused it: see the Outbox' },
  pending: { id: 'manifest.row.pending', defaultMessage: '{kind, select, checkIn {Check-in pending} other {Check-out pending}}' },
  pendingWhy: { id: 'manifest.row.pendingWhy', defaultMessage: 'Saved on this desk; sent when the service can be reached' },
  outAt: { id: 'manifest.row.outAt', defaultMessage: 'Out {time}' },
  inAt: { id: 'manifest.row.inAt', defaultMessage: 'In {time}' },
  outTitle: { id: 'manifest.row.outTitle', defaultMessage: 'Checked out by {staff} at {when}' },
  outTitleAtDesk: { id: 'manifest.row.outTitleAtDesk', defaultMessage: 'Checked out at the {desk} desk by {staff} at {when}' },
  inTitle: { id: 'manifest.row.inTitle', defaultMessage: 'Checked in by {staff} at {when}' },
  inTitleAtDesk: { id: 'manifest.row.inTitleAtDesk', defaultMessage: 'Checked in at the {desk} desk by {staff} at {when}; that desk sends it' },
  noShow: { id: 'manifest.row.noShow', defaultMessage: 'No-show?' },
  noShowWhy: { id: 'manifest.row.noShowWhy', defaultMessage: 'Their start has passed and they have not checked in' },
  notIn: { id: 'manifest.row.notIn', defaultMessage: 'Not in' },
  checkIn: { id: 'manifest.row.checkIn', defaultMessage: 'Check in' },
  checkOut: { id: 'manifest.row.checkOut', defaultMessage: 'Check out' },
  guest: { id: 'manifest.row.guestWithoutName', defaultMessage: 'Guest' },
}));

/**
 * The row's one status word for its fixed column: a stamp waiting in the outbox or refused there, "Out 11:02",
 * "In 9:12 · Priya" (who, under the time when the column is too narrow for both), a possible no-show, or "Not in".
 * The whole story is in its title.
 */
function RowStatus({ contents, format, noShow }: { contents: BookingContents; format: Formatter; noShow: boolean }) {
  const intl = useIntl();
  const write = contents.pending.at(-1);
  if (write) {
    return write.state === 'conflict'
      ? <span className="badge badge-bad" title={intl.formatMessage(ROW.refusedWhy)}>{intl.formatMessage(ROW.refused, { kind: write.kind })}</span>
      : <span className="badge badge-info" title={intl.formatMessage(ROW.pendingWhy)}>{intl.formatMessage(ROW.pending, { kind: write.kind })}</span>;
  }
  const { checkedIn, checkedOut } = contents;
  if (checkedOut) {
    const facts = { desk: checkedOut.sharedBy, staff: checkedOut.staffName, when: format.dateTime(checkedOut.at) };
    return (
      <span title={intl.formatMessage(checkedOut.sharedBy ? ROW.outTitleAtDesk : ROW.outTitle, facts)}>
        <span className="stamp-when">{intl.formatMessage(ROW.outAt, { time: format.time(checkedOut.at) })}</span>
        {checkedOut.sharedBy ? <> · <bdi translate="no">{checkedOut.sharedBy}</bdi></> : ''}
      </span>
    );
  }
  if (checkedIn) {
    const facts = { desk: checkedIn.sharedBy, staff: checkedIn.staffName, when: format.dateTime(checkedIn.at) };
    return (
      <span title={intl.formatMessage(checkedIn.sharedBy ? ROW.inTitleAtDesk : ROW.inTitle, facts)}>
        <span className="stamp-when">{intl.formatMessage(ROW.inAt, { time: format.time(checkedIn.at) })}</span>
        {' · '}<bdi translate="no">{checkedIn.sharedBy || firstName(checkedIn.staffName)}</bdi>
      </span>
    );
  }
  if (!contents.stampsKnown) {
    return <span className="muted status-unknown" title={intl.formatMessage(ROW.stampsNotRead)}>{intl.formatMessage(ROW.stampsUnknown)}</span>;
  }
  if (noShow) return <span className="badge badge-bad" title={intl.formatMessage(ROW.noShowWhy)}>{intl.formatMessage(ROW.noShow)}</span>;
  return <span className="muted">{intl.formatMessage(ROW.notIn)}</span>;
}

function Action({ contents, section, day, onStamp }: Pick<Props, 'section' | 'day' | 'onStamp'> & { contents: BookingContents }) {
  const intl = useIntl();
  // A stamp waiting in the outbox (its undo window, or the connection) is followed there, not offered again.
  if (contents.pending.some((write) => (write.kind === 'checkIn' || write.kind === 'checkOut') && write.state !== 'conflict')) {
    return <StampProgress code={contents.booking.code} />;
  }
  const kind = offeredAction(contents, section, day);
  return kind ? (
    <button type="button" className="btn" onClick={() => onStamp(kind, contents)}>
      {intl.formatMessage(kind === 'checkIn' ? ROW.checkIn : ROW.checkOut)}
    </button>
  ) : null;
}

/** The guests by the account's own labels (data: as the account wrote them), or what is said while not known. */
function CountsCell({ counts, labels, format, counting }: {
  counts: Record<string, number> | null; labels: ReadonlyMap<string, string>; format: Formatter; counting: boolean;
}) {
  const { text, data } = countsWords(useIntl(), counts, labels, format, counting);
  return data ? <span translate="no">{text}</span> : <>{text}</>;
}

/** The guest's answer in a column the desk chose; while the record is not read, that is not known yet. */
function AnswerCell({ column, contents, format }: { column: AnswerColumn; contents: BookingContents; format: Formatter }) {
  const intl = useIntl();
  const text = answerCell(column, contents, format, intl);
  if (text === null) return <td className="answer"><span className="muted" title={intl.formatMessage(ROW.notRead)}>…</span></td>;
  return <td className="answer" translate="no" title={text.length > 40 ? text : undefined}>{text}</td>;
}

/**
 * The same answers as one line under the guest ("Arrival by: 19:30 · Boat size: Medium"), where the table has no room
 * for them as columns: a narrow window, and paper (manifest.css decides which shows).
 */
function AnswersLine({ columns, contents, format }: { columns: readonly AnswerColumn[]; contents: BookingContents; format: Formatter }) {
  const intl = useIntl();
  const answers = columns.flatMap((column) => {
    const text = answerCell(column, contents, format, intl);
    return text === '' ? [] : [{ column, text }];
  });
  if (answers.length === 0) return null;
  return (
    <span className="answers-line" translate="no">
      {answers.map(({ column, text }, index) => (
        <span key={column.id}>
          {index > 0 ? ' · ' : null}<span className="answer-label">{column.label}:</span>{' '}
          {text === null ? <span title={intl.formatMessage(ROW.notRead)}>…</span> : text}
        </span>
      ))}
    </span>
  );
}

export function ManifestRow({ entry, section, day, labels, format, noShow, answerColumns, counting, onStamp }: Props) {
  const { contents } = entry;
  const { booking } = contents;
  const intl = useIntl();
  const also = alsoText(entry.others, format, intl);
  const link = useRef<HTMLAnchorElement>(null);
  // The button pressed goes away (Check in becomes Undo, then the status word): the focus stays on this row.
  const keepFocus = () => link.current?.focus({ preventScroll: true });
  const stamp = (kind: StampKind, stamped: BookingContents) => {
    onStamp(kind, stamped);
    keepFocus();
  };
  return (
    <tr className={noShow ? 'is-no-show' : undefined}>
      <td className="tick" aria-hidden="true"><span className="tick-box" /></td>
      <td className="guest">
        <a ref={link} href={`#/${bookingPath(booking.code)}`} data-code={booking.code}
          data-action={offeredAction(contents, section, day) ?? ''} translate={booking.customer.name ? 'no' : undefined}>
          {booking.customer.name || intl.formatMessage(ROW.guest)}</a>
        <span className="code" translate="no">{booking.code}</span>
        {also ? <span className="also">{also}</span> : null}
        <AnswersLine columns={answerColumns} contents={contents} format={format} />
      </td>
      <td className="counts" title={entry.counts === null ? intl.formatMessage(ROW.notRead) : undefined}>
        <CountsCell counts={entry.counts} labels={labels} format={format} counting={counting} />{entry.quantity > 1 ? <span className="muted"> · ×{entry.quantity}</span> : null}</td>
      <td className="money value">{entry.value === null ? <span className="muted" title={intl.formatMessage(ROW.notRead)}>—</span> : format.money(entry.value)}</td>
      <td className="money balance"><Balance contents={contents} format={format} /></td>
      <td className="notes"><Notes contents={contents} format={format} /></td>
      {answerColumns.map((column) => <AnswerCell key={column.id} column={column} contents={contents} format={format} />)}
      <td className="row-status"><RowStatus contents={contents} format={format} noShow={noShow} /></td>
      <td className="no-print action"><Action contents={contents} section={section} day={day} onStamp={stamp} /></td>
    </tr>
  );
}
