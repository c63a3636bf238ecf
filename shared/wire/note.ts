// A booking note (spec 2.8) and booking/notes, whose member notes is an array across all bookings.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { wireMoment } from './moment.js';
import { wireBool, wireInt, wireString } from './primitives.js';

export const noteSchema = z.looseObject({
  note_id: wireInt,
  /** Staff or partner account; 0 for a note made by a customer booking. */
  account_id: wireInt.optional(),
  /** ISO 8601 per 2.8 and the docs; any documented form reads (moment.ts). */
  date: wireMoment.optional(),
  /** As the staff member wrote it: not decoded, so a note that mentions "&amp;" keeps it. */
  body: wireString.optional(),
  /** true: hidden from the invoice. */
  private: wireBool.optional(),
  /** The booking's code ("PSGS-260418") per 2.8, though 2.7 also calls the numeric index booking_id. */
  booking_id: wireString.optional(),
});

export const notesResponseSchema = envelopeOf('notes', z.array(noteSchema));

/** The same answer with its notes left to be read one by one (a month at a large account holds tens of thousands). */
export const notesEnvelopeSchema = envelopeOf('notes', z.array(z.unknown()));

export type WireNote = z.output<typeof noteSchema>;
export type WireNotesResponse = z.output<typeof notesResponseSchema>;
