// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { until } from '../../../support/until.js';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { bookingColumns, shownColumns } from '../../../../renderer/features/booking-list/columns.js';
import { paintPieces, type CellPiece, type CellPieces } from '../../../../renderer/features/booking-list/cell-pieces.js';
import { paintedBooking, paintRows, prepareRows, type RowsInView } from '../../../../renderer/features/booking-list/row-painter.js';

const intl = createIntl({ locale: 'en', defaultLocale: 'en' });
const columns = shownColumns(bookingColumns({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Toronto' }, intl), ['email', 'what']);

const booking = (code: string, name: string, over: Partial<BookingSummary> = {}) => ({
  code, dates: 'Fri Nov 13, 2026 13:00', startDay: 20261113, endDay: 20261113, summary: 'Whale Watching Cruise',
  customer: { name, email: `${name.toLowerCase().replace(/ /g, '.')}@example.com` }, status: { id: 'PAID', name: 'Paid' },
  total: '141.90', paid: '141.90', due: '0.00', createdAt: 1_790_000_000, ...over,
}) as BookingSummary;

const list = [booking('AAAA-1', 'Ada Lovelace'), booking('BBBB-2', 'Grace Hopper'), booking('CCCC-3', 'Tomás Novak'),
  booking('DDDD-4', 'Zoë Ørsted', { status: { id: 'VOID', name: 'Void' } })];

const view = (bookings: readonly BookingSummary[], over: Partial<RowsInView> = {}): RowsInView => ({
  bookings, first: 0, last: bookings.length - 1, top: 0, bottom: 0, tabStop: 0, columns, ...over,
});

let body: HTMLTableSectionElement;
const rows = () => [...body.querySelectorAll<HTMLTableRowElement>('tr.booking-row')];
const guests = () => rows().map((row) => row.cells[2]!.textContent);

beforeEach(() => {
  document.body.innerHTML = '<table><tbody></tbody></table>';
  body = document.querySelector('tbody')!;
});

describe('the list\'s rows painted into the table', () => {
  it('paints each booking in view as a row of the table, with its place in the list for screen readers', () => {
    paintRows(body, view(list, { first: 1, last: 2, top: 30, bottom: 30, tabStop: 2 }));
    expect(guests()).toEqual(['Grace Hopper', 'Tomás Novak']);
    expect(rows().map((row) => [row.dataset.index, row.getAttribute('aria-rowindex'), row.getAttribute('tabindex')]))
      .toEqual([['1', '3', '-1'], ['2', '4', '0']]);
    const [top, bottom] = [...body.querySelectorAll<HTMLTableRowElement>('tr.spacer')];
    expect([top!.getAttribute('aria-hidden'), top!.hidden, top!.cells[0]!.style.height, bottom!.cells[0]!.colSpan])
      .toEqual(['true', false, '30px', columns.length]);
    expect(rows()[0]!.cells[1]!.innerHTML).toBe('<span class="badge badge-good" title="PAID" translate="no">Paid</span>');
    expect(rows()[0]!.cells[0]!.getAttribute('translate')).toBe('no');
    expect(rows()[0]!.cells[1]!.hasAttribute('translate')).toBe(false);
    // A guest's name is plain text, shown whole (its column fitted to it), with no title repeating it.
    expect(rows()[0]!.cells[2]!.innerHTML).toBe('Grace Hopper');
    expect([...rows()[0]!.cells].filter((cell) => cell.className === 'money')).toHaveLength(3);
  });

  it('keeps the rows\' elements by place and changes only the texts that differ, as a key of the quick filter needs', () => {
    paintRows(body, view(list));
    const [first, second] = rows();
    const firstName = first!.cells[2]!.firstChild;
    paintRows(body, view([list[2]!, list[1]!]));
    expect(guests()).toEqual(['Tomás Novak', 'Grace Hopper']);
    expect(rows()[0]).toBe(first);
    expect(rows()[1]).toBe(second);
    // The same text node, its characters changed.
    expect(first!.cells[2]!.firstChild).toBe(firstName);
    // Rows past the matches are hidden and kept, then taken again when matches come back, as a plain page does.
    const [, , third, fourth] = [...body.querySelectorAll<HTMLTableRowElement>('tr:not(.spacer)')];
    expect([third!.hidden, fourth!.hidden, third!.classList.contains('booking-row')]).toEqual([true, true, false]);
    paintRows(body, view(list));
    expect(guests()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Tomás Novak', 'Zoë Ørsted']);
    expect(rows()).toEqual([first, second, third, fourth]);
    expect(rows().some((row) => row.hidden)).toBe(false);
  });

  it('writes a cell anew where its shape changes, and its class where only that does', () => {
    paintRows(body, view([list[0]!]));
    paintRows(body, view([list[3]!]));
    expect(rows()[0]!.cells[1]!.innerHTML).toBe('<span class="badge badge-bad" title="VOID" translate="no">Void</span>');
    paintRows(body, view([booking('EEEE-5', 'No Date', { createdAt: null })]));
    expect(rows()[0]!.cells.item(columns.findIndex((column) => column.id === 'created'))!.childNodes).toHaveLength(0);
    const cell = document.createElement('td');
    const dock: CellPieces = ['In · ', { translate: 'no', pieces: ['Dock'] }];
    paintPieces(cell, [], dock);
    expect(cell.innerHTML).toBe('In · <span translate="no">Dock</span>');
    // A span's title, class and translate follow its piece, as written here last, and go when the piece has none.
    const span = cell.querySelector('span')!;
    const badge: CellPieces = ['In · ', { className: 'badge', title: 'Dock of the bay', pieces: ['Dock'] }];
    paintPieces(cell, dock, badge);
    expect(cell.innerHTML).toBe('In · <span class="badge" title="Dock of the bay">Dock</span>');
    paintPieces(cell, badge, ['In · ', { pieces: ['Dock'] }]);
    expect(cell.innerHTML).toBe('In · <span class="">Dock</span>');
    expect(cell.querySelector('span')).toBe(span);
  });

  it('keeps the focused row on its booking when the list changes under it, and lets it go with its booking', () => {
    paintRows(body, view(list));
    const grace = rows()[1]!;
    grace.focus();
    expect(document.activeElement).toBe(grace);
    paintRows(body, view([list[2]!, list[3]!, list[1]!]));
    expect(guests()).toEqual(['Tomás Novak', 'Zoë Ørsted', 'Grace Hopper']);
    expect(document.activeElement).toBe(grace);
    expect(grace.dataset.index).toBe('2');
    expect(paintedBooking(body, 2)).toBe(list[1]);
    paintRows(body, view([list[0]!]));
    expect(guests()).toEqual(['Ada Lovelace']);
    expect(grace.isConnected).toBe(false);
  });

  it('makes the cells of bookings a later key may bring while the page is idle, so the key only writes them', async () => {
    let made = 0;
    const counted = columns.map((column) => ({ ...column, meta: { ...column.meta!, show: (b: BookingSummary) => { made += 1; return column.meta!.show(b); } } }));
    prepareRows(list, counted);
    expect(made).toBe(0);
    await until(() => made === list.length * counted.length, 'every cell of the list made');
    paintRows(body, view(list, { columns: counted }));
    expect(made).toBe(list.length * counted.length);
    expect(guests()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Tomás Novak', 'Zoë Ørsted']);
  });

  it('draws no row and hides the spacers for an empty view', () => {
    paintRows(body, view(list));
    paintRows(body, view([], { tabStop: undefined }));
    expect(rows()).toHaveLength(0);
    expect([...body.querySelectorAll<HTMLTableRowElement>('tr.spacer')].map((row) => row.hidden)).toEqual([true, true]);
    expect(paintedBooking(body, 0)).toBeUndefined();
  });
});

describe('a cell painted over from what it showed', () => {
  // Few texts and spans, so that pairs are often alike in part, as a row's last booking and its next one are.
  const text = fc.constantFrom('', 'Paid', 'Void', 'Nov 13', 'Ada', '141.90');
  const spanHolding = (pieces: fc.Arbitrary<string[]>): fc.Arbitrary<CellPiece> => fc.record({
    className: fc.option(fc.constantFrom('badge', 'badge badge-good'), { nil: undefined }),
    title: fc.option(fc.constantFrom('Paid', 'Ada Lovelace'), { nil: undefined }),
    translate: fc.option(fc.constant('no' as const), { nil: undefined }),
    pieces,
  }, { requiredKeys: ['pieces'] });
  const cellPieces: fc.Arbitrary<CellPieces> = fc.array(fc.oneof(text, spanHolding(fc.array(text, { maxLength: 2 }))), { maxLength: 3 });
  /** Another cell of the same shape (the case written in place): each text and span's content and attributes drawn again. */
  const shapedAs = (cell: CellPieces): fc.Arbitrary<CellPieces> => fc.tuple(...cell.map((piece) => (typeof piece === 'string'
    ? text : spanHolding(fc.tuple(...(piece.pieces as string[]).map(() => text))))));
  const pairs = cellPieces.chain((before) => fc.tuple(fc.constant(before), fc.oneof(cellPieces, shapedAs(before))));
  /** What a person and a screen reader get from a cell: its texts, and each span's class, title and translate. */
  const shown = (node: Node): string => (node.nodeType === Node.TEXT_NODE ? JSON.stringify((node as Text).data)
    : `${node.nodeName}[${(node as Element).className}|${(node as Element).getAttribute('title') ?? '-'}|${(node as Element).getAttribute('translate') ?? '-'}](${[...node.childNodes].map(shown).join(',')})`);
  const fresh = (pieces: CellPieces) => {
    const cell = document.createElement('td');
    paintPieces(cell, [], pieces);
    return shown(cell);
  };

  it('shows what a cell painted afresh shows, whatever it showed before', () => {
    fc.assert(fc.property(pairs, ([before, after]) => {
      const cell = document.createElement('td');
      paintPieces(cell, [], before);
      paintPieces(cell, before, after);
      expect(shown(cell)).toBe(fresh(after));
    }));
  });

  it('leaves alike cells untouched and writes the text that differs in its own node', () => {
    const cell = document.createElement('td');
    paintPieces(cell, [], ['In · ', { className: 'badge', pieces: ['Dock'] }]);
    const [label, badge] = [...cell.childNodes];
    paintPieces(cell, ['In · ', { className: 'badge', pieces: ['Dock'] }], ['Out · ', { className: 'badge', pieces: ['Dock'] }]);
    expect(cell.innerHTML).toBe('Out · <span class="badge">Dock</span>');
    expect([...cell.childNodes]).toEqual([label, badge]);
  });

  it('writes a cell anew where another hand changed its nodes (a browser translating the page wraps texts)', () => {
    const cell = document.createElement('td');
    paintPieces(cell, [], ['Paid']);
    cell.replaceChildren(Object.assign(document.createElement('font'), { textContent: 'Payé' }));
    paintPieces(cell, ['Paid'], ['Void']);
    expect(cell.innerHTML).toBe('Void');
  });
});
