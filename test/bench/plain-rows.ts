// The quick filter's floor as the issue states it: a plain page, no framework and not the desk, holding the same
// table as the Bookings screen (the same cells, columns and widths, the page's own stylesheet, as many rows as the
// desk draws at 1366×768), whose keys replace the same cells' texts with those the desk painted for the same key.
// What the browser needs on this machine to show what a key brings, before any JavaScript of the desk.
import type { Browser, Page } from '@playwright/test';

/** One row as the desk painted it: each cell's inner HTML. */
export type RowCells = string[];

/** The Bookings screen's table as a plain page can rebuild it. */
export interface TableCopy {
  css: string;
  htmlAttributes: Record<string, string>;
  bodyClass: string;
  frame: { width: number; height: number };
  /** The scroller and its table (headings, the rows in the DOM, the spacers), as they stand. */
  scroller: string;
}

/** In the desk's page: the table and its stylesheet, to be rebuilt in a plain page. */
export function copyTable(page: Page): Promise<TableCopy> {
  return page.evaluate(() => {
    const css = [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
    const frame = document.querySelector('.table-frame')!.getBoundingClientRect();
    return {
      css,
      htmlAttributes: Object.fromEntries([...document.documentElement.attributes].map((a) => [a.name, a.value])),
      bodyClass: document.body.className,
      frame: { width: Math.round(frame.width), height: Math.round(frame.height) },
      scroller: document.querySelector('.bookings-scroller')!.outerHTML,
    };
  });
}

/** In the desk's page: the rows as they are painted now, each cell's inner HTML. */
export function paintedRows(page: Page): Promise<RowCells[]> {
  return page.evaluate(() => [...document.querySelectorAll('tr.booking-row')].map((row) => [...row.children].map((cell) => cell.innerHTML)));
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Replaces, in each cell, only what differs from what it shows: the text of a text node, an element's class (a
 * status's colour). A cell whose elements differ otherwise (a badge more or less) takes the new HTML. Rows past the
 * key's matches are hidden, as the desk drops them. Keys are looked up by the text typed.
 */
const PLAIN_PAGE_SCRIPT = `
(() => {
  const frame = document.querySelector('.table-frame');
  const input = document.getElementById('quick-filter');
  const shapeOf = (html) => html.replace(/>[^<]*</g, '><').replace(/^[^<]*/, '').replace(/[^>]*$/, '')
    .replace(/ (class|title)="[^"]*"/g, '');
  const partsOf = (html) => {
    const holder = document.createElement('template');
    holder.innerHTML = html;
    const texts = [];
    const classes = [];
    const walk = document.createTreeWalker(holder.content, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) texts.push(node.data); else classes.push(node.className);
    }
    return { html, shape: shapeOf(html), texts, classes };
  };
  const stateOf = (cell) => {
    const texts = [];
    const elements = [];
    const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) texts.push(node); else elements.push(node);
    }
    return { cell, html: cell.innerHTML, shape: shapeOf(cell.innerHTML), texts, elements };
  };
  const rows = [...document.querySelectorAll('tr.booking-row')];
  let cells = rows.map((row) => [...row.children].map(stateOf));
  const keys = new Map();
  window.__plainRows = {
    learn: (shown) => { for (const [text, rowsOf] of shown) keys.set(text, rowsOf.map((row) => row.map(partsOf))); },
    rows: rows.length,
  };
  const put = (state, next) => {
    if (state.html === next.html) return state;
    if (state.shape !== next.shape || state.texts.length !== next.texts.length) {
      state.cell.innerHTML = next.html;
      return stateOf(state.cell);
    }
    next.texts.forEach((text, i) => { if (state.texts[i].data !== text) state.texts[i].data = text; });
    next.classes.forEach((name, i) => { if (state.elements[i].className !== name) state.elements[i].className = name; });
    return { ...state, html: next.html };
  };
  input.addEventListener('input', () => {
    const shown = keys.get(input.value);
    if (!shown) throw new Error('no rows learnt for "' + input.value + '"');
    rows.forEach((row, r) => {
      const next = shown[r];
      if (!next) { if (!row.hidden) row.hidden = true; return; }
      if (row.hidden) row.hidden = false;
      cells[r] = cells[r].map((state, c) => put(state, next[c]));
    });
    frame.dataset.rowsFor = input.value;
  });
})();
`;

/** A new page in `browser` holding the plain copy of the desk's table, its keys answered as learnt. */
export async function plainRowsPage(browser: Browser, copy: TableCopy, probe: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const attributes = Object.entries(copy.htmlAttributes).map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  await page.setContent(`<!doctype html><html${attributes}><head><meta charset="utf-8"><style>${copy.css}</style></head>
<body class="${escape(copy.bodyClass)}"><div class="quick-filter"><input id="quick-filter" type="search"></div>
<div class="table-frame" data-rows-for="" style="width: ${copy.frame.width}px; height: ${copy.frame.height}px">${copy.scroller}</div>
</body></html>`);
  await page.evaluate(probe + PLAIN_PAGE_SCRIPT);
  await page.locator('#quick-filter').focus();
  return page;
}

/** Tells the plain page the rows the desk painted for each text typed. */
export async function learnRows(page: Page, shown: Map<string, RowCells[]>): Promise<void> {
  await page.evaluate((entries) => (window as unknown as { __plainRows: { learn: (e: unknown) => void } }).__plainRows.learn(entries),
    [...shown]);
}
