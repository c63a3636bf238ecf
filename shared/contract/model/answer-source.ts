// Where an answer came from: the service, or the desk's own copy (with its age and why), and how many records the
// service sent that could not be read. Every list and record a screen shows carries these, so it can say so.
import { z } from 'zod';

export const answerSourceShape = {
  /** Unix seconds of the desk's copy shown because the service could not answer; null for a live answer. */
  asOf: z.number().nullable(),
  /** Why the copy answered, as the end of a sentence ("the booking service cannot be reached"); null when live. */
  asOfReason: z.string().nullable().default(null),
  /** Records the service sent that could not be read and are left out (their paths are in the desk's log). */
  skipped: z.number().int().nonnegative().default(0),
};

export interface AnswerSource {
  asOf: number | null;
  asOfReason: string | null;
  skipped: number;
}

export { FILTERED_HERE, SORTED_HERE, isCopyByChoice } from './copy-reasons.js';

/** A live answer with nothing left out. */
export const LIVE: Readonly<AnswerSource> = { asOf: null, asOfReason: null, skipped: 0 };

/** Several answers shown as one (the today board's three lists): the oldest copy is what to warn about. */
export function combinedSource(sources: readonly (AnswerSource | undefined)[]): AnswerSource {
  const known = sources.filter((source): source is AnswerSource => source !== undefined);
  const copies = known.filter((source) => source.asOf !== null).sort((a, b) => (a.asOf ?? 0) - (b.asOf ?? 0));
  const oldest = copies[0];
  return {
    asOf: oldest?.asOf ?? null,
    asOfReason: oldest?.asOfReason ?? null,
    skipped: known.reduce((sum, source) => sum + source.skipped, 0),
  };
}
