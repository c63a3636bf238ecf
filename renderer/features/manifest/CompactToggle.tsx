// Compact rows for a 1366×768 desk: smaller gaps, no column headings, the roll-up in small type, so at least three
// groups fit on the screen at once. The choice is kept on this computer.
import { FormattedMessage } from 'react-intl';
import { useState } from 'react';
import { readChoice, saveChoice } from '../../ui/stored-choice.js';

const COMPACT_KEY = 'frontdesk.manifest.compact';

export function useCompact(): [boolean, (compact: boolean) => void] {
  const [compact, setCompact] = useState(() => readChoice(COMPACT_KEY) === true);
  return [compact, (next: boolean) => {
    saveChoice(COMPACT_KEY, next);
    setCompact(next);
  }];
}

export function CompactToggle({ compact, onChange }: { compact: boolean; onChange: (compact: boolean) => void }) {
  return (
    <button type="button" className="btn no-print" aria-pressed={compact} onClick={() => onChange(!compact)}>
      <FormattedMessage id="manifest.compact" defaultMessage="Compact" />
    </button>
  );
}
