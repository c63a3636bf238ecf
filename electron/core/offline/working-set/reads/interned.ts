// Texts the reads' worker holds once however many bookings repeat them: a copy of 100,000 bookings names a few
// hundred guests' names, amounts, item summaries and date texts, and a handful of statuses, each arriving as a text
// of its own with every booking (structured copies share nothing). Search and sorting keys made from a guest's name
// or e-mail are made once for each too.
import type { BookingStatus } from '../../../../../shared/contract/model/booking.js';
import { normaliseCode, normaliseEmail, normaliseText } from '../normalise.js';
import type { SearchKeys } from '../stored-booking.js';

/** Beyond this many texts for each booking held, most belong to bookings gone: the tables start again. */
const MOST_PER_BOOKING = 8;

export class Interned {
  private readonly texts = new Map<string, string>();
  private readonly statuses = new Map<string, Map<string, BookingStatus>>();
  private readonly nameKeys = new Map<string, string>();
  private readonly emailKeys = new Map<string, string>();

  text<T extends string | null>(value: T): T {
    if (value === null) return value;
    const kept = this.texts.get(value);
    if (kept !== undefined) return kept as T;
    this.texts.set(value, value);
    return value;
  }

  status(id: string, name: string): BookingStatus {
    let names = this.statuses.get(id);
    if (!names) this.statuses.set(id, (names = new Map()));
    let status = names.get(name);
    if (!status) names.set(name, (status = Object.freeze({ id: this.text(id), name: this.text(name) })));
    return status;
  }

  keys(code: string, name: string, email: string): SearchKeys {
    let nameKey = this.nameKeys.get(name);
    if (nameKey === undefined) this.nameKeys.set(name, (nameKey = this.text(normaliseText(name))));
    let emailKey = this.emailKeys.get(email);
    if (emailKey === undefined) this.emailKeys.set(email, (emailKey = this.text(normaliseEmail(email))));
    return { codeKey: normaliseCode(code), nameKey, emailKey };
  }

  /** Called as bookings come and go: tables grown far beyond the bookings held are dropped and filled again. */
  trim(held: number): void {
    if (this.texts.size + this.nameKeys.size + this.emailKeys.size <= MOST_PER_BOOKING * Math.max(held, 1_000)) return;
    this.texts.clear();
    this.statuses.clear();
    this.nameKeys.clear();
    this.emailKeys.clear();
  }
}
