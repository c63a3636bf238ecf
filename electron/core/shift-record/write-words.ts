// A write in a person's words, for the shift's record and the handover: "Check in", "Note: Late ferry…",
// "Status → NOSHOW, guest notified", "Settled 95.55 CAD at check-out (point of sale)".
import { amountInCurrency, type Amount } from '../../../shared/domain/money.js';
import type { OutboxWrite } from '../offline/outbox/index.js';

const NOTE_SHOWN = 80;

export function describeWrite(write: OutboxWrite, settled: Amount | null, currency: string): string {
  switch (write.kind) {
    case 'checkIn': return 'Check in';
    case 'checkOut': return 'Check out';
    case 'note': return `Note: ${[...write.body].length > NOTE_SHOWN ? `${[...write.body].slice(0, NOTE_SHOWN - 1).join('')}…` : write.body}`;
    case 'bookmark': return write.bookmarked ? 'Bookmark' : 'Bookmark removed';
    case 'status':
      if (write.setPaid) {
        const amount = settled === null ? 'the balance' : `${amountInCurrency(settled, currency)}${currency ? ` ${currency}` : ''}`;
        return `Settled ${amount} at check-out (point of sale)`;
      }
      return `Status → ${write.statusId}${write.notify ? ', guest notified' : ''}`;
  }
}
