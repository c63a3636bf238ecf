// Who is coming on each SLIP this desk rated: the booking session names a line's item, dates and money but not its
// counts (spec 2.10; Checkfront's session example has them only inside its HTML summary), so the desk keeps what
// the person chose, by SLIP, to say them on the basket's lines. Memory only, and bounded: a line rated before the
// desk started shows without its counts.
import type { OfferParameter } from '../../../shared/contract/model/rates.js';

export interface ChosenCount {
  label: string;
  count: number;
}

/** SLIPs remembered; a basket holds at most 50 lines, a day at a desk rates a few hundred offers. */
const MAX_SLIPS = 2000;

export class ChosenCounts {
  private readonly bySlip = new Map<string, ChosenCount[]>();

  /** The counts of an offer's parameters the guest takes (none of a parameter is not said). */
  remember(slip: string, parameters: readonly OfferParameter[]): void {
    this.bySlip.delete(slip);
    this.bySlip.set(slip, parameters.filter((parameter) => parameter.count > 0)
      .map((parameter) => ({ label: parameter.label, count: parameter.count })));
    if (this.bySlip.size > MAX_SLIPS) this.bySlip.delete(this.bySlip.keys().next().value!);
  }

  of(slip: string | undefined): ChosenCount[] | null {
    return slip === undefined ? null : this.bySlip.get(slip) ?? null;
  }
}
