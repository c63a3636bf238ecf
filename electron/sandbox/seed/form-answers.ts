// What the demo's guests answered on the account's own form fields (form-fields.ts CUSTOM_FIELDS). Drawn from a
// stream of their own, so that adding them changed none of the bookings a seed made before.
import { addDays, daysBetween, isoDay } from '../../../shared/domain/dates.js';
import { HEARD_FROM } from '../booking/form-fields.js';
import type { Booking, Customer, Item } from '../state/model.js';
import type { Random } from './random.js';

const STAY_ARRIVALS = ['14:00', '15:30', '16:00', '17:30', '18:00', '19:30', 'After 21:00, late ferry', 'Around noon'];
const TOUR_ARRIVALS = ['15 minutes early', 'On time', 'Coming by taxi', 'May be 10 minutes late'];
const DIETS = ['Vegetarian', 'Vegan', 'No nuts', 'Gluten-free', 'Lactose-free', 'Shellfish allergy'];

export function seedAnswers(random: Random, booking: Booking, item: Item, customer: Customer): Record<string, string> {
  const answers: Record<string, string> = {};
  const stay = item.unit !== 'H';
  if (random.chance(stay ? 0.6 : 0.25)) answers.arrival_by = random.pick(stay ? STAY_ARRIVALS : TOUR_ARRIVALS);
  if (random.chance(0.2)) answers.dietary_needs = random.pick(DIETS);
  if (random.chance(0.07)) answers.step_free = '1';
  if (random.chance(0.35)) answers.heard_from = random.pick(Object.keys(HEARD_FROM));
  if (random.chance(0.06)) {
    answers.occasion_date = isoDay(addDays(booking.startDay, random.int(0, daysBetween(booking.startDay, booking.endDay))));
  }
  const source = customer.meta.source;
  if (typeof source === 'string' && source !== '') answers.source = source;
  return answers;
}
