// A log entry is one line of the saved file. Text the service or a person controls (an error message, a member
// name, a label) may hold line breaks that would otherwise start a line of their own and pass for one the desk
// wrote ("2026-… ERROR auth: …"): they are written as visible escapes instead, as are other control characters.

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** C0 and C1 controls, and the Unicode line and paragraph separators some viewers also break lines at. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function oneLine(text: string): string {
  return text.replace(CONTROLS, (character) =>
    ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
