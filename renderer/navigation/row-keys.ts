// What a key does on a focused booking row (the "Today and lists" rows of the shortcut table).

export type RowCommand = 'next' | 'previous' | 'open' | 'checkIn' | 'checkOut';

interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export function rowCommand(press: KeyPress): RowCommand | null {
  // Alt+2 and friends belong to the app; Ctrl+O and Ctrl+I to the browser.
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  switch (press.key) {
    case 'ArrowDown': return 'next';
    case 'ArrowUp': return 'previous';
    case 'Enter': return 'open';
    case 'i': case 'I': return 'checkIn';
    case 'o': case 'O': return 'checkOut';
    default: return null;
  }
}
