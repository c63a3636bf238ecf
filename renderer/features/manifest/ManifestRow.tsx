// One booking in a group: a box to tick on paper, the guest, the counts, the balance, a notes flag, whether they
// have checked in, and the one action that fits (with its undo window).
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { amountOwed, isMismatch, paymentState } from '../../../shared/domain/payment.js';
import { bookingPath } from '../../app/router.js';
import type { Formatter } from '../../ui/format.js';
import type { ManifestEntry, SectionId } from './manifest-groups.js';
import { countsText } from './manifest-text.js';
import type { StampKind } from './stamp-questions.js';
import type { StampState } from './use-undoable-stamps.js';

interface Props {
  entry: ManifestEntry;
  section: SectionId;
  labels: ReadonlyMap<string, string>;
  format: Formatter;
  noShow: boolean;
  state: StampState | undefined;
  onStamp(contents: BookingContents, kind: StampKind): void;
  onUndo(code: string): void;
}

function Balance({ contents, format }: { contents: BookingContents; format: Formatter }) {
  const { status, total, paid, due } = contents.booking;
  const facts = { statusId: status.id, total, paid, due };
  const state = paymentState(facts);
  const owed = amountOwed(facts);
  return (
    <>
      {state === 'owing' || state === 'paid-but-due'
        ? <span className="badge badge-warn">{format.money(owed)} due</span>
        : <span className="muted">{state === 'unknown' ? 'Amounts not known' : 'Paid'}</span>}
      {isMismatch(state) ? <span className="badge badge-bad" title="The status and the amounts disagree">{status.name}?</span> : null}
    </>
  );
}

/** A check-in or check-out made while the service was out of reach: waiting in the outbox, or refused there. */
function QueuedStamp({ contents }: { contents: BookingContents }) {
  const write = contents.pending.at(-1);
  if (!write) return null;
  const what = write.kind === 'checkIn' ? 'Check-in' : 'Check-out';
  if (write.state === 'conflict') return <span className="badge badge-bad">{what} refused</span>;
  return <span className="badge badge-info">{what} pending</span>;
}

function StampCell({ contents, format }: { contents: BookingContents; format: Formatter }) {
  if (contents.checkedOut) return <span>Out {format.time(contents.checkedOut.at)}</span>;
  if (contents.checkedIn) return <span>In {format.time(contents.checkedIn.at)} · {contents.checkedIn.staffName}</span>;
  return <span className="muted">Not in</span>;
}

/** Departing guests are checked out (asking first when they never checked in); everyone else is checked in first. */
function actionFor(contents: BookingContents, section: SectionId): StampKind | null {
  if (contents.checkedOut) return null;
  if (section === 'departures' || contents.checkedIn) return 'checkOut';
  return 'checkIn';
}

function Action({ contents, section, state, onStamp, onUndo }: Pick<Props, 'section' | 'state' | 'onStamp' | 'onUndo'> & {
  contents: BookingContents;
}) {
  const what = (kind: StampKind) => (kind === 'checkIn' ? 'Check-in' : 'Check-out');
  if (state?.phase === 'waiting') {
    return (
      <span className="stamp-wait" role="status">
        {what(state.kind)} in {state.secondsLeft} s{' '}
        <button type="button" className="btn" onClick={() => onUndo(contents.booking.code)}>Undo</button>
      </span>
    );
  }
  if (state?.phase === 'sending') return <span role="status">Sending…</span>;
  if (state?.phase === 'failed') return <span className="inline-error" role="alert">{state.message}</span>;
  const sent = state?.phase === 'sent'
    ? <span className="muted stamp-sent" role="status">{what(state.kind)} sent: the service keeps its note, so it stays.</span>
    : null;
  // A stamp already waiting in the outbox is not offered again.
  const kind = contents.pending.some((write) => write.state !== 'conflict') ? null : actionFor(contents, section);
  return (
    <>
      {sent}
      {kind ? (
        <button type="button" className="btn" onClick={() => onStamp(contents, kind)}>
          {kind === 'checkIn' ? 'Check in' : 'Check out'}
        </button>
      ) : null}
    </>
  );
}

export function ManifestRow({ entry, section, labels, format, noShow, state, onStamp, onUndo }: Props) {
  const { contents } = entry;
  const { booking } = contents;
  return (
    <tr className={noShow ? 'is-no-show' : undefined}>
      <td className="tick" aria-hidden="true"><span className="tick-box" /></td>
      <td className="guest">
        <a href={`#/${bookingPath(booking.code)}`}>{booking.customer.name || 'Guest'}</a>
        <span className="code">{booking.code}</span>
      </td>
      <td>{countsText(entry.counts, labels, format)}{entry.quantity > 1 ? <span className="muted"> · ×{entry.quantity}</span> : null}</td>
      <td className="money"><Balance contents={contents} format={format} /></td>
      <td>{contents.noteCount > 0 ? <span className="badge badge-info" title={format.count(contents.noteCount, 'note')}>✎ {contents.noteCount}</span> : null}</td>
      <td>
        <StampCell contents={contents} format={format} />
        <QueuedStamp contents={contents} />
        {noShow ? <span className="badge badge-bad">No-show?</span> : null}
      </td>
      <td className="no-print"><Action contents={contents} section={section} state={state} onStamp={onStamp} onUndo={onUndo} /></td>
    </tr>
  );
}
