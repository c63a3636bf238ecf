// The quick filter's floor as the issue states it: a plain page, no framework and not the desk, holding the same
// table as the Bookings screen (the same cells, columns and widths, the page's own stylesheet, as many rows as the
// desk draws at 1366×768), whose keys replace the same cells' texts with those the desk painted for the same key.
// What the browser needs on this machine to show what a key brings, before any JavaScript of the desk. The same
// script answers a static copy of the desk's whole page too: what the page around the table adds, with no desk code.
import type { Browser, Page } from '@playwright/test';

/** One row as the desk painted it: each cell's inner HTML. */
export type RowCells = string[];

/** A page the plain script can answer: the desk's stylesheet and what the body holds. */
export interface PageCopy {
  css: string;
  htmlAttributes: Record<string, string>;
  bodyClass: string;
  /** The body's HTML: the quick filter's box (#quick-filter) and the table's frame (.table-frame) among it. */
  body: string;
}

/** What both copies take from the desk's page as it stands. */
const PAGE_AROUND = `({
  css: [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n')).join('\\n'),
  htmlAttributes: Object.fromEntries([...document.documentElement.attributes].map((a) => [a.name, a.value])),
  bodyClass: document.body.className,
})`;

/**
 * In the desk's page: the table and its stylesheet alone, in a frame of the table's size with a box above it (the
 * issue's plain page).
 */
export async function copyTable(page: Page): Promise<PageCopy> {
  const around = await page.evaluate(PAGE_AROUND) as Omit<PageCopy, 'body'>;
  const table = await page.evaluate(() => {
    const frame = document.querySelector('.table-frame')!.getBoundingClientRect();
    return { width: Math.round(frame.width), height: Math.round(frame.height), scroller: document.querySelector('.bookings-scroller')!.outerHTML };
  });
  return {
    ...around,
    body: `<div class="quick-filter"><input id="quick-filter" type="search"></div>
<div class="table-frame" data-rows-for="" style="width: ${table.width}px; height: ${table.height}px">${table.scroller}</div>`,
  };
}

/**
 * In the desk's page: the whole page as it stands (the app's bars, the screen's header, filters, pager and table),
 * without a script: what the desk's page costs a key with none of the desk's code run at it.
 */
export async function copyPage(page: Page): Promise<PageCopy> {
  const around = await page.evaluate(PAGE_AROUND) as Omit<PageCopy, 'body'>;
  const body = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll('script')) script.remove();
    copy.querySelector('.table-frame')?.setAttribute('data-rows-for', '');
    return copy.innerHTML;
  });
  return { ...around, body };
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

/** A new page in `browser` holding `copy`, its keys answered as learnt (the plain page's script). */
export async function plainRowsPage(browser: Browser, copy: PageCopy, probe: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const attributes = Object.entries(copy.htmlAttributes).map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  await page.setContent(`<!doctype html><html${attributes}><head><meta charset="utf-8"><style>${copy.css}</style></head>
<body class="${escape(copy.bodyClass)}">${copy.body}</body></html>`);
  await page.evaluate(probe + PLAIN_PAGE_SCRIPT);
  await page.locator('#quick-filter').focus();
  return page;
}

/** Tells the plain page the rows the desk painted for each text typed. */
export async function learnRows(page: Page, shown: Map<string, RowCells[]>): Promise<void> {
  await page.evaluate((entries) => (window as unknown as { __plainRows: { learn: (e: unknown) => void } }).__plainRows.learn(entries),
    [...shown]);
}
