// The guest's answers to the account's own booking form fields ("Arrival by", "Dietary needs"…), labelled as the
// account's form words them now; an answer to a field the account removed since keeps its name, and says so.
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import type { Formatter } from '../../ui/format.js';
import { shownAnswers } from '../form-answers/answer-text.js';
import { useFormFields } from '../form-answers/use-form-fields.js';

export function BookingAnswers({ booking, format }: { booking: BookingDetail; format: Formatter }) {
  const intl = useIntl();
  const { fields, known } = useFormFields();
  const answers = shownAnswers(booking.customAnswers, fields, format, intl);
  if (answers.length === 0) return null;
  return (
    <section className="booking-answers" aria-labelledby="answers-title">
      <h3 id="answers-title"><FormattedMessage id="booking.answers.title" defaultMessage="Booking form" /></h3>
      <dl className="facts answers">
        {answers.map((answer) => (
          <div key={answer.name}>
            <dt>
              <span translate="no">{answer.label}</span>
              {answer.onForm || !known ? null
                : <span className="not-on-form"> <FormattedMessage id="booking.answers.offForm" defaultMessage="(no longer on the form)" /></span>}
            </dt>
            <dd className="answer-text" translate="no">{answer.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
