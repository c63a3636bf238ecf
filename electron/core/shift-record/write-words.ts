// A write in English, kept on disk with the shift's record for support (the screens word a write from its parts,
// in the desk's language): "Check in", "Note: Late ferry…", "Status → NOSHOW, guest notified",
// "Settled 95.55 CAD at check-out (point of sale)".
import { amountInCurrency, type Amount } from '../../../shared/domain/money.js';
import { noteStart } from '../../../shared/domain/notes.js';
import type { OutboxWrite } from '../offline/outbox/index.js';

export function describeWrite(write: OutboxWrite, settled: Amount | null, currency: string): string {
  switch (write.kind) {
    case 'checkIn': return 'Check in';
    case 'checkOut': return 'Check out';
    case 'note': return `Note: ${noteStart(write.body)}`;
    case 'bookmark': return write.bookmarked ? 'Bookmark' : 'Bookmark removed';
    case 'status':
      if (write.setPaid) {
        const amount = settled === null ? 'the balance' : `${amountInCurrency(settled, currency)}${currency ? ` ${currency}` : ''}`;
        return `Settled ${amount} at check-out (point of sale)`;
      }
      return `Status → ${write.statusId}${write.notify ? ', guest notified' : ''}`;
  }
}
