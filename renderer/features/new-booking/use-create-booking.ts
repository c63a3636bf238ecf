// booking/create (spec 1 step 5): the basket becomes a booking. Afterwards every list, board and calendar may be
// out of date, so their queries are refetched; the basket is gone on the service, so it is emptied here at once.
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { CallInput, CallName } from '../../../shared/contract/calls.js';
import type { CreatedBooking } from '../../../shared/contract/model/booking-form.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { BASKET_KEY } from './use-basket.js';
import { useForgetOfflineFailure } from './use-forget-offline-failure.js';

/** Reads a new booking changes: lists and the today board, the calendar's units left, customers, search, offers. */
export const AFTER_BOOKING_CREATED: CallName[] = [
  'bookings.list', 'bookings.held', 'bookings.get', 'items.calendar', 'customers.search', 'customers.get', 'search.local',
  'rates.find',
];

export type CreateMutation = UseMutationResult<CreatedBooking, DeskFailure, CallInput<'basket.create'>>;

export function useCreateBooking(onCreated: (booking: CreatedBooking) => void): CreateMutation {
  const desk = useDesk();
  const queryClient = useQueryClient();
  const mutation = useMutation<CreatedBooking, DeskFailure, CallInput<'basket.create'>>({
    mutationFn: (input) => desk.value('basket.create', input),
    onSuccess: async (booking) => {
      queryClient.setQueryData(BASKET_KEY, null);
      onCreated(booking);
      await Promise.all(AFTER_BOOKING_CREATED.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
    },
  });
  useForgetOfflineFailure(mutation);
  return mutation;
}
