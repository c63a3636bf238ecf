// What a staff member has typed on the New booking screen, kept in memory per account and acting staff member so
// that it survives leaving the screen, an outage and a switch of who is acting. Never written to disk: the guest's
// details stay in this window only.
import { useCallback, useSyncExternalStore } from 'react';
import type { DeskStatus } from '../../../shared/contract/model/account.js';
import type { CreatedBooking, FormValues } from '../../../shared/contract/model/booking-form.js';
import { Listeners } from '../../../shared/listeners.js';
import { useDeskStatus } from '../../desk/hooks.js';
import type { RateSearch } from '../../../shared/contract/model/rates.js';
import type { SearchFields, TermsFields } from './search-fields.js';

export interface LineChange {
  lineId: string;
  fields: TermsFields;
}

export interface NewBookingDraft {
  /** null until the screen first opens, when it starts from today in the account's time zone. */
  search: SearchFields | null;
  /** The last search sent, whose results are shown. */
  submitted: RateSearch | null;
  /** Offers (and children of grouped items) ticked for "Add selected", by item id. */
  selected: number[];
  /** The basket line being changed, with its new terms as typed. */
  change: LineChange | null;
  guest: FormValues;
  asCustomer: boolean;
  /** The returning customer whose record was copied into the form, so a return to the screen does not copy it again. */
  prefilledFor: number | null;
  /** The booking just made, shown until the next one starts. */
  created: CreatedBooking | null;
}

export const EMPTY_DRAFT: NewBookingDraft = {
  search: null, submitted: null, selected: [], change: null, guest: {}, asCustomer: false, prefilledFor: null,
  created: null,
};

const drafts = new Map<string, NewBookingDraft>();
const listeners = new Listeners();
const subscribe = listeners.on;

export function readDraft(owner: string): NewBookingDraft {
  return drafts.get(owner) ?? EMPTY_DRAFT;
}

export function updateDraft(owner: string, change: (draft: NewBookingDraft) => NewBookingDraft): void {
  drafts.set(owner, change(readDraft(owner)));
  listeners.emit();
}

export type DraftUpdate = (change: (draft: NewBookingDraft) => NewBookingDraft) => void;

/** Drafts belong to the account and the staff member acting: a colleague never sees another's half-typed guest. */
export function draftOwner(status: DeskStatus | undefined): string {
  return `${status?.account?.id ?? 'none'}|${status?.acting?.accountId ?? 'signed-in'}`;
}

/** The booking this desk just made under this code, as booking/create answered it (with its invoice or payment link). */
export function useJustCreated(code: string): CreatedBooking | null {
  const status = useDeskStatus();
  const created = useSyncExternalStore(subscribe, () => readDraft(draftOwner(status.data)).created);
  return created?.code === code ? created : null;
}

/** The draft of one owner ("<account>|<staff>") and a way to change it. */
export function useDraft(owner: string): [NewBookingDraft, DraftUpdate] {
  const draft = useSyncExternalStore(subscribe, () => readDraft(owner));
  const update = useCallback<DraftUpdate>((change) => updateDraft(owner, change), [owner]);
  return [draft, update];
}
