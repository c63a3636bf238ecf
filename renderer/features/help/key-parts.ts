// A shortcut as written in SHORTCUTS ("Ctrl+K or /", "I / O", "↑ ↓") split into what to press, so each key can
// be shown as its own <kbd>: alternatives, each a chord of keys pressed together.

export type KeyPart = { kind: 'key'; key: string } | { kind: 'text'; text: string };

export function keyParts(keys: string): KeyPart[] {
  const parts: KeyPart[] = [];
  const alternatives = keys.split(/ (or|\/) /);
  alternatives.forEach((piece, index) => {
    // split() with a capture group keeps the separators at odd places.
    if (index % 2 === 1) {
      parts.push({ kind: 'text', text: piece === 'or' ? ' or ' : ' / ' });
      return;
    }
    piece.split(' ').forEach((chord, chordIndex) => {
      if (chordIndex > 0) parts.push({ kind: 'text', text: ' ' });
      chord.split(/\+(?=.)/).forEach((key, keyIndex) => {
        if (keyIndex > 0) parts.push({ kind: 'text', text: '+' });
        parts.push({ kind: 'key', key });
      });
    });
  });
  return parts;
}
