// Reports (Alt+9): the account at a glance for a manager, computed by the desk from its own copy of every booking,
// so it answers at once and offline, and says how complete its figures are.
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { reportQuerySchema, type Report } from '../../../shared/contract/model/report.js';
import { dayInZone } from '../../../shared/domain/dates.js';
import { useDeskQuery, useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { ErrorNotice, Loading } from '../../ui/QueryState.js';
import { CompletenessLine } from './CompletenessLine.js';
import { LearnContents } from './LearnContents.js';
import { ReportControls } from './ReportControls.js';
import { BASES, useReportChoice, type ReportChoice } from './report-settings.js';
import { ReportViews } from './ReportViews.js';
import './reports.css';

const SYNC_FOLLOW_MS = 2000;

const WORDS = words(defineMessages({
  title: { id: 'reports.title', defaultMessage: 'Reports' },
  periodLine: {
    id: 'reports.periodLine',
    defaultMessage: '{period} by {basis, select, start {start date} created {created} other {end date}}, compared with {previous}',
  },
  working: { id: 'reports.working', defaultMessage: 'Working out the report…' },
  endsBefore: { id: 'reports.period.endsBefore', defaultMessage: 'The period must end on or after its first day.' },
  tooLong: { id: 'reports.period.tooLong', defaultMessage: 'A period covers at most five years.' },
  notDays: { id: 'reports.period.notDays', defaultMessage: 'Pick the first and the last day of the period.' },
}));

/** Why a period the manager is still typing cannot be reported on yet, in the desk's words (the schema's are English). */
function periodProblem(period: ReportChoice['period']) {
  if (period.kind !== 'custom') return WORDS.notDays;
  if (period.from > period.to) return WORDS.endsBefore;
  return period.to - period.from > 50_000 ? WORDS.tooLong : WORDS.notDays;
}

function isStillSyncing(report: Report | undefined): boolean {
  if (!report) return false;
  const { held, accountTotal, syncedAt } = report.completeness;
  return syncedAt === null || accountTotal === null || held < accountTotal;
}

/**
 * Guests leave out the parameters that are no people (Rooms, Units), which the desk knows once it has asked for
 * them (rates.parameters, kept on the account): a report run before they arrived counted them as guests, so it is
 * asked again when they do.
 */
function useReportAgainWithParameters(): void {
  const queryClient = useQueryClient();
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: 10 * 60_000 }).data;
  useEffect(() => {
    if (!parameters) return;
    void queryClient.invalidateQueries({ queryKey: ['reports.run'] });
    void queryClient.invalidateQueries({ queryKey: ['reports.rows'] });
  }, [parameters, queryClient]);
}

/** The choice the report shown answers: while the next one is worked out, the last stays on screen. */
function useAnswered(choice: ReportChoice, answered: boolean): ReportChoice {
  const [question, setQuestion] = useState(choice);
  if (answered && question !== choice) setQuestion(choice);
  return answered ? choice : question;
}

export function ReportsScreen() {
  const { choice, change } = useReportChoice();
  const intl = useIntl();
  const say = intl.formatMessage;
  const format = useFormatter();
  // A half-typed custom period is not sent: the last good report stays on screen.
  const valid = reportQuerySchema.safeParse(choice);
  const syncing = useDeskStatus().data?.sync.running ?? false;
  useReportAgainWithParameters();
  const report = useDeskQuery('reports.run', choice, {
    enabled: valid.success, placeholderData: keepPreviousData,
    // While the first sync is still filling the desk's copy, the figures follow it (not while it cannot run).
    refetchInterval: (query) => (syncing && isStillSyncing(query.state.data) ? SYNC_FOLLOW_MS : false),
  });
  const data = report.data;
  const question = useAnswered(choice, data !== undefined && !report.isPlaceholderData);
  const basis = BASES.find((each) => each.id === choice.basis);
  const basisLabel = basis ? say(basis.label) : choice.basis;
  const today = dayInZone(Math.floor(Date.now() / 1000), format.timeZone);
  return (
    <section className="reports" aria-labelledby="reports-title"
      data-report-for={data && !report.isPlaceholderData ? JSON.stringify(choice) : undefined}>
      <header className="reports-header">
        <h1 id="reports-title">{say(WORDS.title)}</h1>
        {data ? (
          <p className="report-period-line">
            {say(WORDS.periodLine, {
              period: <span translate="no">{format.dayRange(data.period.from, data.period.to)}</span>, basis: choice.basis,
              previous: <span translate="no">{format.dayRange(data.previousPeriod.from, data.previousPeriod.to)}</span>,
            })}
          </p>
        ) : null}
      </header>
      <ReportControls choice={choice} shown={data?.period} today={today} onChange={change} />
      {valid.success ? null : <p className="inline-error" role="alert">{say(periodProblem(choice.period))}</p>}
      <ErrorNotice error={report.error} onRetry={() => void report.refetch()} />
      {data ? (
        <div className="report-completeness-band">
          <CompletenessLine completeness={data.completeness} format={format} />
          <LearnContents completeness={data.completeness} period={choice.period} basis={choice.basis} format={format} />
        </div>
      ) : null}
      {data ? <ReportViews report={data} question={question} format={format} basisLabel={basisLabel} /> : <Loading label={say(WORDS.working)} />}
    </section>
  );
}
