// Which desk a record names: a desk that never paired calls itself "This desk", being the only one. Where something
// was done is worded by each screen's message ("at this desk", "at the Lobby desk") from this.
const THIS_DESK = 'This desk';

/** The desk a record names is this one (a desk that never paired calls itself "This desk", being the only one). */
export const isThisDesk = (deskName: string): boolean => deskName === THIS_DESK;
