// The account's own booking form fields (spec 2.11): what a booking's answers mean ("Arrival by", a select's
// options). Asked for once in a while and remembered in the desk's settings, so that answers read offline too.
import type { FormField } from '../../../../shared/contract/model/booking-form.js';
import { accountMemo } from '../account-memo.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { copyFirstReason, copyReason } from '../offline-reads.js';
import { customFields } from '../../mapping/form-mapping.js';
import { formRequirements } from '../../readiness/form-requirements.js';

/** What these handlers use of the desk. */
type FormDesk = Pick<DeskParts, 'account' | 'registry' | 'service'>;

export function formHandlers(desk: FormDesk): Pick<DeskHandlers, 'bookings.formFields'> {
  const fieldsOf = accountMemo<FormField[]>();
  const accountId = () => desk.account.config()?.id ?? '';
  const learn = async (signal: AbortSignal) => {
    const answer = await desk.service.call((service) => service.bookingForm({ signal }));
    const fields = customFields(answer.booking_form_ui);
    desk.registry.update(accountId(), { formFields: fields, formRequired: formRequirements(answer.booking_form_ui) });
    return fields;
  };
  return {
    'bookings.formFields': async (_input, signal) => {
      // Offline, or not heard from since the start: the fields last learned answer at once (the manifest's answer
      // columns), where a service that accepts and never answers held them until the transport gave up, 15 s.
      const known = desk.account.config()?.formFields;
      if (known && copyFirstReason(desk) !== null) return known;
      try {
        return await fieldsOf(accountId(), () => learn(signal));
      } catch (error) {
        // The fields last learned, where a copy may answer: a failure is not remembered, so the next ask tries again.
        if (known && copyReason(error) !== null) return known;
        throw error;
      }
    },
  };
}
