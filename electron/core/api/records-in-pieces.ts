// A long list answer read a slice of records at a time, with a yield to the screens between slices: read whole, a
// booking/index page of 1,000 held the thread that answers the screens for 30–150 ms at a time during a sync, and a
// month of notes (30,000 at a large account) longer. Each record is read tolerantly on its own
// (shared/wire/tolerant-read.ts), as the whole answer would have read it: a member that cannot be read is left out, a
// record that cannot stand is left out, each with its path. A record the caller holds as read, unchanged, is not read
// again (held-records.ts).
import type { z } from 'zod';
import { isPhpEmpty } from '../../../shared/wire/php-empty.js';
import { readTolerantly, type Removal } from '../../../shared/wire/tolerant-read.js';
import type { HeldRecords } from './held-records.js';
import { yieldToScreens } from '../platform/yield-to-screens.js';

/** Records read between two yields: about a millisecond's work. */
const RECORDS_AT_ONCE = 50;

export interface ReadRecords<T> {
  /** The records kept: keyed as the answer keyed them, or a list (without those left out) when it was one. */
  records: Record<string, T> | T[];
  /** What was left out, each path from the answer's root (`member`, the record's key, then the member at fault). */
  removals: Removal[];
}

export async function recordsInPieces<S extends z.ZodType>(records: Record<string, unknown> | unknown[], schema: S,
  member: string, held?: HeldRecords<z.output<S>>): Promise<ReadRecords<z.output<S>>> {
  const kept: [string, z.output<S>][] = [];
  const removals: Removal[] = [];
  const entries = Object.entries(records);
  for (let at = 0; at < entries.length; at += RECORDS_AT_ONCE) {
    for (const [key, raw] of entries.slice(at, at + RECORDS_AT_ONCE)) {
      const known = held?.known(raw);
      if (known !== undefined) {
        kept.push([key, known]);
        continue;
      }
      const record = readTolerantly(schema, raw);
      for (const removal of record.removals) removals.push({ ...removal, path: [member, key, ...removal.path] });
      if (record.ok) {
        // A PHP empty left out is simply absent (never logged nor counted): such a record is kept as read too.
        if (record.removals.every((removal) => removal.empty)) held?.read(raw, record.value);
        kept.push([key, record.value]);
        continue;
      }
      const where = record.path.length > 0 ? `${record.path.join(' › ')}: ` : '';
      removals.push({ path: [member, key], problem: `${where}${record.problem}`, empty: isPhpEmpty(raw) });
    }
    if (at + RECORDS_AT_ONCE < entries.length) await yieldToScreens();
  }
  return { records: Array.isArray(records) ? kept.map(([, value]) => value) : Object.fromEntries(kept), removals };
}
