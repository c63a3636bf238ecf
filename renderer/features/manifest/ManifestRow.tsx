// One booking in a group: a box to tick on paper, the guest, the counts, the balance, a notes flag, whether they
// have checked in, and the one action that fits (with its undo window, which the desk's outbox keeps).
import { useRef } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { amountOwed, isMismatch, paymentState } from '../../../shared/domain/payment.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { answerCell, type AnswerColumn } from './answer-columns.js';
import type { ManifestEntry, SectionId } from './manifest-groups.js';
import { alsoText } from './manifest-text.js';
import { countsText } from '../../ui/counts-text.js';
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
  const state = paymentState(facts);
  const amount = amountOwed(facts);
  if (state === 'unknown' || amount === null) return <span className="muted">Amounts not known</span>;
  const owed = format.money(amount);
  if (state === 'paid-but-due') {
    return <span className="badge badge-bad" title={`Marked ${status.name}, yet ${owed} is still due`}>{owed} due</span>;
  }
  if (state === 'owing') return <span className="badge badge-warn">{owed} due</span>;
  if (isMismatch(state)) return <span className="badge badge-warn" title={`Marked ${status.name}, yet nothing is due`}>Paid?</span>;
  return <span className="muted">Paid</span>;
}

/** On screen a flag with the count (the text in its title); on paper the notes' text itself. */
function Notes({ contents, format }: { contents: BookingContents; format: Formatter }) {
  if (contents.noteCount === 0) return null;
  const text = contents.notes.join(' · ');
  return (
    <>
      <span className="badge badge-info no-print" title={text || format.count(contents.noteCount, 'note')}>✎ {contents.noteCount}</span>
      <span className="note-text print-only">{text || format.count(contents.noteCount, 'note')}</span>
    </>
  );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const NOT_READ = "Known once the booking's record is read";
const STAMPS_NOT_READ = 'This desk has not read the booking\'s record yet. A check-in or check-out pressed now waits on this desk '
  + 'and is checked against the booking service\'s record before it is sent.';

/**
 * The row's one status word, short enough for its fixed column: a stamp waiting in the outbox or refused there,
 * "Out 11:02", "In 9:12 · Priya", a possible no-show, or "Not in". The whole story is in its title.
 */
function RowStatus({ contents, format, noShow }: { contents: BookingContents; format: Formatter; noShow: boolean }) {
  const write = contents.pending.at(-1);
  if (write) {
    const what = write.kind === 'checkIn' ? 'Check-in' : 'Check-out';
    return write.state === 'conflict'
      ? <span className="badge badge-bad" title="The service refused it: see the Outbox">{what} refused</span>
      : <span className="badge badge-info" title="Saved on this desk; sent when the service can be reached">{what} pending</span>;
  }
  const { checkedIn, checkedOut } = contents;
  if (checkedOut) {
    const where = checkedOut.sharedBy ? ` at the ${checkedOut.sharedBy} desk` : '';
    return (
      <span title={`Checked out${where} by ${checkedOut.staffName} at ${format.dateTime(checkedOut.at)}`}>
        Out {format.time(checkedOut.at)}{checkedOut.sharedBy ? ` · ${checkedOut.sharedBy}` : ''}
      </span>
    );
  }
  if (checkedIn?.sharedBy) {
    return (
      <span title={`Checked in at the ${checkedIn.sharedBy} desk by ${checkedIn.staffName} at ${format.dateTime(checkedIn.at)}; that desk sends it`}>
        In {format.time(checkedIn.at)} · {checkedIn.sharedBy}
      </span>
    );
  }
  if (checkedIn) {
    return (
      <span title={`Checked in by ${checkedIn.staffName} at ${format.dateTime(checkedIn.at)}`}>
        In {format.time(checkedIn.at)} · {firstName(checkedIn.staffName)}
      </span>
    );
  }
  if (!contents.stampsKnown) {
    return <span className="muted status-unknown" title={STAMPS_NOT_READ}>Checked-in state not known yet</span>;
  }
  if (noShow) return <span className="badge badge-bad" title="Their start has passed and they have not checked in">No-show?</span>;
  return <span className="muted">Not in</span>;
}

function Action({ contents, section, day, onStamp }: Pick<Props, 'section' | 'day' | 'onStamp'> & { contents: BookingContents }) {
  // A stamp waiting in the outbox (its undo window, or the connection) is followed there, not offered again.
  if (contents.pending.some((write) => (write.kind === 'checkIn' || write.kind === 'checkOut') && write.state !== 'conflict')) {
    return <StampProgress code={contents.booking.code} />;
  }
  const kind = offeredAction(contents, section, day);
  return kind ? (
    <button type="button" className="btn" onClick={() => onStamp(kind, contents)}>
      {kind === 'checkIn' ? 'Check in' : 'Check out'}
    </button>
  ) : null;
}

/** The guest's answer in a column the desk chose; while the record is not read, that is not known yet. */
function AnswerCell({ column, contents, format }: { column: AnswerColumn; contents: BookingContents; format: Formatter }) {
  const text = answerCell(column, contents, format);
  if (text === null) return <td className="answer"><span className="muted" title={NOT_READ}>…</span></td>;
  return <td className="answer" title={text.length > 40 ? text : undefined}>{text}</td>;
}

/**
 * The same answers as one line under the guest ("Arrival by: 19:30 · Boat size: Medium"), where the table has no room
 * for them as columns: a narrow window, and paper (manifest.css decides which shows).
 */
function AnswersLine({ columns, contents, format }: { columns: readonly AnswerColumn[]; contents: BookingContents; format: Formatter }) {
  const answers = columns.flatMap((column) => {
    const text = answerCell(column, contents, format);
    return text === '' ? [] : [{ column, text }];
  });
  if (answers.length === 0) return null;
  return (
    <span className="answers-line">
      {answers.map(({ column, text }, index) => (
        <span key={column.id}>
          {index > 0 ? ' · ' : null}<span className="answer-label">{column.label}:</span>{' '}
          {text === null ? <span title={NOT_READ}>…</span> : text}
        </span>
      ))}
    </span>
  );
}

export function ManifestRow({ entry, section, day, labels, format, noShow, answerColumns, counting, onStamp }: Props) {
  const { contents } = entry;
  const { booking } = contents;
  const also = alsoText(entry.others, format);
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
          data-action={offeredAction(contents, section, day) ?? ''}>{booking.customer.name || 'Guest'}</a>
        <span className="code">{booking.code}</span>
        {also ? <span className="also">{also}</span> : null}
        <AnswersLine columns={answerColumns} contents={contents} format={format} />
      </td>
      <td className="counts" title={entry.counts === null ? NOT_READ : undefined}>{countsText(entry.counts, labels, format, counting)}{entry.quantity > 1 ? <span className="muted"> · ×{entry.quantity}</span> : null}</td>
      <td className="money value">{entry.value === null ? <span className="muted" title={NOT_READ}>—</span> : format.money(entry.value)}</td>
      <td className="money balance"><Balance contents={contents} format={format} /></td>
      <td className="notes"><Notes contents={contents} format={format} /></td>
      {answerColumns.map((column) => <AnswerCell key={column.id} column={column} contents={contents} format={format} />)}
      <td className="row-status"><RowStatus contents={contents} format={format} noShow={noShow} /></td>
      <td className="no-print action"><Action contents={contents} section={section} day={day} onStamp={stamp} /></td>
    </tr>
  );
}
