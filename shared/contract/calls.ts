// Every call the renderer may make, declared once. Adding a call means adding it here and giving
// Desk a handler; the IPC bridge, the browser host routes and the renderer client follow from this table.
import { z } from 'zod';
import { read, write, type CallDefinition } from './define.js';
import type { CallName } from './names.js';
import {
  accountInfoAnswerSchema, accountSummarySchema, deskStatusSchema, displayNameSchema, staffMemberSchema,
} from './model/account.js';
import {
  bookingDetailSchema, bookingPageSchema, heldChangesSchema, heldPageSchema, invoiceSchema, notesAnswerSchema, noteFilterSchema,
} from './model/booking.js';
import { bookingQuerySchema } from './model/booking-query.js';
import { dayContentsSchema } from './model/booking-contents.js';
import { calendarAnswerSchema, calendarQuerySchema, categorySchema, itemSchema } from './model/catalogue.js';
import { customerMatchesSchema, customerSchema, customerSearchSchema } from './model/customer.js';
import { basketSchema, lineIdSchema } from './model/basket.js';
import { bookingFormSchema, createdBookingSchema, formFieldSchema, formValuesSchema } from './model/booking-form.js';
import {
  bookingParameterSchema, rateResultsSchema, rateSearchSchema, replaceTermsSchema,
} from './model/rates.js';
import { deskSettingsViewSchema, pendingWriteSchema } from './model/outbox.js';
import { bookingSummarySchema } from './model/booking.js';
import { bookingLinesQuerySchema, bookingLinesSchema } from './model/booking-lines.js';
import {
  reportBookingSchema, reportLearnedSchema, reportLearnSchema, reportQuerySchema, reportRowsQuerySchema, reportSchema,
} from './model/report.js';
import { pairingOfferSchema, venueDeskNameSchema, venueNetworkNameSchema, venueStatusSchema } from './model/venue.js';
import { accountStatusesSchema, bookingTimelineSchema, printChangesSchema } from './model/changes.js';
import { closeDepartureSchema, closedDepartureSchema, closingSchema, departureRefSchema } from './model/departures.js';
import { readinessBoardSchema, readinessQuerySchema } from './model/readiness.js';
import { handoverNoteSchema, handoverSchema, handoverSummarySchema, shiftQuerySchema, shiftRecordSchema } from './model/shift.js';
import { daysBetween, isValidDay } from '../domain/dates.js';
import { CALENDAR_MAX_DAYS } from '../domain/desk-limits.js';
import { NOTE_MAX_LENGTH } from '../domain/notes.js';
import { checkServiceAddress } from '../domain/service-address.js';

const nothing = z.object({}).strict();
const done = z.object({ ok: z.literal(true) });

/** A booking is named by its code (or its numeric id, which the service also accepts). */
const bookingRef = z.object({ code: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'a booking code') });

/** Checked by the one address rule (also applied to a 301 move), and handed on as the desk keeps it. */
const serviceAddress = z.string().transform((text, context) => {
  const checked = checkServiceAddress(text);
  if (checked.ok) return checked.baseUrl;
  context.addIssue({ code: 'custom', message: checked.problem });
  return z.NEVER;
});

const secret = z.string().trim().min(1).max(500);

/** Valid days, first to last, at most as many as the calendar shows: a wider range is work nobody can look at. */
const isCalendarRange = (range: { from: number; to: number }) => isValidDay(range.from) && isValidDay(range.to)
  && range.to >= range.from && daysBetween(range.from, range.to) < CALENDAR_MAX_DAYS;
const CALENDAR_RANGE = `A range of valid days, at most ${CALENDAR_MAX_DAYS} days long (as the calendar shows).`;

export const calls = {
  'desk.status': read(nothing, deskStatusSchema),
  /** Writes the desk's recent log (no secrets) to a file in its data folder, for a person to send. */
  'desk.saveLog': write(nothing, z.object({ path: z.string(), lines: z.number().int().nonnegative() })),
  /** A screen that failed to show, for the desk's log (so a saved log tells the administrator what broke). */
  'desk.logProblem': write(z.object({
    screen: z.string().trim().min(1).max(80), problem: z.string().max(2_000),
  }).strict(), done),

  'accounts.useDemo': write(nothing, deskStatusSchema),
  'accounts.addOAuth': write(z.object({
    label: displayNameSchema(80), baseUrl: serviceAddress, clientId: secret, clientSecret: secret,
  }).strict(), accountSummarySchema),
  'accounts.addTokenPair': write(z.object({
    label: displayNameSchema(80), baseUrl: serviceAddress, apiKey: secret, apiSecret: secret,
  }).strict(), accountSummarySchema),
  'accounts.select': write(z.object({ accountId: z.string().min(1).max(80) }).strict(), deskStatusSchema),
  'accounts.remove': write(z.object({ accountId: z.string().min(1).max(80) }).strict(), deskStatusSchema),
  'accounts.info': read(nothing, accountInfoAnswerSchema),
  /** Follow a move to another host that the service announced (301) and the person confirmed. */
  'accounts.acceptMove': write(z.object({ accountId: z.string().min(1).max(80) }).strict(), deskStatusSchema),

  'auth.signIn': write(nothing, deskStatusSchema),
  'auth.signOut': write(nothing, deskStatusSchema),

  'staff.add': write(staffMemberSchema.strict(), deskStatusSchema),
  'staff.remove': write(z.object({ accountId: z.number().int().positive() }).strict(), deskStatusSchema),
  /** null: act as the signed-in staff member. */
  'staff.setActing': write(z.object({ accountId: z.number().int().positive().nullable() }).strict(), deskStatusSchema),

  'bookings.list': read(bookingQuerySchema.strict(), bookingPageSchema),
  /**
   * The desk's copy of a list, whatever the service could say, a page at a time: the Bookings screen holds every page
   * of the list on screen and filters it in the page as the person types (the same rule as `text` above).
   * `generation`: the first page's, so later pages come from the same moment of the copy while the desk keeps it.
   */
  'bookings.held': read(bookingQuerySchema.omit({ text: true }).extend({
    generation: z.number().int().nonnegative().optional(),
  }).strict(), heldPageSchema),
  /**
   * Only what changed in a held list since the generation the page holds it at: a sync or a write changes a few
   * bookings of 100,000, and the page does not read the list whole again for them.
   */
  'bookings.heldChanges': read(bookingQuerySchema.omit({ text: true, page: true, limit: true }).extend({
    since: z.number().int().nonnegative(),
  }).strict(), heldChangesSchema),
  'bookings.get': read(bookingRef.strict(), bookingDetailSchema),
  'bookings.invoice': read(bookingRef.strict(), invoiceSchema),
  /**
   * undoable: the check-in waits UNDO_SECONDS in the outbox (durably) before it is sent, and bookings.undoStamp
   * takes it back meanwhile; every screen's press is undoable. A booking another desk of the venue stamped today is
   * refused (STAMPED_ELSEWHERE, saying where and by whom) unless despiteVenueStamp: the person was told and goes on;
   * it is then queued and sent as any other stamp.
   */
  'bookings.checkIn': write(bookingRef.extend({
    undoable: z.boolean().default(false), despiteVenueStamp: z.boolean().default(false),
  }).strict(), bookingDetailSchema),
  /** settle: the balance due is settled first (status PAID with set_paid), within the same undo window. */
  'bookings.checkOut': write(bookingRef.extend({
    undoable: z.boolean().default(false), settle: z.boolean().default(false), despiteVenueStamp: z.boolean().default(false),
  }).strict(), bookingDetailSchema),
  /** Takes back the booking's stamp (and its settling) still in its undo window; refused once it is sent. */
  'bookings.undoStamp': write(bookingRef.strict(), bookingDetailSchema),
  'bookings.setStatus': write(bookingRef.extend({
    statusId: z.string().trim().min(1).max(40), notify: z.boolean(), setPaid: z.boolean(),
  }).strict(), bookingDetailSchema),
  'bookings.setBookmark': write(bookingRef.extend({ bookmarked: z.boolean() }).strict(), bookingDetailSchema),
  'bookings.addNote': write(bookingRef.extend({
    body: z.string().trim().min(1, 'Write something first.')
      .refine((body) => [...body].length <= NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters.`),
    private: z.boolean().default(true),
  }).strict(), bookingDetailSchema),

  /**
   * The account's own booking form fields ("Arrival by"…: labels, types, options), for reading a booking's answers;
   * the ones last learned when the service cannot answer.
   */
  'bookings.formFields': read(nothing, z.array(formFieldSchema)),

  /** A day's bookings with items, start times and guest counts (the manifest); absent day: today. */
  'day.contents': read(z.object({ day: z.number().int().min(19700101).max(29991231).optional() }).strict(),
    dayContentsSchema),

  /**
   * The window as a PDF, saved where the person chooses (the desktop app's main process prints it); savedTo is
   * null when they cancelled. The browser mode refuses: its own print dialog saves PDFs.
   */
  'print.savePdf': write(z.object({
    fileName: z.string().trim().min(5).max(120).regex(/^[\w .,()-]+\.pdf$/i, 'a file name ending in .pdf'),
  }).strict(), z.object({ savedTo: z.string().nullable() })),

  'notes.list': read(z.object({
    /** A day (yyyymmdd) or a month (yyyymm); absent: the past thirty days. */
    day: z.number().int().optional(),
    month: z.number().int().optional(),
    /** The newest this many of the period (the Notes screen shows a page); absent: every note of it. */
    limit: z.number().int().min(1).max(100_000).optional(),
    /** Only the period's notes this keeps, newest first: the filter looks through the whole period, not a page. */
    filter: noteFilterSchema.optional(),
  }).strict(), notesAnswerSchema),

  'items.list': read(nothing, z.array(itemSchema)),
  'items.calendar': read(calendarQuerySchema.strict().refine(isCalendarRange, CALENDAR_RANGE), calendarAnswerSchema),
  'categories.list': read(nothing, z.array(categorySchema)),
  /** Days on which an item's bookings in the desk's copy exceed its stock (at most 92 days, the calendar's most). */
  'items.overbooked': read(z.object({ from: z.number().int(), to: z.number().int() }).strict()
    .refine(isCalendarRange, CALENDAR_RANGE),
  z.array(z.object({ itemId: z.number().int(), day: z.number().int(), booked: z.number().int(), stock: z.number().int() }))),

  'customers.search': read(customerSearchSchema, customerMatchesSchema),
  'customers.get': read(z.object({ id: z.number().int().positive() }).strict(), customerSchema),

  'desk.ping': read(nothing, done),

  // Walk-in and phone bookings: rated query → basket (the booking session) → booking form → create (spec 1).
  /** The account's booking parameters (adults, children…) with the widest MIN/MAX its items allow. */
  'rates.parameters': read(nothing, z.array(bookingParameterSchema)),
  'rates.find': read(rateSearchSchema, rateResultsSchema),
  /** The acting staff member's open basket, or null. */
  'basket.get': read(nothing, basketSchema.nullable()),
  /** Opens the basket when there is none. */
  'basket.add': write(z.strictObject({ slips: z.array(z.string().min(1).max(8192)).min(1).max(50) }), basketSchema),
  'basket.setQuantity': write(z.strictObject({ lineId: lineIdSchema, quantity: z.number().int().min(1).max(999) }), basketSchema),
  'basket.removeLine': write(z.strictObject({ lineId: lineIdSchema }), basketSchema),
  'basket.setPackage': write(z.strictObject({ lineId: lineIdSchema, optedIn: z.boolean() }), basketSchema),
  /** Rates the line's item again with new terms (more adults, other days) and puts the new SLIP in its place. */
  'basket.replaceLine': write(z.strictObject({ lineId: lineIdSchema, terms: replaceTermsSchema }), basketSchema),
  'basket.clear': write(nothing, basketSchema),
  /** Closes the basket on the service and forgets it here. */
  'basket.end': write(nothing, done),
  /** asCustomer: the guest's own form (X-On-Behalf: off), with the fields a guest must fill. */
  'basket.form': read(z.strictObject({ asCustomer: z.boolean().default(false) }), bookingFormSchema),
  'basket.create': write(z.strictObject({ values: formValuesSchema, asCustomer: z.boolean().default(false) }),
    createdBookingSchema),

  /** Queued writes of the current account: pending and refused ones, with who made each and when. */
  'outbox.list': read(nothing, z.array(pendingWriteSchema)),
  'outbox.retry': write(z.object({ id: z.string().min(1).max(80) }).strict(), done),
  'outbox.discard': write(z.object({ id: z.string().min(1).max(80) }).strict(), done),
  'outbox.editNote': write(z.object({
    id: z.string().min(1).max(80),
    body: z.string().trim().min(1, 'Write something first.')
      .refine((body) => [...body].length <= NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters.`),
  }).strict(), done),
  'sync.now': write(nothing, done),
  /** Search the working set only: answers at once, also offline. */
  'search.local': read(z.object({ text: z.string().max(200) }).strict(), z.array(bookingSummarySchema)),
  /** Guests whose name holds the text, from the desk's copy, each with every booking it holds for them. */
  'search.guests': read(z.object({ text: z.string().max(200) }).strict(), z.array(z.object({
    id: z.number().int().nullable(), name: z.string(), email: z.string(), bookings: z.number().int().nonnegative(),
  }))),
  'settings.get': read(nothing, deskSettingsViewSchema),
  'settings.set': write(deskSettingsViewSchema.partial().strict(), deskSettingsViewSchema),
  /** A manager's report, from the working set only: instant, also offline, and it says how complete it is. */
  'reports.run': read(reportQuerySchema, reportSchema),
  /** More rows of a report's list of bookings than the report carries (LIST_PAGE), for scrolling, export and print. */
  'reports.rows': read(reportRowsQuerySchema, z.array(reportBookingSchema)),
  /** Guests and per-item amounts of the named bookings, from the working set (for the bookings CSV). */
  'bookings.lines': read(bookingLinesQuerySchema, z.array(bookingLinesSchema)),

  /** Desks that share one day. A desk that never pairs answers paired: false and opens nothing. */
  'venue.status': read(nothing, venueStatusSchema),
  /** Shows a code for two minutes; the desk that enters it joins this desk's venue. */
  'venue.offerPairing': write(z.object({ deskName: venueDeskNameSchema }).strict(), pairingOfferSchema),
  'venue.join': write(z.object({ deskName: venueDeskNameSchema, code: z.string().trim().min(1).max(64) }).strict(), venueStatusSchema),
  'venue.removeDesk': write(z.object({ deskId: z.string().min(1).max(64) }).strict(), venueStatusSchema),
  /** The name this desk goes by on the others ("Dock"); showing or typing a code names it too. */
  'venue.rename': write(z.object({ deskName: venueDeskNameSchema }).strict(), venueStatusSchema),
  /**
   * Only for a desk another desk removed, or whose venue cannot open: its venue identity and copy of the day are
   * deleted, and it may pair again as a new desk.
   */
  'venue.reset': write(nothing, venueStatusSchema),
  /** The network this desk's venue listens on: one of the computer's LANs by name, or null for this computer only. */
  'venue.setNetwork': write(z.object({ network: venueNetworkNameSchema.nullable() }).strict(), venueStatusSchema),
  /** Reads what the period's figures lack from the service at the fewest requests (period-contents.ts). */
  'reports.learn': write(reportLearnSchema, reportLearnedSchema),

  // Tomorrow ready, today closed.
  /** The bookings of a day (or the next days) with something to do before the guests arrive, from the desk's copy. */
  'readiness.board': read(readinessQuerySchema, readinessBoardSchema),
  /** The departures of a day closed on this desk or another desk of the venue. */
  'departures.list': read(z.strictObject({ day: z.number().int().refine(isValidDay, 'a calendar day, written yyyymmdd') }), z.array(closingSchema)),
  /** Marks each guest who never checked in a no-show or late; a no-show's status changes only by this press. */
  'departures.close': write(closeDepartureSchema, closedDepartureSchema),
  'departures.reopen': write(departureRefSchema, closingSchema),
  /** This desk's record of the writes it made or took over, newest first. */
  'shift.record': read(shiftQuerySchema, shiftRecordSchema),
  /** The shift so far: since the last handover on this desk, or the start of the day. */
  'shift.summary': read(nothing, handoverSummarySchema),
  /** Ends the shift: its summary and the note are kept for the next person. */
  'shift.handOver': write(z.strictObject({ note: handoverNoteSchema }), handoverSchema),
  /** The last handover on this desk (for the next person to read when they start); null when there is none. */
  'shift.lastHandover': read(nothing, handoverSchema.nullable()),
  'shift.readHandover': write(z.strictObject({ id: z.string().min(1).max(80) }), done),
  /** This desk's writes, the service's notes with their authors and other desks' stamps on one booking. */
  'bookings.timeline': read(bookingRef.strict(), bookingTimelineSchema),
  /** The day's manifest was printed (or saved as a PDF): what it showed is kept, to tell what changed since. */
  'manifest.printed': write(z.strictObject({ day: z.number().int().refine(isValidDay, 'a calendar day, written yyyymmdd') }), done),
  'manifest.changesSincePrint': read(z.strictObject({ day: z.number().int().refine(isValidDay, 'a calendar day, written yyyymmdd') }), printChangesSchema),
  /** The account's statuses as far as the desk knows them, and the one it changes a no-show to. */
  'accounts.statuses': read(nothing, accountStatusesSchema),
  /** null: this account has no no-show status (no-shows are kept as notes and marks on this desk). */
  'accounts.setNoShowStatus': write(z.strictObject({
    status: z.strictObject({ id: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'a status code'), name: z.string().trim().min(1).max(80) }).nullable(),
  }), accountStatusesSchema),
} as const satisfies Record<CallName, CallDefinition>;

export type Calls = typeof calls;
export { CALL_NAMES, isCallName, type CallName } from './names.js';
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallArgs<N extends CallName> = z.output<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;
