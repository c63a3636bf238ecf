// The text in the customer search box and the field chosen for it, in step with the address: Back or Forward
// puts that search's text back in the box, while typing leaves the address alone until Enter.
import { useState } from 'react';
import type { AskedSearch } from './search-address.js';
import { guessSearchKind, type SearchKind } from './search-kind.js';

export interface SearchDraft {
  text: string;
  /** The field the text is searched as: the person's choice, else the guess. */
  kind: SearchKind;
  /** True while the field follows the guess (nothing chosen). */
  guessed: boolean;
  type: (text: string) => void;
  choose: (kind: SearchKind) => void;
}

export function useSearchDraft(asked: AskedSearch): SearchDraft {
  const [text, setText] = useState(asked.text);
  const [chosen, setChosen] = useState(asked.chosen);
  const [shown, setShown] = useState({ text: asked.text, chosen: asked.chosen });
  // Another search in the address (Back, Forward, a link): adjust during render so the box never shows the old one.
  if (shown.text !== asked.text || shown.chosen !== asked.chosen) {
    setShown({ text: asked.text, chosen: asked.chosen });
    setText(asked.text);
    setChosen(asked.chosen);
  }
  const type = (next: string) => {
    setText(next);
    // An emptied box starts afresh: the next thing typed is guessed again.
    if (!next.trim()) setChosen(null);
  };
  return { text, kind: chosen ?? guessSearchKind(text), guessed: chosen === null, type, choose: setChosen };
}
