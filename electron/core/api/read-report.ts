// What reading an answer had to leave out, carried with the answer (on a symbol, so JSON and Object.values never
// see it) for the handler that shows a list to say "1 booking could not be read", and written to the desk's log
// for the administrator, with the member paths at fault.
import type { Removal, WirePath } from '../../../shared/wire/tolerant-read.js';
import type { DeskLog } from '../log/desk-log.js';

const REPORT = Symbol('frontdesk.readReport');

type Reported = { [REPORT]?: readonly Removal[] };

export function attachRemovals<T>(value: T, removals: readonly Removal[]): T {
  if (removals.length > 0 && typeof value === 'object' && value !== null) {
    Object.defineProperty(value, REPORT, { value: removals, enumerable: false });
  }
  return value;
}

export function removalsIn(value: unknown): readonly Removal[] {
  return (typeof value === 'object' && value !== null ? (value as Reported)[REPORT] : undefined) ?? [];
}

/** Records of the collection at `collection` (e.g. ["booking/index"]) that were left out whole. */
export function skippedIn(value: unknown, ...collection: (string | number)[]): number {
  return removalsIn(value).filter((removal) => removal.path.length === collection.length + 1
    && collection.every((key, i) => String(removal.path[i]) === String(key))).length;
}

/** "booking/index › * › tid": record keys (ids) folded, so that a field odd in every record is one line. */
const shapeOf = (path: WirePath) => path.map((key) => (/^\d+$/.test(String(key)) ? '*' : String(key))).join(' › ');

export const pathText = (path: WirePath): string => (path.length === 0 ? 'the answer itself' : path.map(String).join(' › '));

/** One log line per answer: only odd values (PHP's empties are simply absent, not worth a line). */
export function logRemovals(log: DeskLog, what: string, removals: readonly Removal[]): void {
  const odd = removals.filter((removal) => !removal.empty);
  if (odd.length === 0) return;
  const byShape = new Map<string, { count: number; example: Removal }>();
  for (const removal of odd) {
    const shape = shapeOf(removal.path);
    const seen = byShape.get(shape);
    byShape.set(shape, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? removal });
  }
  const parts = [...byShape.entries()].map(([shape, { count, example }]) =>
    `${shape}${count > 1 ? ` (${count}×)` : ''}: ${example.problem} [e.g. ${pathText(example.path)}]`);
  log.warn('read', `${what}: left out what could not be read: ${parts.join('; ')}`);
}
