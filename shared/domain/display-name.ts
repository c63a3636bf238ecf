// Names a person types and other screens show (account labels, staff names): one line of visible text. Control
// characters would break lines and logs; bidirectional controls could make "Lodge\u202Egnp.exe" read as something
// it is not. Both go, whitespace runs become one space, and the ends are trimmed.

// C0 and C1 controls and DEL become spaces (a pasted tab or line break separates words). Matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
// Marks and embeddings/overrides/isolates of the Unicode bidirectional algorithm (UAX #9) are dropped.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function cleanDisplayName(text: string): string {
  return text.replace(BIDI_CONTROL, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}


/** Text of several lines a screen shows (a guest's answer on the booking form): each line cleaned as a name is. */
export function cleanDisplayText(text: string): string {
  return text.split(/\r\n|\r|\n/).map(cleanDisplayName).join('\n').trim();
}
