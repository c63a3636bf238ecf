// How a spreadsheet reads a CSV file it is asked to open, for the formula-injection tests: fields split at the list
// separator of the person's locale (a comma in English, a semicolon in most of Europe, a tab when pasted), a quote
// honoured only where a field begins with it, and a cell whose text begins with = + - or @ run as a formula.

/** The cells of every record, as the spreadsheet sees them with `separator` as its list separator. */
export function openAsSpreadsheet(text: string, separator: ',' | ';' | '\t'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    let cell = '';
    if (text[at] === '"') {
      // A quoted field: to the closing quote, "" being one quote; what follows it up to the separator is kept.
      at += 1;
      while (at < text.length && !(text[at] === '"' && text[at + 1] !== '"')) {
        cell += text[at];
        at += text[at] === '"' ? 2 : 1;
      }
      at += 1;
    }
    while (at < text.length && text[at] !== separator && text[at] !== '\n' && text[at] !== '\r') cell += text[at++];
    record.push(cell);
    if (text[at] === separator) {
      at += 1;
      continue;
    }
    records.push(record);
    record = [];
    if (text[at] === '\r' && text[at + 1] === '\n') at += 1;
    at += 1;
  }
  return records;
}

/** A spreadsheet reads "-4.6%" as the number -0.046, as it reads "-12.50" as a number: neither runs. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?%?$/;

/**
 * A cell the spreadsheet would run: = + - @ first (after any blanks), unless the whole cell is a plain number or
 * percentage.
 */
export function runsAsFormula(cell: string): boolean {
  const text = cell.replace(/^\s+/, '');
  return /^[=+\-@]/.test(text) && !PLAIN_NUMBER.test(text);
}
