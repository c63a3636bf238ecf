// The pre-formatted invoice of GET booking/{id}/invoice: a fragment of HTML, as a real service sends it.
import { amountText } from '../minor-units.js';
import type { Booking } from '../state/model.js';
import type { Store } from '../state/store.js';
import { dateDesc } from './date-desc.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function invoiceHtml(store: Store, booking: Booking): string {
  const { account } = store.state;
  const customer = store.customer(booking.customerId);
  const money = (minor: number) => `${amountText(minor, account.locale.currency)} ${account.locale.currency}`;
  const rows = booking.lines.map((line) => {
    const name = store.item(line.itemId)?.name ?? `Item ${line.itemId}`;
    const when = dateDesc(line.startDay, line.endDay, line.startTime);
    return `<tr><td>${escapeHtml(name)}</td><td>${escapeHtml(when)}</td><td>${line.qty}</td>` +
      `<td class="amount">${money(line.total)}</td></tr>`;
  });
  // Notes not marked private are shown on the invoice (spec 2.8).
  const publicNotes = store.notesOf(booking.id).filter((n) => !n.private)
    .map((n) => `<li>${escapeHtml(n.body)}</li>`).join('');
  return [
    `<div class="invoice"><h2>${escapeHtml(account.name)}</h2>`,
    `<p>Invoice for booking <strong>${booking.code}</strong><br>${escapeHtml(customer?.name ?? '')}<br>`,
    `${escapeHtml(dateDesc(booking.startDay, booking.endDay, booking.startTime))}</p>`,
    `<table><thead><tr><th>Item</th><th>When</th><th>Qty</th><th>Amount</th></tr></thead><tbody>${rows.join('')}</tbody>`,
    `<tfoot><tr><td colspan="3">Total (tax included)</td><td class="amount">${money(booking.total)}</td></tr>`,
    `<tr><td colspan="3">Tax</td><td class="amount">${money(booking.taxTotal)}</td></tr>`,
    `<tr><td colspan="3">Paid</td><td class="amount">${money(booking.paidTotal)}</td></tr>`,
    `<tr><td colspan="3">Due</td><td class="amount">${money(booking.total - booking.paidTotal)}</td></tr></tfoot></table>`,
    publicNotes ? `<h3>Notes</h3><ul>${publicNotes}</ul>` : '',
    `<p class="terms">Cancellations up to 48 hours before arrival are refunded in full.</p></div>`,
  ].join('');
}

export function invoiceRecord(store: Store, booking: Booking) {
  const { currency } = store.state.account.locale;
  return {
    booking_id: booking.id,
    code: booking.code,
    html: invoiceHtml(store, booking),
    total: amountText(booking.total, currency),
    paid_total: amountText(booking.paidTotal, currency),
    due_total: amountText(booking.total - booking.paidTotal, currency),
    currency,
  };
}
