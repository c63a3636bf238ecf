// Which desk a record names: a desk that never paired calls itself "This desk", being the only one. Where something
// was done is worded by each screen's message ("at this desk", "at the Lobby desk") from this.
import type { IntlShape } from 'react-intl';

const THIS_DESK = 'This desk';

/** The desk a record names is this one (a desk that never paired calls itself "This desk", being the only one). */
export const isThisDesk = (deskName: string): boolean => deskName === THIS_DESK;

/** A desk's name as a person reads it: the record's English "This desk" in the desk's language, another desk's name as it is. */
export function deskText(intl: IntlShape, deskName: string): string {
  return isThisDesk(deskName) ? intl.formatMessage({ id: 'booking.timeline.thisDesk', defaultMessage: 'This desk' }) : deskName;
}
