// The account's own booking form fields, one query for every screen that reads a booking's answers; they change
// rarely (the desk asks the service once in ten minutes and keeps the last ones for an outage).
import type { FormField } from '../../../shared/contract/model/booking-form.js';
import { useDeskQuery } from '../../desk/hooks.js';

const NONE: readonly FormField[] = [];

export function useFormFields(): readonly FormField[] {
  return useDeskQuery('bookings.formFields', {}, { staleTime: 10 * 60_000 }).data ?? NONE;
}
