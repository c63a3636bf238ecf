// What the figures lack, read from the service at the lowest cost: exact items (one list per catalogue item) by
// themselves as soon as a period lacks them; guest counts (one request per booking) on the manager's word, with the
// cost said first.
import type { DateBasis, PeriodChoiceInput, Report } from '../../../shared/contract/model/report.js';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import type { Formatter } from '../../ui/format.js';
import { ErrorWords } from '../../ui/InlineError.js';

interface LearnContentsProps {
  completeness: Report['completeness'];
  period: PeriodChoiceInput;
  basis: DateBasis;
  format: Formatter;
}

const WORDS = words(defineMessages({
  items: {
    id: 'reports.learn.items',
    defaultMessage: 'Read exact items (at least {count} {requests, plural, one {request} other {requests}})',
  },
  counts: {
    id: 'reports.learn.counts',
    defaultMessage: 'Read guest counts (at least {count} {requests, plural, one {request} other {requests}})',
  },
  reading: { id: 'reports.learn.reading', defaultMessage: 'Reading from the booking service…' },
  done: { id: 'reports.learn.done', defaultMessage: 'Read in {count} {requests, plural, one {request} other {requests}}.' },
}));

/** reports.learn reads at most this many records a click (report-handlers.ts). */
const RECORDS_PER_RUN = 500;

export function LearnContents({ completeness, period, basis, format }: LearnContentsProps) {
  const intl = useIntl();
  const learn = useDeskMutation('reports.learn', ['reports.run', 'reports.rows']);
  const itemsOnOpen = useItemsOnOpen(completeness, period, basis);
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 });
  const { inPeriod, withItems, withContents } = completeness;
  const missingCounts = Math.min(RECORDS_PER_RUN, inPeriod - withContents);
  const complete = inPeriod === 0 || (withItems === inPeriod && missingCounts === 0);
  // Once complete the buttons go, but what the last reading cost stays said.
  if (complete && learn.isIdle) return null;
  const lists = items.data?.length ?? 0;
  // An item with more than 1,000 bookings in the period takes a page more: the cost is a floor.
  const requests = (requests: number) => ({ count: format.number(requests), requests });
  return (
    <div className="learn-contents">
      {!complete && withItems < inPeriod ? (
        <button type="button" className="btn" disabled={learn.isPending || itemsOnOpen.isPending}
          onClick={() => learn.mutate({ period, basis, counts: false })}>
          {intl.formatMessage(WORDS.items, requests(lists))}
        </button>
      ) : null}
      {!complete && missingCounts > 0 ? (
        <button type="button" className="btn" disabled={learn.isPending}
          onClick={() => learn.mutate({ period, basis, counts: true })}>
          {intl.formatMessage(WORDS.counts, requests(lists + missingCounts))}
        </button>
      ) : null}
      <span className="hint" role="status">
        {learn.isPending || itemsOnOpen.isPending ? intl.formatMessage(WORDS.reading) : null}
        {learn.data ? intl.formatMessage(WORDS.done, requests(learn.data.requests)) : null}
        {learn.error ? <ErrorWords error={learn.error.error} /> : null}
      </span>
    </div>
  );
}

/**
 * A period the manager stays on this long has its exact items read without being asked; one only passed over on the
 * way to another costs the service nothing (a list per catalogue item), and its reading does not compete with the
 * next report for the desk's thread.
 */
const STAY_MS = 1000;

/** Once per period and date basis: the exact items of a period that lacks them, read without being asked. */
function useItemsOnOpen(completeness: Report['completeness'], period: PeriodChoiceInput, basis: DateBasis) {
  const learn = useDeskMutation('reports.learn', ['reports.run', 'reports.rows']);
  const asked = useRef(new Set<string>());
  const key = JSON.stringify([period, basis]);
  const lacking = completeness.withItems < completeness.inPeriod;
  const { mutate } = learn;
  const question = useRef({ period, basis });
  question.current = { period, basis };
  useEffect(() => {
    if (!lacking || asked.current.has(key)) return undefined;
    const stayed = setTimeout(() => {
      asked.current.add(key);
      mutate({ ...question.current, counts: false });
    }, STAY_MS);
    return () => clearTimeout(stayed);
  }, [lacking, key, mutate]);
  return learn;
}
