// A tiny real HTTP server that answers as the live service's recorded examples do (test/fixtures/samples/
// checkfront-docs), for a desk to be tried against them over real HTTP: no mock of fetch, no sandbox in between.
// Where the docs record no answer for a call, it answers in the shape Checkfront's own code reads (each such
// answer says so where it is built).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSample } from './samples.js';

export const RECORDED_KEY = 'recorded-key';
export const RECORDED_SECRET = 'recorded-secret';
/** Where booking/create sends the guest on, as Checkfront's cart reads it from request.data.url. */
export const RECORDED_INVOICE = 'https://your-company.checkfront.com/reserve/booking/KMVQ-060314?CFX=invoice';
/** The reason a create without an e-mail is refused, in the words the service would send. */
export const RECORDED_REFUSAL = 'Please complete the required fields: Email';

export interface RecordedService {
  url: string;
  /** Method and path (with query) of every request, in order. */
  requests: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

const docs = (name: string) => readSample('checkfront-docs', name);

/** The docs show no item list: Checkfront's PHP SDK reads one from items (examples/cart/Cart.php), keyed by id. */
function itemList(name: string) {
  const { item, ...envelope } = docs(name);
  return { ...envelope, items: { [String(item.item_id)]: item } };
}

/** The docs record no GET booking/{id}: the documented booking (webhook-booking.json) in the recorded envelope. */
function bookingRecord() {
  const { booking } = docs('webhook-booking.json');
  return { ...docs('ping.json'), request: { status: 'OK', resource: 'booking', id: booking.code, method: 'get' }, booking };
}

/** booking/create as Checkfront's cart reads it (PHP-SDK examples/cart/create.php): request.status and request.data. */
function created() {
  return {
    ...docs('ping.json'), request: { status: 'OK', resource: 'booking', id: 'create', method: 'post', data: { url: RECORDED_INVOICE } },
    booking: { booking_id: '157', code: 'KMVQ-060314', customer_id: '3' },
  };
}

/** A refusal with HTTP 200, its reason at request.error.details, as the same cart reads it. */
function refused() {
  return { ...docs('ping.json'), request: { status: 'ERROR', resource: 'booking', id: 'create', method: 'post', error: { details: RECORDED_REFUSAL } } };
}

function answerFor(method: string, url: URL, body: string): { status: number; json: unknown } {
  const path = url.pathname.replace(/^\/api\/3\.0\//, '').replace(/\/$/, '');
  const rated = url.searchParams.has('date') || url.searchParams.has('start_date');
  const ok = (json: unknown) => ({ status: 200, json });
  switch (path) {
    case 'ping': return ok(docs('ping.json'));
    case 'item': return ok(itemList(rated ? 'item-rated.json' : 'item.json'));
    case 'item/18': return ok(docs(rated ? 'item-rated.json' : 'item.json'));
    case 'event': return ok(docs('event.json'));
    case 'category': return ok(docs('category.json'));
    case 'booking/index': return ok(docs('booking-index.json'));
    case 'booking/notes': return ok(docs('booking-notes.json'));
    case 'booking/form': return ok(docs('booking-form.json'));
    case 'booking/session': return ok(docs('booking-session.json'));
    case 'booking/KMVQ-060314': return ok(bookingRecord());
    case 'booking/create':
      return ok(new URLSearchParams(body).get('form[customer_email]') ? created() : refused());
    default:
      return { status: 404, json: { ...docs('ping.json'), request: { status: 'ERROR', error: { details: `No ${method} ${path} here.` } } } };
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, json: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
}

export async function startRecordedService(): Promise<RecordedService> {
  const requests: RecordedService['requests'] = [];
  const expected = `Basic ${Buffer.from(`${RECORDED_KEY}:${RECORDED_SECRET}`).toString('base64')}`;
  const server: Server = createServer((request, response) => {
    readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
      // A critical error (failed credentials): none of the envelope, only the error (overview/response.rst), in the
      // words of Checkfront's FAQ (guide/faq.rst).
      if (request.headers.authorization !== expected) {
        answer(response, 401, { error: 'You do not have access to this resource.' });
        return;
      }
      const { status, json } = answerFor(request.method ?? 'GET', url, body);
      answer(response, status, json);
    }, () => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
