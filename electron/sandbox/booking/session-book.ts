// Changing a booking session's lines (spec 4.5 rules 1-3, spec 3): add SLIPs, replace a line, alter lines.
// Edits work on a copy that is committed only when every part of the call is valid.
import { badRequest } from '../http/api-error.js';
import type { BookingSession, SessionLine } from '../state/model.js';
import type { Store } from '../state/store.js';
import { decodeSlip, type SlipPayload } from '../slip.js';
import { assertAvailable } from './availability.js';

/** Maximum main lines in a session: "not shown" in spec 8; ours (docs/api-assumptions.md). */
export const MAX_SESSION_ITEMS = 50;
const MAX_QUANTITY = 999;

const invalidSlip = (message: string) => badRequest('invalid_slip', message, ['slip']);

/** The SLIP's payload, refused when it is not ours or names an item that cannot be booked on its own. */
function readSlip(store: Store, slip: string): SlipPayload {
  const payload = decodeSlip(store.state.slipKey, slip);
  const item = store.item(payload.itemId);
  if (!item || !item.enabled || item.packageOnly || item.childIds.length > 0) {
    throw invalidSlip('The SLIP names an item that cannot be booked; make a new rated item query.');
  }
  if (payload.packages.some((p) => !store.item(p.itemId))) {
    throw invalidSlip('The SLIP names a package that no longer exists; make a new rated item query.');
  }
  return payload;
}

/** A main line and its package lines "<parent>.<n>" (spec 2.10). */
function linesOfSlip(payload: SlipPayload, slip: string, lineId: string): SessionLine[] {
  const params = { ...payload.params };
  const base = {
    startDay: payload.startDay, endDay: payload.endDay, startTime: payload.startTime, endTime: payload.endTime,
    qty: 1, slip,
  };
  const main: SessionLine = {
    ...base, lineId, itemId: payload.itemId, params, unitTotal: payload.cents, optedIn: true, packageOf: null,
  };
  const packages = payload.packages.map((p, index): SessionLine => ({
    ...base, lineId: `${lineId}.${index + 1}`, itemId: p.itemId, params: { ...params }, unitTotal: p.cents,
    optedIn: p.optedIn, packageOf: lineId,
  }));
  return [main, ...packages];
}

/** "O" optional or "R" required, as the main item's package configuration says (spec 2.2 package.optin). */
export function packageKind(store: Store, lines: SessionLine[], line: SessionLine): 'O' | 'R' {
  const parent = lines.find((l) => l.lineId === line.packageOf);
  const option = parent ? store.item(parent.itemId)?.packages.find((p) => p.itemId === line.itemId) : undefined;
  return option?.optin ?? 'O';
}

export class SessionEdit {
  private lines: SessionLine[];
  private nextLine: number;
  private readonly checked: SessionLine[] = [];

  constructor(private readonly store: Store, private readonly session: BookingSession) {
    this.lines = session.lines.map((line) => ({ ...line, params: { ...line.params } }));
    this.nextLine = session.nextLine;
  }

  add(slip: string): void {
    const added = linesOfSlip(readSlip(this.store, slip), slip, String(this.nextLine));
    this.nextLine += 1;
    this.lines.push(...added);
    this.checked.push(...added);
  }

  /** Rule 3: the new SLIP replaces the line (and its packages) under the same line_id. */
  replace(lineId: string, slip: string): void {
    const at = this.lines.findIndex((l) => l.lineId === lineId);
    if (at < 0 || this.lines[at]!.packageOf !== null) {
      throw badRequest('invalid_parameter', `line_id ${lineId} is not a main line of this session.`, ['line_id']);
    }
    const fresh = linesOfSlip(readSlip(this.store, slip), slip, lineId);
    const kept = this.lines.filter((l) => l.lineId !== lineId && l.packageOf !== lineId);
    kept.splice(Math.min(at, kept.length), 0, ...fresh);
    this.lines = kept;
    this.checked.push(...fresh);
  }

  /** Rule 2: alter[<line_id>] = <quantity> | remove | optin | optout. */
  alter(lineId: string, action: string): void {
    const field = `alter[${lineId}]`;
    const line = this.lines.find((l) => l.lineId === lineId);
    if (!line) throw badRequest('invalid_parameter', `There is no line ${lineId} in this session.`, [field]);
    const word = action.trim().toLowerCase();
    if (word === 'remove') {
      if (line.packageOf !== null) this.refuseRequired(line, field, 'removed');
      this.lines = this.lines.filter((l) => l !== line && l.packageOf !== lineId);
    } else if (word === 'optin' || word === 'optout') {
      this.opt(line, word === 'optin', field);
    } else if (/^\d+$/.test(word)) {
      this.setQuantity(line, Number(word), field);
    } else {
      throw badRequest('invalid_parameter', `${field} must be a quantity, remove, optin or optout.`, [field]);
    }
  }

  /** Checks the item limit and availability of what changed, then stores the lines in the session. */
  commit(now: number): void {
    const mainLines = this.lines.filter((l) => l.packageOf === null);
    if (mainLines.length > MAX_SESSION_ITEMS) {
      throw badRequest('rule_violation', `A session holds at most ${MAX_SESSION_ITEMS} items; ` +
        'create the booking or start another session for the rest.', ['slip']);
    }
    assertAvailable(this.store, this.lines, this.checked.filter((l) => this.lines.includes(l)));
    const { slipKey } = this.store.state;
    this.session.lines = this.lines;
    this.session.nextLine = this.nextLine;
    // The SLIP's discount is per unit of the line (a DC event taken off one booking of the item).
    this.session.discountCents = mainLines.reduce((sum, l) => sum + decodeSlip(slipKey, l.slip).discountCents * l.qty, 0);
    this.session.lastUsed = now;
    this.store.changed();
  }

  private opt(line: SessionLine, optIn: boolean, field: string): void {
    if (line.packageOf === null) {
      throw badRequest('invalid_parameter', `Line ${line.lineId} is not a package line; only package lines ` +
        `(such as ${line.lineId}.1) can be opted in or out.`, [field]);
    }
    if (!optIn) this.refuseRequired(line, field, 'opted out');
    line.optedIn = optIn;
    if (optIn) this.checked.push(line);
  }

  private refuseRequired(line: SessionLine, field: string, verb: string): void {
    if (packageKind(this.store, this.lines, line) === 'R') {
      throw badRequest('invalid_parameter', `Line ${line.lineId} is a required package and cannot be ${verb}.`, [field]);
    }
  }

  /** Packages follow their main line's quantity, so a quantity is only set on a main line. */
  private setQuantity(line: SessionLine, qty: number, field: string): void {
    if (line.packageOf !== null) {
      throw badRequest('invalid_parameter', `Line ${line.lineId} is a package line; it follows the quantity of line ` +
        `${line.packageOf}. Use optin or optout.`, [field]);
    }
    if (qty < 1 || qty > MAX_QUANTITY) {
      throw badRequest('invalid_parameter',
        `${field} must be between 1 and ${MAX_QUANTITY}; use remove to drop the line.`, [field]);
    }
    const increased = qty > line.qty;
    for (const l of this.lines.filter((x) => x === line || x.packageOf === line.lineId)) {
      l.qty = qty;
      if (increased) this.checked.push(l);
    }
  }
}
