// Where something was done, in a sentence: "at the Lobby desk", or "at this desk" for a desk that never paired (its
// record calls it "This desk", being the only one).
const THIS_DESK = 'This desk';

export const atDeskWords = (deskName: string): string => (deskName === THIS_DESK ? 'at this desk' : `at the ${deskName} desk`);

/** The desk a record names is this one (a desk that never paired calls itself "This desk", being the only one). */
export const isThisDesk = (deskName: string): boolean => deskName === THIS_DESK;
