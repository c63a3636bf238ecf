// Text as a person types it when looking for a guest: one rule with the screens (shared/domain/booking-text.ts).
export { normaliseCode, normaliseEmail, normaliseText } from '../../../../shared/domain/booking-text.js';
