// What a cell of the list shows, as plain data: texts and the few spans around them (a title, a badge's class, a
// desk's name kept untranslated). The screen's rows are painted from it straight into the page (row-painter.ts), so
// a key of the quick filter changes only the texts that differ; paper draws the same pieces with React.

/** A span of a cell: its class, its title (the whole text where the cell cuts it), and what it holds. */
export interface SpanPiece {
  className?: string;
  title?: string;
  /** Service data (a desk's name) inside the desk's words. */
  translate?: 'no';
  pieces: CellPieces;
}

export type CellPiece = string | SpanPiece;
export type CellPieces = readonly CellPiece[];

function spanOf(piece: SpanPiece): HTMLSpanElement {
  const span = document.createElement('span');
  setAttributes(span, piece);
  span.append(...piece.pieces.map(nodeOf));
  return span;
}

const nodeOf = (piece: CellPiece): Node => (typeof piece === 'string' ? document.createTextNode(piece) : spanOf(piece));

/**
 * The piece each span was last written from: its class, title and translate are compared with that, not read back
 * from the page (the spans are made here and written only here; reading three attributes of every span at every key
 * of the quick filter was a tenth of the key's painting).
 */
const written = new WeakMap<HTMLElement, SpanPiece>();

/** What a span carries, read from the page once (a span made here or not written here yet). */
const carried = (span: HTMLElement): SpanPiece => ({
  className: span.className,
  title: span.getAttribute('title') ?? undefined,
  translate: span.getAttribute('translate') === 'no' ? 'no' : undefined,
  pieces: [],
});

function setAttributes(span: HTMLElement, piece: SpanPiece) {
  const last = written.get(span) ?? carried(span);
  if (last === piece) return;
  if ((last.className ?? '') !== (piece.className ?? '')) span.className = piece.className ?? '';
  if (last.title !== piece.title) {
    if (piece.title === undefined) span.removeAttribute('title');
    else span.title = piece.title;
  }
  if (last.translate !== piece.translate) {
    if (piece.translate === undefined) span.removeAttribute('translate');
    else span.setAttribute('translate', piece.translate);
  }
  written.set(span, piece);
}

/** Whether `node` can take `piece` in place: a text for a text, a span for a span. */
function fits(node: ChildNode | undefined, piece: CellPiece): boolean {
  if (!node) return false;
  return typeof piece === 'string' ? node.nodeType === Node.TEXT_NODE : node.nodeName === 'SPAN';
}

const sameSpan = (a: SpanPiece, b: SpanPiece) =>
  a.className === b.className && a.title === b.title && a.translate === b.translate && samePieces(a.pieces, b.pieces);

/** Whether two cells show the same: the same texts, in the same spans with the same class, title and translate. */
function samePieces(a: CellPieces, b: CellPieces): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((piece, i) => {
    const other = b[i]!;
    if (typeof piece === 'string' || typeof other === 'string') return piece === other;
    return sameSpan(piece, other);
  });
}

/** Whether `after` can be written over `before` in place: a text where a text is, a span where a span is. */
function sameShape(before: CellPieces, after: CellPieces): boolean {
  return before.length === after.length && after.every((piece, i) => {
    const was = before[i]!;
    if (typeof piece === 'string' || typeof was === 'string') return typeof piece === typeof was;
    return sameShape(was.pieces, piece.pieces);
  });
}

/**
 * Makes `parent`, showing `before` as painted here last (nothing, for a cell just made), show `after`, from the two
 * pieces alone: the page is not read where they are alike (a key of the quick filter brings bookings whose status,
 * days or amounts are those of the row's last booking), and only the nodes that change are looked up. Where the shape
 * differs, or a node is not what was painted (a browser's page translation wraps texts in elements), the content is
 * written anew.
 */
export function paintPieces(parent: Element, before: CellPieces, after: CellPieces): void {
  if (paintedAsText(parent, before, after) || samePieces(before, after)) return;
  const nodes = parent.childNodes;
  if (!sameShape(before, after) || nodes.length !== after.length || !after.every((piece, i) => repaint(nodes[i]!, before[i]!, piece))) {
    parent.replaceChildren(...after.map(nodeOf));
  }
}

/**
 * A cell that is one text, before and after (a code, a guest, an amount: most of a row), painted without the general
 * comparison's passes over its pieces; false when it is not such a cell, or its node is not the text painted.
 */
function paintedAsText(parent: Element, before: CellPieces, after: CellPieces): boolean {
  if (after.length !== 1 || before.length !== 1) return false;
  const [text] = after;
  const [was] = before;
  if (typeof text !== 'string' || typeof was !== 'string') return false;
  if (text === was) return true;
  const node = parent.firstChild;
  if (!node || node !== parent.lastChild || node.nodeType !== Node.TEXT_NODE) return false;
  (node as Text).data = text;
  return true;
}

/** One piece written over the node showing `was`; false when the node cannot take it in place. */
function repaint(node: ChildNode, was: CellPiece, piece: CellPiece): boolean {
  if (typeof piece === 'string') {
    if (piece === was) return true;
    if (!fits(node, piece)) return false;
    (node as Text).data = piece;
    return true;
  }
  if (sameSpan(was as SpanPiece, piece)) return true;
  if (!fits(node, piece)) return false;
  setAttributes(node as HTMLElement, piece);
  paintPieces(node as HTMLElement, (was as SpanPiece).pieces, piece.pieces);
  return true;
}
