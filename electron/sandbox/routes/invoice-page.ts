// The guest's invoice and payment page that booking/create's invoice_url points to (4.4: "an invoice/payment URL
// where applicable"): a plain HTML page, found by booking code and the booking's customer token (2.7 token).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PlainAnswer } from '../http/api-endpoint.js';
import type { SandboxServices } from '../services.js';
import { invoiceHtml } from '../views/invoice-view.js';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // The page runs nothing and loads nothing: the invoice is text and a table.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}'
  + 'table{width:100%;border-collapse:collapse}td,th{padding:.35rem;border-bottom:1px solid #d0d7de;text-align:left}'
  + '.amount{text-align:right}.pay{margin-top:1.5rem;padding:.75rem;background:#eef6ff;border-radius:6px}';

function page(status: number, title: string, body: string): PlainAnswer {
  return {
    status, headers: PAGE_HEADERS,
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style>`
      + `</head><body>${body}</body></html>`,
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function serveInvoicePage(services: SandboxServices, request: IncomingMessage, url: URL): PlainAnswer {
  request.resume();
  const { store } = services;
  const code = decodeURIComponent(url.pathname.slice('/invoice/'.length));
  const booking = /^[A-Za-z0-9-]{1,64}$/.test(code) ? store.booking(code) : undefined;
  if (request.method !== 'GET' || !booking || !sameToken(url.searchParams.get('token') ?? '', booking.token)) {
    return page(404, 'Invoice not found', '<h1>Invoice not found</h1><p>Check the link you were sent.</p>');
  }
  const due = booking.total - booking.paidTotal;
  const payment = due > 0
    ? '<p class="pay">Payment is taken at the front desk in this sandbox: no card is charged here.</p>' : '';
  return page(200, `Invoice ${booking.code}`, `${invoiceHtml(store, booking)}${payment}`);
}
