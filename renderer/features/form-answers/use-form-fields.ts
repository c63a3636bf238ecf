// The account's own booking form fields, one query for every screen that reads a booking's answers; they change
// rarely (the desk asks the service once in ten minutes and keeps the last ones for an outage).
import type { FormField } from '../../../shared/contract/model/booking-form.js';
import { useDeskQuery } from '../../desk/hooks.js';

const NONE: readonly FormField[] = [];

export interface FormFields {
  fields: readonly FormField[];
  /**
   * The form has been read: until then (or when it cannot be, never read before and offline) a field missing from
   * `fields` is not known to be removed, and nothing may say so.
   */
  known: boolean;
}

export function useFormFields(): FormFields {
  const query = useDeskQuery('bookings.formFields', {}, { staleTime: 10 * 60_000 });
  return { fields: query.data ?? NONE, known: query.data !== undefined };
}
