// A data file written before parameters had word ids and lines had their own days (issue 16) is read into today's
// shape, so that a desk's demo account keeps its bookings across the update.
import { TAX_RATE } from '../booking/session-totals.js';
import type { BookingLine, ParamConfig } from './model.js';
import type { SandboxState } from './state.js';

interface EarlierParameter {
  id: number | string;
  key?: string;
  label: string;
}

type EarlierLine = Partial<BookingLine> & { itemId: number; qty: number; params: Record<string, number>; total: number };

const renamed = (counts: Record<string, number>, wordOf: ReadonlyMap<string, string>) =>
  Object.fromEntries(Object.entries(counts).map(([id, count]) => [wordOf.get(id) ?? id, count]));

export function upgradeState(state: SandboxState): SandboxState {
  const earlier = state.params as EarlierParameter[];
  if (!earlier.some((param) => typeof param.id === 'number')) return state;
  const wordOf = new Map(earlier.map((param) => [String(param.id), param.key ?? String(param.id)]));
  state.params = earlier.map((param) => ({ id: wordOf.get(String(param.id))!, label: param.label }));
  for (const item of state.items) {
    item.params = Object.fromEntries(Object.entries(item.params as Record<string, Omit<ParamConfig, 'hidden'>>)
      .map(([id, config]) => [wordOf.get(id) ?? id, { ...config, hidden: false }]));
  }
  for (const booking of state.bookings) {
    // Before, a booking's lines shared its days and times.
    const { startDay, endDay, startsAt, endsAt, startTime, endTime } = booking;
    booking.lines = (booking.lines as EarlierLine[]).map((line, index) => ({
      startDay, endDay, startsAt, endsAt, startTime, endTime, lineId: String(index + 1), ...line,
      params: renamed(line.params, wordOf), taxTotal: line.taxTotal ?? Math.round(line.total - line.total / (1 + TAX_RATE)),
    }));
  }
  for (const session of state.sessions) {
    for (const line of session.lines) line.params = renamed(line.params, wordOf);
  }
  return state;
}
