// One group of the readiness board, with its own Print (the group alone on paper) and CSV.
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadinessGroup } from '../../../shared/contract/model/readiness.js';
import { isoDay } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import { usePrinting } from '../../ui/use-printing.js';
import { downloadCsv } from '../../ui/download.js';
import { printSection } from '../reports/print-section.js';
import type { RowPresses } from './readiness-actions.js';
import { readinessCsv } from './readiness-csv.js';
import { groupAbout, groupTitle } from './readiness-text.js';
import { ReadinessTable } from './ReadinessTable.js';

interface Props {
  group: ReadinessGroup;
  from: number;
  format: Formatter;
  currency: string;
  showDay: boolean;
  actions: RowPresses;
  /** What the paper says at its top: the board's days. */
  boardTitle: string;
  /**
   * Whether the board lists records never read ("Not checked"). A group can also judge no booking for a reason of its
   * own (no no-show status chosen, the form never read), which its `about` says: then there is nothing below to see.
   */
  notCheckedBelow: boolean;
}

/**
 * Rows a group draws at first: a week of a busy account puts hundreds in a group, and drawing them all held the
 * screen for seconds. The rest come with "Show all", and every row goes on paper and into the CSV.
 */
export const FIRST_ROWS = 25;

/** The body's class while one group prints (readiness.css hides the rest). */
export const PRINTING_READINESS = 'printing-readiness';

export function ReadinessGroupView({ group, from, format, currency, showDay, actions, boardTitle, notCheckedBelow }: Props) {
  const intl = useIntl();
  const title = groupTitle(group.id, intl);
  const bookings = (count: number) => intl.formatMessage({ id: 'readiness.bookings', defaultMessage: '{count, plural, one {# booking} other {# bookings}}' }, { count });
  const section = useRef<HTMLElement>(null);
  const printing = usePrinting();
  const [all, setAll] = useState(false);
  const headingId = `readiness-${group.id}`;
  const rows = all || printing ? group.rows : group.rows.slice(0, FIRST_ROWS);
  return (
    <section ref={section} className="readiness-group" aria-labelledby={headingId}>
      <p className="print-only">
        <FormattedMessage id="readiness.printed" defaultMessage="Readiness for {days} · printed {at}"
          values={{ days: boardTitle, at: format.dateTime(Date.now() / 1000) }} />
      </p>
      <header className="readiness-group-head">
        <h2 id={headingId}>{title} <span className="count">{bookings(group.rows.length)}</span></h2>
        <div className="row-actions no-print">
          <button type="button" className="btn" onClick={() => section.current && printSection(section.current, undefined, PRINTING_READINESS)}>
            <FormattedMessage id="readiness.print" defaultMessage="Print <hidden>{group}</hidden>"
              values={{ group: title, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
          </button>
          <button type="button" className="btn"
            onClick={() => downloadCsv(readinessCsv(group, currency, format, intl), `readiness-${group.id}-${isoDay(from)}.csv`)}>
            <FormattedMessage id="readiness.csv" defaultMessage="CSV <hidden>of {group}</hidden>"
              values={{ group: title, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
          </button>
        </div>
      </header>
      <p className="hint">{groupAbout(group, intl)}</p>
      {group.notKnown > 0 ? (
        <p className="notice notice-warn">
          <FormattedMessage id="readiness.notKnown"
            defaultMessage="{count, plural, one {# booking} other {# bookings}} could not be checked for this{below, select, yes {: see “Not checked” below.} other {.}}"
            values={{ count: group.notKnown, below: notCheckedBelow ? 'yes' : 'no' }} />
        </p>
      ) : null}
      {group.rows.length > 0
        ? <ReadinessTable rows={rows} format={format} showDay={showDay} actions={actions} label={title} />
        : <p className="muted">
          <FormattedMessage id="readiness.nothingToDo"
            defaultMessage="{checked, select, some {Nothing to do among those checked.} other {Nothing to do here.}}"
            values={{ checked: group.notKnown > 0 ? 'some' : 'all' }} />
        </p>}
      {rows.length < group.rows.length ? (
        <button type="button" className="btn no-print" onClick={() => setAll(true)}>
          <FormattedMessage id="readiness.showAll" defaultMessage="Show all {count, plural, one {# booking} other {# bookings}} <hidden>of {group}</hidden>"
            values={{ count: group.rows.length, group: title, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
        </button>
      ) : null}
    </section>
  );
}
