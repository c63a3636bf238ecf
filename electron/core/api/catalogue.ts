// Categories and events, the price/availability modifiers of 2.9 (spec 4.3).
import {
  categoryResponseSchema, eventResponseSchema, eventsResponseSchema, type WireCategoryResponse,
  type WireEventResponse, type WireEventsResponse,
} from '../../../shared/wire/index.js';
import { segment, type CallOptions, type Caller } from './caller.js';

export const categories = (call: Caller, options?: CallOptions): Promise<WireCategoryResponse> =>
  call.read(categoryResponseSchema, 'category', undefined, options);

export const events = (call: Caller, options?: CallOptions): Promise<WireEventsResponse> =>
  call.read(eventsResponseSchema, 'event', undefined, options);

export const event = (call: Caller, eventId: number, options?: CallOptions): Promise<WireEventResponse> =>
  call.read(eventResponseSchema, `event/${segment(eventId)}`, undefined, options);
